import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewPhotoVariants } from '../../db/schema';
import { fieldError } from '../../http/errors';
import type { PictureVariantUrl } from '../uploads/mediaUrls';
import { pictureVariants, variantName } from '../uploads/pictureVariants';

/**
 * The widths of a review photo's variants: the profile's review card shows it 160 px wide (320
 * at 2×), the ReadReview modal up to 320 px (640 at 2×).
 */
export const REVIEW_PHOTO_WIDTHS = [320, 640] as const;

/** Where a review's photo is served; `reviews.picture` holds it. */
export const reviewPhotoPath = (reviewId: string) => `/media/reviews/${reviewId}.jpg`;

/** Where a review photo's sized variant is served: `/media/reviews/{id}.w{width}.webp`. */
export const reviewPhotoVariantPath = (reviewId: string, width: number) =>
  `/media/reviews/${reviewId}.${variantName(width)}`;

/**
 * A review photo's WebP variants (services/uploads/pictureVariants.ts: upright, no metadata,
 * never enlarged: a photo narrower than 320 px has one, its own width), made before the review's
 * transaction. Pixels that do not decode are a 400 on `picture`.
 */
export const makeReviewPhotoVariants = async (jpeg: Buffer) => {
  try {
    return await pictureVariants(jpeg, REVIEW_PHOTO_WIDTHS);
  } catch {
    throw fieldError('picture', 'The photo could not be read.', 'picture_unreadable');
  }
};

/**
 * The `picture_variants` of these reviews' photos, by review id, narrowest first; a review
 * without a photo, or with one from before variants were made, has none.
 */
export const reviewPhotoVariantUrls = async (db: Db, reviewIds: readonly string[]) => {
  const byReview = new Map<string, PictureVariantUrl[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ reviewId: reviewPhotoVariants.reviewId, width: reviewPhotoVariants.width })
    .from(reviewPhotoVariants)
    .where(inArray(reviewPhotoVariants.reviewId, [...reviewIds]))
    .orderBy(asc(reviewPhotoVariants.width));
  for (const { reviewId, width } of rows) {
    const variants = byReview.get(reviewId) ?? [];
    variants.push({ width, url: reviewPhotoVariantPath(reviewId, width) });
    byReview.set(reviewId, variants);
  }
  return byReview;
};
