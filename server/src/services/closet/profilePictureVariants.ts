import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { publicVariantUrls, type PictureVariantUrl } from '../uploads/mediaUrls';

const UPLOADED_PICTURE = /^\/media\/u\/([A-Za-z0-9_-]{43})\.(?:jpg|png)$/;

/** The upload a profile picture URL names (`/media/u/{id}.jpg`), or null for any other URL. */
export const profileUploadIdOf = (pictureUrl: string | null) =>
  UPLOADED_PICTURE.exec(pictureUrl ?? '')?.[1] ?? null;

/**
 * The sized variants of a user's profile picture (`picture_variants`, public URLs), narrowest
 * first: none when the picture is not one they uploaded (none at all, a Google account's) or was
 * uploaded before variants were made.
 */
export const profilePictureVariants = async (
  db: Db,
  user: { id: string; pictureUrl: string | null },
): Promise<PictureVariantUrl[]> => {
  const id = profileUploadIdOf(user.pictureUrl);
  if (!id) return [];
  const [upload] = await db
    .select({ id: uploads.id, variantWidths: uploads.variantWidths })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, user.id), eq(uploads.kind, 'profile')));
  return upload ? publicVariantUrls(upload) : [];
};
