import { fieldError } from '../../http/errors';
import { cleanPicture } from '../../services/uploads/cleanPicture';
import { pictureTypeOf } from '../../services/uploads/pictureType';

/** The largest photo a review takes, decoded (its base64 fits the API's 1 MB body limit). */
export const MAX_REVIEW_PHOTO_BYTES = 700 * 1024;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * A review's `picture` (base64 JPEG, spec 000 §3 Review), decoded and checked by its content —
 * never by a name or a declared type —, within the upload pixel limits and without its metadata
 * (services/uploads). A `data:image/jpeg;base64,` prefix is accepted. Anything else is a 400 on
 * `picture` that says what is wrong.
 */
export const decodeReviewPhoto = (picture: string) => {
  const base64 = picture.replace(/^data:image\/jpe?g;base64,/i, '').replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw fieldError('picture', 'The photo could not be read.');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_REVIEW_PHOTO_BYTES) {
    throw fieldError('picture', 'The photo is too large: at most 700 KB.', 'photo_too_large');
  }
  if (pictureTypeOf(bytes) !== 'image/jpeg') {
    throw fieldError('picture', 'The photo must be a JPEG.', 'photo_not_jpeg');
  }
  return cleanPicture(bytes).bytes;
};
