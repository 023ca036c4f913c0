import { fieldError } from '../../http/errors';

/** The largest picture a shopper can send in the chat (the API's body limit is 1 MB). */
export const MAX_CHAT_PICTURE_BYTES = 700 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the bytes are, by their content (never a name or a declared type). */
const pictureType = (bytes: Buffer) => {
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg' as const;
  }
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'image/png' as const;
  return null;
};

/** A chat picture (multipart `picture`): a JPEG or PNG up to 700 KB, else a 400 on `picture`. */
export const readChatPicture = async (file: unknown) => {
  if (!(file instanceof File)) throw fieldError('picture', 'Choose a picture to send.');
  if (file.size > MAX_CHAT_PICTURE_BYTES) {
    throw fieldError('picture', 'The picture is too large: at most 700 KB.', 'picture_too_large');
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = pictureType(bytes);
  if (!contentType) {
    throw fieldError('picture', 'The picture must be a JPEG or a PNG.', 'picture_type');
  }
  return { bytes, contentType };
};
