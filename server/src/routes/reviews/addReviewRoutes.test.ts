import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews, stylingSessions, stylists } from '../../db/schema';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';
import { MAX_REVIEW_PHOTO_BYTES } from './reviewPhoto';
import { PLAIN_JPEG, gpsExifSegment, withSegmentsAfterStart } from '../../testing/pictureFixtures';

const t = testAppPerFile();

type Shopper = Awaited<ReturnType<typeof signUp>>;
type Review = { uuid: string; rate: number; description: string; picture: string | null };

/** A real (small) JPEG: a photo must read as one, and is stored without its metadata. */
const JPEG = PLAIN_JPEG;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const aStylist = async (index: number) => {
  const rows = await t.db.select().from(stylists).where(eq(stylists.isBot, false));
  return rows[index]!;
};

const hadSession = (shopper: Shopper, stylistId: string) =>
  t.db.insert(stylingSessions).values({
    id: randomUUID(),
    userId: shopper.userId,
    stylistId,
    plan: 'mini',
    status: 'ended' as const,
  });

const review = (shopper: Shopper | null, stylistId: string, body: Record<string, unknown>) =>
  t.app.request(
    `/gateway/proxy/stylist/${stylistId}/review`,
    send('POST', { user_uuid: shopper?.userId, ...body }, shopper?.token),
  );

const profileOf = async (stylistId: string) =>
  (await (await t.app.request(`/gateway/proxy/stylist/${stylistId}/read`)).json()) as {
    reviews_count: number;
    average_star_rating: number | null;
  };

describe('POST proxy/stylist/{id}/review', () => {
  it('takes a review from a shopper who had a session, and the lists show it at once', async () => {
    const stylist = await aStylist(0);
    const ada = await signUp(t.app);
    await hadSession(ada, stylist.id);
    const before = await profileOf(stylist.id);
    await t.app.request(`/gateway/proxy/stylist/${stylist.id}/reviews?from=0&count=5`);

    const response = await review(ada, stylist.id, {
      rate: 5,
      description: 'She found me the perfect coat.',
      // A phone photo: its EXIF block (with a GPS position) is removed before it is stored.
      picture: `data:image/jpeg;base64,${withSegmentsAfterStart(JPEG, gpsExifSegment(1)).toString('base64')}`,
    });
    expect(response.status).toBe(201);
    const added = (await response.json()) as Review;
    expect(added).toMatchObject({ rate: 5, description: 'She found me the perfect coat.' });
    expect(added.picture).toBe(`/media/reviews/${added.uuid}.jpg`);

    const list = (await (
      await t.app.request(`/gateway/proxy/stylist/${stylist.id}/reviews?from=0&count=5`)
    ).json()) as { reviews: Review[] };
    expect(list.reviews[0]?.uuid).toBe(added.uuid);
    expect((await profileOf(stylist.id)).reviews_count).toBe(before.reviews_count + 1);
    const latest = (await (await t.app.request('/gateway/review/latest?limit=20')).json()) as {
      reviews: Review[];
    };
    expect(latest.reviews[0]?.uuid).toBe(added.uuid);

    const photo = await t.app.request(added.picture!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(JPEG);
  });

  it('refuses a shopper who had no session with the stylist, and one review per session', async () => {
    const stylist = await aStylist(1);
    const ben = await signUp(t.app);
    const refused = await review(ben, stylist.id, { rate: 4 });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'review_needs_session' });

    await hadSession(ben, stylist.id);
    expect((await review(ben, stylist.id, { rate: 4 })).status).toBe(201);
    const again = await review(ben, stylist.id, { rate: 3 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'review_exists' });
  });

  it('keeps one review per session when six are sent at once (the database settles the race)', async () => {
    const stylist = await aStylist(2);
    const cleo = await signUp(t.app);
    await hadSession(cleo, stylist.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, n) =>
        review(cleo, stylist.id, { rate: 5, description: `#${n}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const stored = await t.db.select().from(reviews).where(eq(reviews.userId, cleo.userId));
    expect(stored).toHaveLength(1);
  });

  it('checks the photo by its bytes: a PNG, unreadable text or too large a photo is a 400', async () => {
    const stylist = await aStylist(2);
    const cy = await signUp(t.app);
    await hadSession(cy, stylist.id);
    const withPicture = (picture: string) => review(cy, stylist.id, { rate: 4, picture });

    const png = await withPicture(`data:image/jpeg;base64,${PNG.toString('base64')}`);
    expect(png.status).toBe(400);
    expect(await png.json()).toMatchObject({
      errors: [{ field: 'picture', message: 'The photo must be a JPEG.' }],
    });
    expect((await withPicture('not*base64')).status).toBe(400);
    const huge = Buffer.alloc(MAX_REVIEW_PHOTO_BYTES + 1);
    JPEG.copy(huge);
    huge[huge.length - 2] = 0xff;
    huge[huge.length - 1] = 0xd9;
    const tooLarge = await withPicture(huge.toString('base64'));
    expect([400, 413]).toContain(tooLarge.status);
    // Nothing was stored by the refusals: the one review left to write still goes through.
    expect((await review(cy, stylist.id, { rate: 4 })).status).toBe(201);
  });

  it('needs a rating of 1 to 5, the signed-in shopper as user_uuid, and a known stylist', async () => {
    const stylist = await aStylist(3);
    const dee = await signUp(t.app);
    const eve = await signUp(t.app);
    await hadSession(dee, stylist.id);
    expect((await review(dee, stylist.id, { rate: 0 })).status).toBe(400);
    expect((await review(dee, stylist.id, { rate: 6 })).status).toBe(400);
    expect((await review(null, stylist.id, { rate: 5 })).status).toBe(401);
    const asSomeoneElse = await t.app.request(
      `/gateway/proxy/stylist/${stylist.id}/review`,
      send('POST', { user_uuid: dee.userId, rate: 5 }, eve.token),
    );
    expect(asSomeoneElse.status).toBe(403);
    expect((await review(dee, randomUUID(), { rate: 5 })).status).toBe(404);
  });
});

describe('GET /media/reviews/{id}.jpg', () => {
  it('answers 404 for a review without a photo and for anything that is not a review id', async () => {
    expect((await t.app.request(`/media/reviews/${randomUUID()}.jpg`)).status).toBe(404);
    expect((await t.app.request('/media/reviews/..%2F..%2Fetc.jpg')).status).toBe(404);
  });
});
