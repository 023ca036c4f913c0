import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq, isNotNull, isNull, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews, stylingSessions, stylists } from '../../db/schema';
import { closetTestConfig, multipart } from '../../testing/closetFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile(closetTestConfig());

type Shopper = Awaited<ReturnType<typeof signUp>>;
type ReviewUser = {
  pictureSmall: string | null;
  pictureMedium: string | null;
  pictureLarge: string | null;
};
type Review = { uuid: string; user: ReviewUser };
type Variant = { width: number; url: string };

const photoJpeg = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();

const setPicture = async (shopper: Shopper, background: string) => {
  const response = await t.app.request(
    `/gateway/proxy/user/user-profile-picture/web/${shopper.userId}`,
    multipart(await photoJpeg(background), shopper.token),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { profile_picture: string; picture_variants: Variant[] };
};

const aStylist = async () => {
  const [stylist] = await t.db.select().from(stylists).where(eq(stylists.isBot, false)).limit(1);
  return stylist!;
};

const writeReview = async (shopper: Shopper, stylistId: string) => {
  await t.db.insert(stylingSessions).values({
    id: randomUUID(),
    userId: shopper.userId,
    stylistId,
    plan: 'mini',
    status: 'ended' as const,
  });
  const response = await t.app.request(
    `/gateway/proxy/stylist/${stylistId}/review`,
    send('POST', { user_uuid: shopper.userId, rate: 5, description: 'Lovely.' }, shopper.token),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Review;
};

const profileReviews = async (stylistId: string) =>
  (
    (await (
      await t.app.request(`/gateway/proxy/stylist/${stylistId}/reviews?from=0&count=50`)
    ).json()) as { reviews: Review[] }
  ).reviews;

const latestReviews = async () =>
  ((await (await t.app.request('/gateway/review/latest?limit=50')).json()) as { reviews: Review[] })
    .reviews;

const widthOf = async (url: string) => {
  const response = await t.app.request(url);
  expect(response.status).toBe(200);
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
};

describe('the avatar of a review’s writer', () => {
  it('is the writer’s current picture, its 64 px variant small, even after they change it', async () => {
    const stylist = await aStylist();
    const ada = await signUp(t.app);
    const first = await setPicture(ada, '#7a4a2a');
    const written = await writeReview(ada, stylist.id);
    const variantUrl = (user: { picture_variants: Variant[] }, width: number) =>
      user.picture_variants.find((variant) => variant.width === width)!.url;
    expect(written.user).toMatchObject({
      pictureSmall: variantUrl(first, 64),
      pictureMedium: variantUrl(first, 320),
      pictureLarge: first.profile_picture,
    });
    // The catalogue answers are cached now: the change of picture must reach them.
    expect((await profileReviews(stylist.id)).find((r) => r.uuid === written.uuid)?.user).toEqual(
      written.user,
    );
    await latestReviews();

    const second = await setPicture(ada, '#2a4a7a');
    const expected = {
      pictureSmall: variantUrl(second, 64),
      pictureMedium: variantUrl(second, 320),
      pictureLarge: second.profile_picture,
    };
    const onProfile = (await profileReviews(stylist.id)).find((r) => r.uuid === written.uuid);
    const onLatest = (await latestReviews()).find((r) => r.uuid === written.uuid);
    expect(onProfile?.user).toMatchObject(expected);
    expect(onLatest?.user).toMatchObject(expected);
    expect(await widthOf(expected.pictureSmall)).toBe(64);
    expect(await widthOf(expected.pictureMedium)).toBe(320);
    expect(await widthOf(expected.pictureLarge)).toBe(1200);
    // The first picture is gone, and no review points at it any more.
    expect((await t.app.request(first.profile_picture)).status).toBe(404);
  });

  it('is none for a writer without a picture, and their new picture once they add one', async () => {
    const stylist = await aStylist();
    const ben = await signUp(t.app);
    const written = await writeReview(ben, stylist.id);
    expect(written.user).toMatchObject({
      pictureSmall: null,
      pictureMedium: null,
      pictureLarge: null,
    });
    await profileReviews(stylist.id);
    const picture = await setPicture(ben, '#3a6a3a');
    const shown = (await profileReviews(stylist.id)).find((r) => r.uuid === written.uuid);
    expect(shown?.user.pictureSmall).toBe(picture.picture_variants[0]!.url);
    expect(shown?.user.pictureLarge).toBe(picture.profile_picture);
  });

  it('keeps the seeded reviews’ pictures (drawn art, no account behind them)', async () => {
    const seeded = await t.db
      .select()
      .from(reviews)
      .where(and(isNull(reviews.userId), isNotNull(reviews.clientPicture)));
    const pictureOf = new Map(seeded.map((row) => [row.id, row.clientPicture]));
    const shown = (await latestReviews()).find((review) => pictureOf.has(review.uuid));
    const picture = pictureOf.get(shown!.uuid)!;
    expect(shown!.user).toMatchObject({
      pictureSmall: picture,
      pictureMedium: picture,
      pictureLarge: picture,
    });
    expect((await t.app.request(picture)).status).toBe(200);
  });
});
