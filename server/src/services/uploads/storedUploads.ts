import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { CleanPicture } from './cleanPicture';
import { reserveStorage, type StorageLimits } from './storageQuota';
import type { UploadFiles } from './uploadFiles';
import { errorSummary } from '../../http/errorSummary';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadKind = UploadRow['kind'];

/**
 * Stores a cleaned picture for its owner, in one transaction under the owner's storage lock: room
 * on the disk and in the owner's quota first (./storageQuota.ts), then `checkRoom` (a cap such as
 * the most photos, counted in that same transaction, so concurrent uploads cannot all pass it),
 * then the file, its `uploads` row and whatever refers to
 * it (`attach`: the closet item, the photo, the user's picture). When the transaction fails the
 * file is removed again, so no file is left without its row.
 */
export const storeUpload = async <T>(
  { db, files, config }: { db: Db; files: UploadFiles; config: StorageLimits },
  owner: { ownerId: string; kind: UploadKind },
  picture: CleanPicture,
  attach: (tx: Db, upload: UploadRow) => Promise<T>,
  checkRoom: (tx: Db) => Promise<void> = async () => {},
) => {
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await reserveStorage(tx, config, owner.ownerId, picture.bytes.length);
      await checkRoom(tx);
      const id = await files.write(picture.bytes);
      written.push(id);
      const [upload] = await tx
        .insert(uploads)
        .values({
          id,
          ...owner,
          contentType: picture.contentType,
          byteSize: picture.bytes.length,
          width: picture.width,
          height: picture.height,
        })
        .returning();
      if (!upload) throw new Error('The upload was not stored');
      return await attach(tx, upload);
    });
  } catch (error) {
    for (const id of written) await files.remove(id);
    throw error;
  }
};

/**
 * Deletes uploads of this owner: their rows (and, by cascade, what hangs on them), then their
 * files. A file that cannot be removed is logged, not an error: its row is gone, so it is never
 * served again.
 */
export const deleteUploads = async (
  { db, files, log }: { db: Db; files: UploadFiles; log: (entry: Record<string, unknown>) => void },
  ownerId: string,
  ids: readonly string[],
) => {
  if (ids.length === 0) return;
  await db.delete(uploads).where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, [...ids])));
  for (const id of ids) {
    await files
      .remove(id)
      .catch((error: unknown) =>
        log({ event: 'upload_file_not_removed', upload: id, ...errorSummary(error) }),
      );
  }
};
