import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, users } from '../../db/schema';
import type { CleanPicture } from '../uploads/cleanPicture';
import { uploadPath } from '../uploads/mediaUrls';
import { deleteUploads, storeUpload } from '../uploads/storedUploads';
import type { StorageLimits } from '../uploads/storageQuota';
import type { PictureStore } from '../storage/pictureStore';
import { hasWrittenReviews } from '../reviews/reviewerAvatars';

type Deps = {
  db: Db;
  pictures: PictureStore;
  config: StorageLimits;
  log: (entry: Record<string, unknown>) => void;
  signedIn: { forget: (userId: string) => void };
  /** The catalogue cache: the reviews a shopper wrote show their picture. */
  catalogue: { invalidate: (reason: string) => Promise<void> };
};

/**
 * Makes the picture the shopper's profile picture (`picture_small`, `profile_picture`: a public
 * `/media/u/` URL) and deletes the one they uploaded before. Returns the updated user. When they
 * wrote reviews (which show their current picture), every worker's catalogue answers are dropped
 * first, so none keeps answering the old picture once it is deleted.
 */
export const setProfilePicture = async (deps: Deps, userId: string, picture: CleanPicture) => {
  const { user, uploadId } = await storeUpload(
    deps,
    { ownerId: userId, kind: 'profile' },
    picture,
    async (tx, upload) => {
      const [updated] = await tx
        .update(users)
        .set({ pictureUrl: uploadPath(upload.id, upload.contentType) })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw new Error('The user was not found');
      return { user: updated, uploadId: upload.id };
    },
  );
  deps.signedIn.forget(userId);
  if (await hasWrittenReviews(deps.db, userId)) {
    await deps.catalogue.invalidate('a reviewer changed their picture');
  }
  const earlier = await deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.ownerId, userId), eq(uploads.kind, 'profile'), ne(uploads.id, uploadId)));
  await deleteUploads(
    deps,
    userId,
    earlier.map((row) => row.id),
  );
  return user;
};
