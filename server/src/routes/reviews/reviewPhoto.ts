import { fieldError } from '../../http/errors';

/** The largest photo a review takes, decoded (its base64 fits the API's 1 MB body limit). */
export const MAX_REVIEW_PHOTO_BYTES = 700 * 1024;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Whether the bytes are a JPEG: its start-of-image marker, and its end-of-image marker. */
const isJpeg = (bytes: Buffer) =>
  bytes.length > 4 &&
  bytes[0] === 0xff &&
  bytes[1] === 0xd8 &&
  bytes[2] === 0xff &&
  bytes[bytes.length - 2] === 0xff &&
  bytes[bytes.length - 1] === 0xd9;

/**
 * A review's `picture` (base64 JPEG, spec 000 §3 Review), decoded and checked by its content —
 * never by a name or a declared type. A `data:image/jpeg;base64,` prefix is accepted. Anything
 * else is a 400 on `picture` that says what is wrong.
 */
export const decodeReviewPhoto = (picture: string) => {
  const base64 = picture.replace(/^data:image\/jpe?g;base64,/i, '').replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw fieldError('picture', 'The photo could not be read.');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_REVIEW_PHOTO_BYTES) {
    throw fieldError('picture', 'The photo is too large: at most 700 KB.', 'photo_too_large');
  }
  if (!isJpeg(bytes)) throw fieldError('picture', 'The photo must be a JPEG.', 'photo_not_jpeg');
  return bytes;
};
