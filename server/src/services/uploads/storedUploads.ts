import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { pictureUnreadable, type CleanPicture } from './cleanPicture';
import { pictureVariants, type PictureVariant } from './pictureVariants';
import { reserveStorage, type StorageLimits } from './storageQuota';
import { newUploadId } from './uploadIds';
import { uploadKey, type PictureStore } from '../storage/pictureStore';
import { errorSummary } from '../../http/errorSummary';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadKind = UploadRow['kind'];

/** The picture's variants; a picture whose pixels do not decode is the uploader's 400. */
const variantsOf = async (picture: CleanPicture): Promise<PictureVariant[]> => {
  try {
    return await pictureVariants(picture.bytes);
  } catch {
    throw pictureUnreadable();
  }
};

/**
 * Writes these objects at once and waits for every write to end before answering (the first
 * failure, if any), so a cleanup after a failure never races a write still on its way.
 */
const putAll = async (
  pictures: PictureStore,
  objects: { key: string; bytes: Buffer; contentType: string }[],
) => {
  const results = await Promise.allSettled(
    objects.map(({ key, bytes, contentType }) => pictures.put(key, bytes, contentType)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
};

/**
 * Stores a cleaned picture for its owner, in one transaction under the owner's storage lock: room
 * on the disk and in the owner's quota first (./storageQuota.ts), then `checkRoom` (a cap such as
 * the most photos, counted in that same transaction, so concurrent uploads cannot all pass it),
 * then the picture (`uploads/{id}` in the picture store: the local folder or the S3 bucket), its
 * `uploads` row and whatever refers to it (`attach`: the closet item, the photo, the user's
 * picture). When the transaction fails the upload's objects are removed again, so no object is
 * left without its row; when the store refuses the picture, no row is written.
 *
 * Its sized WebP variants (./pictureVariants.ts) are made first, outside the transaction and the
 * lock (pixels that do not decode: 400 `picture_unreadable`), then stored beside the original
 * (`uploads/{id}/w{width}.webp`) the same all-or-nothing way; the row records their widths, and
 * its byte size counts them with the original, so the quota does too.
 */
export const storeUpload = async <T>(
  { db, pictures, config }: { db: Db; pictures: PictureStore; config: StorageLimits },
  owner: { ownerId: string; kind: UploadKind },
  picture: CleanPicture,
  attach: (tx: Db, upload: UploadRow) => Promise<T>,
  checkRoom: (tx: Db) => Promise<void> = async () => {},
) => {
  const variants = await variantsOf(picture);
  const byteSize = variants.reduce(
    (total, variant) => total + variant.bytes.length,
    picture.bytes.length,
  );
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await reserveStorage(tx, config, owner.ownerId, byteSize);
      await checkRoom(tx);
      const id = newUploadId();
      written.push(id);
      await putAll(pictures, [
        { key: uploadKey(id), bytes: picture.bytes, contentType: picture.contentType },
        ...variants.map(({ name, bytes, contentType }) => ({
          key: uploadKey(id, name),
          bytes,
          contentType,
        })),
      ]);
      const [upload] = await tx
        .insert(uploads)
        .values({
          id,
          ...owner,
          contentType: picture.contentType,
          byteSize,
          width: picture.width,
          height: picture.height,
          variantWidths: variants.map((variant) => variant.width),
        })
        .returning();
      if (!upload) throw new Error('The upload was not stored');
      return await attach(tx, upload);
    });
  } catch (error) {
    // The store's own failure (the one thrown) may stop this too; the row was never written.
    for (const id of written) await pictures.deleteUpload(id).catch(() => {});
    throw error;
  }
};

/**
 * Deletes uploads of this owner: their rows (and, by cascade, what hangs on them), then their
 * objects (the original and its variants). One that cannot be removed is logged, not an error:
 * its row is gone, so it is never served again.
 */
export const deleteUploads = async (
  {
    db,
    pictures,
    log,
  }: { db: Db; pictures: PictureStore; log: (entry: Record<string, unknown>) => void },
  ownerId: string,
  ids: readonly string[],
) => {
  if (ids.length === 0) return;
  await db.delete(uploads).where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, [...ids])));
  for (const id of ids) {
    await pictures
      .deleteUpload(id)
      .catch((error: unknown) =>
        log({ event: 'upload_file_not_removed', upload: id, ...errorSummary(error) }),
      );
  }
};
