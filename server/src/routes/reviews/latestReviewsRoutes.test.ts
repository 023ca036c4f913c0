import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL } from '../../cache/catalogueCache';
import { reviews, stylists } from '../../db/schema';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type LatestReview = {
  uuid: string;
  created: string;
  description: string;
  rate: number;
  user: { firstName: string; lastName: string };
  stylistUuid: string;
  stylistName: string;
  clientFirstName: string;
  clientLastName: string;
  stylistFirstName: string;
  stylistLastName: string;
};

const getLatest = async (query = '') => {
  const response = await t.app.request(`/gateway/review/latest${query}`);
  return { status: response.status, body: (await response.json()) as { reviews: LatestReview[] } };
};

describe('GET review/latest', () => {
  it('answers the 20 newest reviews by default, newest first, with names of both sides', async () => {
    const { status, body } = await getLatest();
    expect(status).toBe(200);
    expect(body.reviews).toHaveLength(20);
    const dates = body.reviews.map((review) => review.created);
    expect([...dates].sort().reverse()).toEqual(dates);

    const [newest] = await t.db.select().from(reviews).orderBy(desc(reviews.createdAt)).limit(1);
    const first = body.reviews[0]!;
    expect(first.uuid).toBe(newest!.id);
    const [stylist] = await t.db.select().from(stylists).where(eq(stylists.id, first.stylistUuid));
    expect(first).toMatchObject({
      clientFirstName: newest!.clientFirstName,
      clientLastName: newest!.clientLastName,
      user: { firstName: newest!.clientFirstName, lastName: newest!.clientLastName },
      description: newest!.description,
      rate: newest!.rate,
      stylistFirstName: stylist!.firstName,
      stylistLastName: stylist!.lastName,
      stylistName: `${stylist!.firstName} ${stylist!.lastName}`,
    });
  });

  it('takes a limit from 1 to 50 and refuses anything else', async () => {
    expect((await getLatest('?limit=3')).body.reviews).toHaveLength(3);
    expect((await getLatest('?limit=50')).body.reviews).toHaveLength(50);
    for (const bad of ['0', '51', 'many', '2.5']) {
      expect((await getLatest(`?limit=${bad}`)).status).toBe(400);
    }
  });

  it('leaves out reviews of unapproved stylists and of the assistant', async () => {
    const [bot] = await t.db.select().from(stylists).where(eq(stylists.isBot, true)).limit(1);
    const [hidden] = await t.db.select().from(stylists).where(eq(stylists.isBot, false)).limit(1);
    await t.db.update(stylists).set({ isApproved: false }).where(eq(stylists.id, hidden!.id));
    const future = new Date(Date.now() + 60_000);
    await t.db.insert(reviews).values(
      [bot!, hidden!].map((stylist, index) => ({
        id: `latest-test-${index}`,
        stylistId: stylist.id,
        clientFirstName: 'Zed',
        clientLastName: 'Tester',
        description: 'Should not be listed.',
        rate: 5,
        createdAt: future,
      })),
    );
    // What a route that writes the catalogue does: every worker drops its cached answers.
    await t.events.publish(CATALOGUE_CHANNEL, 'test: a stylist hidden, reviews added');

    const { body } = await getLatest('?limit=50');
    const stylistIds = body.reviews.map((review) => review.stylistUuid);
    expect(stylistIds).not.toContain(bot!.id);
    expect(stylistIds).not.toContain(hidden!.id);
    expect(body.reviews.map((review) => review.uuid)).not.toContain('latest-test-0');
  });

  it('is public', async () => {
    const response = await t.app.request('/gateway/review/latest?limit=1');
    expect(response.status).toBe(200);
  });
});
