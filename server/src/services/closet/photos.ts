import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, userPhotos } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { CleanPicture } from '../uploads/cleanPicture';
import { signedVariantUrls, type SignUploadUrl } from '../uploads/mediaUrls';
import { deleteUploads, storeUpload } from '../uploads/storedUploads';
import type { StorageLimits } from '../uploads/storageQuota';
import type { PictureStore } from '../storage/pictureStore';

/** How many photos a shopper keeps at most. */
export const MAX_PHOTOS = 200;

type Deps = {
  db: Db;
  pictures: PictureStore;
  config: StorageLimits;
  log: (entry: Record<string, unknown>) => void;
};
type PhotoRow = { photo: typeof userPhotos.$inferSelect; upload: typeof uploads.$inferSelect };

/**
 * The name a photo is shown under: the uploaded file's name without its folders and control
 * characters, at most 100 characters, else 'Photo'. Shown only, never a path.
 */
export const photoNameOf = (fileName: string) => {
  const name = (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return name || 'Photo';
};

export const presentPhoto = ({ photo, upload }: PhotoRow, sign: SignUploadUrl) => {
  const picture = sign(upload.id, upload.contentType);
  return {
    photo_uuid: photo.id,
    uuid: photo.id,
    name: photo.name,
    picture,
    picture_small: picture,
    picture_variants: signedVariantUrls(upload, sign),
    width: upload.width,
    height: upload.height,
    created: photo.createdAt.toISOString(),
  };
};

const photoRows = (db: Db) =>
  db
    .select({ photo: userPhotos, upload: uploads })
    .from(userPhotos)
    .innerJoin(uploads, eq(uploads.id, userPhotos.uploadId));

/** A page of the shopper's photos (offset `from`), newest first, and how many they have. */
export const photosPage = async (db: Db, userId: string, from: number, size: number) => {
  const mine = eq(userPhotos.userId, userId);
  const [rows, [total]] = await Promise.all([
    photoRows(db)
      .where(mine)
      .orderBy(desc(userPhotos.createdAt), asc(userPhotos.id))
      .offset(from)
      .limit(size),
    db.select({ value: count() }).from(userPhotos).where(mine),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/**
 * Stores a photo (its picture already cleaned); 409 `photos_full` beyond MAX_PHOTOS, counted under
 * the shopper's storage lock with the insert (./../uploads/storedUploads.ts).
 */
export const addPhoto = async (deps: Deps, userId: string, picture: CleanPicture, name: string) => {
  const photoId = await storeUpload(
    deps,
    { ownerId: userId, kind: 'photo' },
    picture,
    async (tx, upload) => {
      const id = randomUUID();
      await tx
        .insert(userPhotos)
        .values({ id, userId, uploadId: upload.id, name: photoNameOf(name) });
      return id;
    },
    async (tx) => {
      const [held] = await tx
        .select({ value: count() })
        .from(userPhotos)
        .where(eq(userPhotos.userId, userId));
      if ((held?.value ?? 0) >= MAX_PHOTOS) {
        throw new HttpError(
          409,
          'You can keep up to 200 photos. Remove one to add another.',
          'photos_full',
        );
      }
    },
  );
  const [row] = await photoRows(deps.db).where(eq(userPhotos.id, photoId));
  if (!row) throw new Error('The photo was not stored');
  return row;
};

/** Deletes one of the shopper's photos and its file; false when it is not theirs or unknown. */
export const removePhoto = async (deps: Deps, userId: string, photoId: string) => {
  const [photo] = await deps.db
    .select({ uploadId: userPhotos.uploadId })
    .from(userPhotos)
    .where(and(eq(userPhotos.id, photoId), eq(userPhotos.userId, userId)));
  if (!photo) return false;
  await deleteUploads(deps, userId, [photo.uploadId]);
  return true;
};
