import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews, uploads, users } from '../../db/schema';
import type { ReviewerAvatar } from '../../presenters/stylistPresenter';
import { profileUploadIdOf } from '../closet/profilePictureVariants';
import { publicVariantUrls, type PictureVariantUrl } from '../uploads/mediaUrls';

const NO_AVATAR: ReviewerAvatar = { small: null, medium: null, large: null };

/** The widths the review pages show: a 40–48 px circle (64 px), anything larger (320 px). */
const SMALL_WIDTH = 64;
const MEDIUM_WIDTH = 320;

/** The narrowest variant at least `width` px wide, else the widest (the picture's own width). */
const variantFor = (variants: readonly PictureVariantUrl[], width: number) =>
  variants.find((variant) => variant.width >= width) ?? variants.at(-1);

const avatarOf = (pictureUrl: string | null, variants: readonly PictureVariantUrl[]) => ({
  small: variantFor(variants, SMALL_WIDTH)?.url ?? pictureUrl,
  medium: variantFor(variants, MEDIUM_WIDTH)?.url ?? pictureUrl,
  large: pictureUrl,
});

export type ReviewerAvatars = ReadonlyMap<string, ReviewerAvatar>;

/**
 * The current profile pictures of these reviews' writers, by user id: read with the reviews
 * (never copied into them), so a writer who changes their picture changes it on every review
 * they wrote, and their old picture, deleted then, is never answered. An uploaded picture's
 * avatar is its 64 px variant small and its 320 px one medium; a picture without variants
 * (a Google account's, one uploaded before variants were made) is itself at every size.
 */
export const reviewerAvatars = async (
  db: Db,
  rows: readonly { userId: string | null }[],
): Promise<ReviewerAvatars> => {
  const ids = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const avatars = new Map<string, ReviewerAvatar>();
  if (ids.length === 0) return avatars;
  // Briefly, while a new picture replaces the old, a writer has two profile uploads: the one
  // their picture URL names is theirs.
  const found = await db
    .select({
      userId: users.id,
      pictureUrl: users.pictureUrl,
      uploadId: uploads.id,
      variantWidths: uploads.variantWidths,
    })
    .from(users)
    .leftJoin(uploads, and(eq(uploads.ownerId, users.id), eq(uploads.kind, 'profile')))
    .where(inArray(users.id, ids));
  for (const { userId, pictureUrl, uploadId, variantWidths } of found) {
    const isTheirs = uploadId !== null && uploadId === profileUploadIdOf(pictureUrl);
    if (avatars.has(userId) && !isTheirs) continue;
    const variants = isTheirs
      ? publicVariantUrls({ id: uploadId, variantWidths: variantWidths! })
      : [];
    avatars.set(userId, avatarOf(pictureUrl, variants));
  }
  return avatars;
};

/**
 * The avatar a review shows: its writer's current picture; for a review with no account behind
 * it (the seeded ones: drawn art), the picture stored with it — unless that was an upload, which
 * went with the account.
 */
export const reviewAvatar = (
  review: { userId: string | null; clientPicture: string | null },
  avatars: ReviewerAvatars,
): ReviewerAvatar => {
  if (review.userId) return avatars.get(review.userId) ?? NO_AVATAR;
  if (!review.clientPicture || profileUploadIdOf(review.clientPicture)) return NO_AVATAR;
  return avatarOf(review.clientPicture, []);
};

/** Whether this shopper wrote any review: their picture shows in the catalogue's answers. */
export const hasWrittenReviews = async (db: Db, userId: string) =>
  (await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId)).limit(1))
    .length > 0;
