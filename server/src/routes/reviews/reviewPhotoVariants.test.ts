import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  reviewPhotoVariants,
  reviewPhotos,
  reviews,
  stylingSessions,
  stylists,
} from '../../db/schema';
import { storedBytes } from '../../services/uploads/storageQuota';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type Shopper = Awaited<ReturnType<typeof signUp>>;
type Variant = { width: number; url: string };
type Review = { uuid: string; picture: string | null; picture_variants: Variant[] };

/** A phone photo as the review form sends it (the SPA shrinks it under 700 KB): portrait, 4:5. */
const photoJpeg = (width = 1200, height = 1500) =>
  sharp({ create: { width, height, channels: 3, background: '#8a5a3a' } })
    .jpeg({ quality: 80 })
    .toBuffer();

const aStylist = async () => {
  const [stylist] = await t.db.select().from(stylists).where(eq(stylists.isBot, false)).limit(1);
  return stylist!;
};

const writeReview = async (shopper: Shopper, stylistId: string, photo: Buffer) => {
  await t.db.insert(stylingSessions).values({
    id: randomUUID(),
    userId: shopper.userId,
    stylistId,
    plan: 'mini',
    status: 'ended' as const,
  });
  const response = await t.app.request(
    `/gateway/proxy/stylist/${stylistId}/review`,
    send(
      'POST',
      { user_uuid: shopper.userId, rate: 5, picture: photo.toString('base64') },
      shopper.token,
    ),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Review;
};

const listed = async (stylistId: string, reviewId: string) => {
  const profile = (await (
    await t.app.request(`/gateway/proxy/stylist/${stylistId}/reviews?from=0&count=50`)
  ).json()) as { reviews: Review[] };
  const latest = (await (await t.app.request('/gateway/review/latest?limit=50')).json()) as {
    reviews: Review[];
  };
  return [profile, latest].map(({ reviews: found }) => found.find((r) => r.uuid === reviewId));
};

describe('sized variants of a review photo', () => {
  it('are made as WebP 320 and 640 px wide, answered with the review and served public and immutable', async () => {
    const stylist = await aStylist();
    const ada = await signUp(t.app);
    const review = await writeReview(ada, stylist.id, await photoJpeg());
    const expected = [320, 640].map((width) => ({
      width,
      url: `/media/reviews/${review.uuid}.w${width}.webp`,
    }));
    expect(review.picture_variants).toEqual(expected);
    for (const found of await listed(stylist.id, review.uuid)) {
      expect(found?.picture_variants).toEqual(expected);
    }
    for (const { width, url } of expected) {
      const response = await t.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await response.arrayBuffer());
      const { format, width: shownWidth, height } = await sharp(bytes).metadata();
      expect([format, shownWidth, height]).toEqual(['webp', width, (width * 5) / 4]);
    }
    for (const name of ['w100.webp', 'w960.webp', 'w320.jpg', 'W320.webp', 'w0320.webp']) {
      expect((await t.app.request(`/media/reviews/${review.uuid}.${name}`)).status).toBe(404);
    }
    expect((await t.app.request(`/media/reviews/${randomUUID()}.w320.webp`)).status).toBe(404);
  });

  it('never enlarges a photo: one narrower than 320 px has one variant, its own width', async () => {
    const stylist = await aStylist();
    const ben = await signUp(t.app);
    const review = await writeReview(ben, stylist.id, await photoJpeg(240, 300));
    expect(review.picture_variants).toEqual([
      { width: 240, url: `/media/reviews/${review.uuid}.w240.webp` },
    ]);
    expect((await t.app.request(review.picture_variants[0]!.url)).status).toBe(200);
  });

  it('counts toward the writer’s storage, and go with the review', async () => {
    const stylist = await aStylist();
    const cy = await signUp(t.app);
    const review = await writeReview(cy, stylist.id, await photoJpeg());
    const [photo] = await t.db
      .select()
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, review.uuid));
    const variants = await t.db
      .select()
      .from(reviewPhotoVariants)
      .where(eq(reviewPhotoVariants.reviewId, review.uuid));
    expect(variants.map((variant) => variant.width).sort((a, b) => a - b)).toEqual([320, 640]);
    const variantBytes = variants.reduce((total, variant) => total + variant.webp.length, 0);
    expect(await storedBytes(t.db, cy.userId)).toBe(photo!.jpeg.length + variantBytes);

    await t.db.delete(reviews).where(eq(reviews.id, review.uuid));
    expect(
      await t.db
        .select()
        .from(reviewPhotoVariants)
        .where(eq(reviewPhotoVariants.reviewId, review.uuid)),
    ).toEqual([]);
    expect((await t.app.request(review.picture_variants[0]!.url)).status).toBe(404);
  });

  it('are none for a photo from before them: the pages show the photo itself', async () => {
    const stylist = await aStylist();
    const dee = await signUp(t.app);
    const review = await writeReview(dee, stylist.id, await photoJpeg());
    await t.db.delete(reviewPhotoVariants).where(eq(reviewPhotoVariants.reviewId, review.uuid));
    // What a review written elsewhere does: the catalogue answers are rebuilt.
    await writeReview(dee, stylist.id, await photoJpeg(240, 300));
    for (const found of await listed(stylist.id, review.uuid)) {
      expect(found?.picture).toBe(`/media/reviews/${review.uuid}.jpg`);
      expect(found?.picture_variants).toEqual([]);
    }
    expect((await t.app.request(review.picture!)).status).toBe(200);
  });
});
