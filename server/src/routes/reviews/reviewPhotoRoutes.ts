import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { reviewPhotoVariants, reviewPhotos } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { widthOfVariantName } from '../../services/uploads/variantNames';

/** `{review id}.jpg` or `{review id}.w{width}.webp`. */
const FILE = /^([0-9a-f-]{36})\.(.+)$/;

/** The bytes of a review photo's file: the photo (`jpg`) or a variant's (`w320.webp`). */
const fileOf = async ({ db }: Pick<AppDeps, 'db'>, reviewId: string, name: string) => {
  if (name === 'jpg') {
    const [photo] = await db
      .select({ bytes: reviewPhotos.jpeg })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, reviewId));
    return photo ? { bytes: photo.bytes, contentType: 'image/jpeg' } : null;
  }
  const width = widthOfVariantName(name);
  if (width === null) return null;
  const [variant] = await db
    .select({ bytes: reviewPhotoVariants.webp })
    .from(reviewPhotoVariants)
    .where(and(eq(reviewPhotoVariants.reviewId, reviewId), eq(reviewPhotoVariants.width, width)));
  return variant ? { bytes: variant.bytes, contentType: 'image/webp' } : null;
};

/**
 * `GET /media/reviews/{review id}.jpg`: a review's photo, and `{review id}.w{width}.webp` its
 * sized variants (services/reviews/reviewPhotos.ts): public, the same bytes for ever. 404 for a
 * width that was not made or any other name.
 */
export const reviewPhotoRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/media/reviews/:file', async (c) => {
    const [, reviewId, name] = FILE.exec(c.req.param('file')) ?? [];
    const file = reviewId && name ? await fileOf(deps, reviewId, name) : null;
    if (!file) return c.text('Not found', 404);
    c.header('content-type', file.contentType);
    c.header('cache-control', 'public, max-age=31536000, immutable');
    c.header('x-content-type-options', 'nosniff');
    return c.body(new Uint8Array(file.bytes));
  });
