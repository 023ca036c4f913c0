import { fieldError } from '../../http/errors';
import { cleanPicture } from '../../services/uploads/cleanPicture';
import { pictureVariants, variantName } from '../../services/uploads/pictureVariants';
import { pictureTypeOf } from '../../services/uploads/pictureType';

/** The largest picture a shopper can send in the chat (the API's body limit is 1 MB). */
export const MAX_CHAT_PICTURE_BYTES = 700 * 1024;

/**
 * The widths of a chat picture's variants: the chat page's bubble shows it at most 260 px wide
 * (src/features/chat/ChatPicture.tsx), 520 at 2×.
 */
export const CHAT_PICTURE_WIDTHS = [260, 520] as const;

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

/**
 * A chat picture's WebP variants (services/uploads/pictureVariants.ts: upright, no metadata,
 * never enlarged: a picture narrower than 260 px has one, its own width), made before it is
 * stored. Pixels that do not decode are a 400 on `picture`.
 */
export const makeChatPictureVariants = async (bytes: Buffer) => {
  try {
    return await pictureVariants(bytes, CHAT_PICTURE_WIDTHS);
  } catch {
    throw fieldError('picture', 'The picture could not be read.', 'picture_unreadable');
  }
};

/** Where a chat picture is served, on the gateway: a picture message's `content`. */
export const chatPicturePath = (channelSid: string, pictureId: string) =>
  `chat/channels/${channelSid}/pictures/${pictureId}`;

/** Where a chat picture's variant is served, beside it: `{picture path}.w{width}.webp`. */
export const chatPictureVariantPath = (channelSid: string, pictureId: string, width: number) =>
  `${chatPicturePath(channelSid, pictureId)}.${variantName(width)}`;
