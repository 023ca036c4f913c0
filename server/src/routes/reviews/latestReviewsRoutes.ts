import { Hono } from 'hono';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { cachedPublicAnswer } from '../../cache/cachedPublicAnswer';
import { cacheKey, type CatalogueCache } from '../../cache/catalogueCache';
import { sendPublicAnswer } from '../../cache/publicAnswer';
import type { Db } from '../../db/client';
import { reviews, stylists } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { readQuery } from '../../http/validate';
import { presentReview } from '../../presenters/stylistPresenter';
import { reviewAvatar, reviewerAvatars } from '../../services/reviews/reviewerAvatars';
import { reviewPhotoVariantUrls } from '../../services/reviews/reviewPhotos';

const latestSchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const latestReviews = async (db: Db, limit: number) => {
  const rows = await db
    .select({ review: reviews, stylist: stylists })
    .from(reviews)
    .innerJoin(stylists, eq(stylists.id, reviews.stylistId))
    .where(and(eq(stylists.isApproved, true), eq(stylists.isBot, false)))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
  const [avatars, photoVariants] = await Promise.all([
    reviewerAvatars(
      db,
      rows.map((row) => row.review),
    ),
    reviewPhotoVariantUrls(
      db,
      rows.map((row) => row.review.id),
    ),
  ]);
  return {
    reviews: rows.map(({ review, stylist }) => ({
      ...presentReview(review, stylist, {
        avatar: reviewAvatar(review, avatars),
        photoVariants: photoVariants.get(review.id) ?? [],
      }),
      clientFirstName: review.clientFirstName,
      clientLastName: review.clientLastName,
      stylistFirstName: stylist.firstName,
      stylistLastName: stylist.lastName,
    })),
  };
};

/**
 * The newest reviews across approved stylists (not the assistant), for the marketing pages'
 * reviews carousel (gateway, public; spec 000 §3 "Latest reviews", §7 `review/latest`), from the
 * catalogue cache.
 */
export const latestReviewsRoutes = ({ db }: AppDeps, catalogue: CatalogueCache) =>
  new Hono<AppEnv>().get('/review/latest', async (c) => {
    const { limit } = readQuery(c, latestSchema);
    const answer = await cachedPublicAnswer(catalogue, cacheKey('latest', limit), () =>
      latestReviews(db, limit),
    );
    return sendPublicAnswer(c, answer);
  });
