import { fieldError } from '../../http/errors';
import { cleanPicture } from '../../services/uploads/cleanPicture';
import { pictureTypeOf } from '../../services/uploads/pictureType';

/** The largest picture a shopper can send in the chat (the API's body limit is 1 MB). */
export const MAX_CHAT_PICTURE_BYTES = 700 * 1024;

/**
 * A chat picture (multipart `picture`): a JPEG or PNG by its bytes (never a name or a declared
 * type) up to 700 KB, within the upload pixel limits and stored without its metadata
 * (services/uploads); else a 400 on `picture`.
 */
export const readChatPicture = async (file: unknown) => {
  if (!(file instanceof File)) throw fieldError('picture', 'Choose a picture to send.');
  if (file.size > MAX_CHAT_PICTURE_BYTES) {
    throw fieldError('picture', 'The picture is too large: at most 700 KB.', 'picture_too_large');
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!pictureTypeOf(bytes)) {
    throw fieldError('picture', 'The picture must be a JPEG or a PNG.', 'picture_type');
  }
  const picture = cleanPicture(bytes);
  return { bytes: picture.bytes, contentType: picture.contentType };
};
