import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockPerUser } from '../../db/lockPerUser';
import {
  chatChannels,
  chatPictureVariants,
  chatPictures,
  reviewPhotoVariants,
  reviewPhotos,
  reviews,
  uploads,
} from '../../db/schema';
import type { ServerConfig } from '../../env';
import { HttpError } from '../../http/errors';

export type StorageLimits = Pick<ServerConfig, 'dataDir' | 'uploadQuotaBytes' | 'minFreeDiskBytes'>;

const MB = 1024 * 1024;

/**
 * 413: this account has no room left. A 4xx, not 507: the server could store it, but will not
 * for this account (the request is too large for what the account may keep); the shopper acts on
 * it by removing pictures, and retrying as it is never helps.
 */
const quotaExceeded = (quotaBytes: number) =>
  new HttpError(
    413,
    `There is no more room for your pictures: an account keeps up to ${Math.round(quotaBytes / MB)} MB ` +
      'of them. Remove some photos or closet items, then try again.',
    'storage_quota_exceeded',
  );

/** 507: the server's disk is nearly full (for everyone, until the operator makes room). */
const storageFull = () =>
  new HttpError(507, "We can't store pictures right now. Please try again later.", 'storage_full');

/** Free bytes on the disk that holds `dir` (or its nearest folder that exists yet). */
const freeDiskBytes = async (dir: string): Promise<number> => {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch (error) {
    const parent = dirname(dir);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === dir) throw error;
    return freeDiskBytes(parent);
  }
};

/**
 * Refuses (507) while the data folder's disk has less than the watermark free, so uploads never
 * fill the disk the database and the server's logs live on.
 */
export const ensureDiskRoom = async ({ dataDir, minFreeDiskBytes }: StorageLimits) => {
  if ((await freeDiskBytes(dataDir)) < minFreeDiskBytes) throw storageFull();
};

/**
 * What a shopper stores, in bytes: their uploads (files, with their variants), their reviews'
 * photos and the pictures they sent in the chat, with their variants (kept in the database).
 */
export const storedBytes = async (tx: Db, userId: string) => {
  const [[files], [reviewBytes], [reviewVariantBytes], [chatBytes], [chatVariantBytes]] =
    await Promise.all([
      tx
        .select({ bytes: sum(uploads.byteSize) })
        .from(uploads)
        .where(eq(uploads.ownerId, userId)),
      tx
        .select({ bytes: sql<string | null>`sum(octet_length(${reviewPhotos.jpeg}))` })
        .from(reviewPhotos)
        .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
        .where(eq(reviews.userId, userId)),
      tx
        .select({ bytes: sql<string | null>`sum(octet_length(${reviewPhotoVariants.webp}))` })
        .from(reviewPhotoVariants)
        .innerJoin(reviews, eq(reviews.id, reviewPhotoVariants.reviewId))
        .where(eq(reviews.userId, userId)),
      tx
        .select({ bytes: sql<string | null>`sum(octet_length(${chatPictures.bytes}))` })
        .from(chatPictures)
        .innerJoin(chatChannels, eq(chatChannels.sid, chatPictures.channelSid))
        .where(eq(chatChannels.clientId, userId)),
      tx
        .select({ bytes: sql<string | null>`sum(octet_length(${chatPictureVariants.webp}))` })
        .from(chatPictureVariants)
        .innerJoin(chatPictures, eq(chatPictures.id, chatPictureVariants.pictureId))
        .innerJoin(chatChannels, eq(chatChannels.sid, chatPictures.channelSid))
        .where(eq(chatChannels.clientId, userId)),
    ]);
  return [files, reviewBytes, reviewVariantBytes, chatBytes, chatVariantBytes].reduce(
    (total, row) => total + Number(row?.bytes ?? 0),
    0,
  );
};

/**
 * Makes room for `bytes` more of the shopper's pictures inside the transaction that stores them:
 * takes their storage lock (held until it ends, so concurrent uploads are counted one after
 * another and cannot overrun the quota together), checks the disk (507) and the quota (413).
 */
export const reserveStorage = async (
  tx: Db,
  limits: StorageLimits,
  userId: string,
  bytes: number,
) => {
  await lockPerUser(tx, 'storage', userId);
  await ensureDiskRoom(limits);
  if ((await storedBytes(tx, userId)) + bytes > limits.uploadQuotaBytes) {
    throw quotaExceeded(limits.uploadQuotaBytes);
  }
};
