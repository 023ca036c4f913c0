import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/authMiddleware';
import type { CatalogueCache } from '../../cache/catalogueCache';
import { lockPerUser } from '../../db/lockPerUser';
import { reviewPhotoVariants, reviewPhotos, reviews, stylingSessions } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { readBody } from '../../http/validate';
import { presentReview } from '../../presenters/stylistPresenter';
import { paidSession } from '../../services/membership/paidSessions';
import { reviewAvatar, reviewerAvatars } from '../../services/reviews/reviewerAvatars';
import {
  makeReviewPhotoVariants,
  reviewPhotoPath,
  reviewPhotoVariantPath,
} from '../../services/reviews/reviewPhotos';
import { reserveStorage } from '../../services/uploads/storageQuota';
import { findStylist } from '../stylists/stylistQueries';
import { decodeReviewPhoto } from './reviewPhoto';

const reviewSchema = z.object({
  user_uuid: z.string(),
  rate: z.coerce
    .number()
    .int()
    .min(1, 'Choose a rating from 1 to 5.')
    .max(5, 'Choose a rating from 1 to 5.'),
  title: z.string().trim().max(120).optional(),
  description: z.string().trim().max(2000, 'A review is at most 2,000 characters.').optional(),
  picture: z.string().optional(),
});

/**
 * `POST proxy/stylist/{id}/review` (gateway, signed in): a review from a shopper who had a
 * session with the stylist — one per session they had — with a rating of 1 to 5, optional
 * text and an optional JPEG photo (checked by its bytes). The photo's sized WebP variants are
 * made first (services/reviews/reviewPhotos.ts), outside the transaction and the shopper's lock;
 * the review, its photo and the variants are then stored together, all counted in the shopper's
 * storage quota. The catalogue's answers (the profile's reviews and rating, the latest reviews) are
 * invalidated on every worker. Answers 201 with the review as the lists show it.
 */
export const addReviewRoutes = ({ db, config }: AppDeps, catalogue: CatalogueCache) =>
  new Hono<AppEnv>().post('/proxy/stylist/:id/review', requireUser, async (c) => {
    const user = currentUser(c);
    const body = await readBody(c, reviewSchema);
    if (body.user_uuid !== user.id) throw forbidden();
    const stylist = await findStylist(db, c.req.param('id'));
    if (!stylist) throw notFound('That stylist');
    const photo = body.picture ? decodeReviewPhoto(body.picture) : null;
    const variants = photo ? await makeReviewPhotoVariants(photo) : [];

    const mine = (table: typeof reviews | typeof stylingSessions) =>
      and(eq(table.userId, user.id), eq(table.stylistId, stylist.id));
    const id = randomUUID();
    const review = await db.transaction(async (tx) => {
      // Counted and inserted under the shopper's lock: reviews sent at once wait for each other,
      // so no two of them both find a session still unreviewed.
      await lockPerUser(tx, 'reviews', user.id);
      const [[sessions], [written]] = await Promise.all([
        tx
          .select({ value: count() })
          .from(stylingSessions)
          .where(and(mine(stylingSessions), paidSession)),
        tx.select({ value: count() }).from(reviews).where(mine(reviews)),
      ]);
      if (!sessions?.value) {
        throw new HttpError(
          403,
          `You can review ${stylist.firstName} after a styling session with them.`,
          'review_needs_session',
        );
      }
      if ((written?.value ?? 0) >= sessions.value) {
        throw new HttpError(
          409,
          `You have already reviewed each of your sessions with ${stylist.firstName}.`,
          'review_exists',
        );
      }
      const [row] = await tx
        .insert(reviews)
        .values({
          id,
          stylistId: stylist.id,
          userId: user.id,
          clientFirstName: user.firstName,
          clientLastName: user.lastName,
          // As written; the answers show the writer's current picture (reviewerAvatars).
          clientPicture: user.pictureUrl,
          title: body.title || null,
          description: body.description ?? '',
          picture: photo ? reviewPhotoPath(id) : null,
          rate: body.rate,
        })
        .returning();
      if (photo) {
        const variantBytes = variants.reduce((total, variant) => total + variant.bytes.length, 0);
        await reserveStorage(tx, config, user.id, photo.length + variantBytes);
        await tx.insert(reviewPhotos).values({ reviewId: id, jpeg: photo });
        if (variants.length > 0) {
          await tx
            .insert(reviewPhotoVariants)
            .values(variants.map(({ width, bytes }) => ({ reviewId: id, width, webp: bytes })));
        }
      }
      return row!;
    });
    await catalogue.invalidate('a review was added');
    const avatar = reviewAvatar(review, await reviewerAvatars(db, [review]));
    const photoVariants = variants.map(({ width }) => ({
      width,
      url: reviewPhotoVariantPath(id, width),
    }));
    return c.json(presentReview(review, stylist, { avatar, photoVariants }), 201);
  });
