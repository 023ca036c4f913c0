import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatPictureVariants, chatPictures } from '../../db/schema';
import { widthOfVariantName } from '../../services/uploads/variantNames';

/** `{picture id}` or `{picture id}.w{width}.webp`. */
const FILE = /^([^.]+)(?:\.(.+))?$/;

/**
 * The bytes and type of a file of a channel's picture: the picture itself (`{id}`), or one of its
 * sized variants (`{id}.w260.webp`); null for a picture of another channel, a width that was not
 * made or any other name. The caller checks the channel is the shopper's.
 */
export const readChatPictureFile = async (db: Db, channelSid: string, file: string) => {
  const [, pictureId, name] = FILE.exec(file) ?? [];
  if (!pictureId) return null;
  const ofChannel = and(eq(chatPictures.id, pictureId), eq(chatPictures.channelSid, channelSid));
  if (name === undefined) {
    const [picture] = await db
      .select({ bytes: chatPictures.bytes, contentType: chatPictures.contentType })
      .from(chatPictures)
      .where(ofChannel);
    return picture ?? null;
  }
  const width = widthOfVariantName(name);
  if (width === null) return null;
  const [variant] = await db
    .select({ bytes: chatPictureVariants.webp })
    .from(chatPictureVariants)
    .innerJoin(chatPictures, eq(chatPictures.id, chatPictureVariants.pictureId))
    .where(and(ofChannel, eq(chatPictureVariants.width, width)));
  return variant ? { bytes: variant.bytes, contentType: 'image/webp' } : null;
};
