import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL } from '../../cache/catalogueCache';
import { chatChannels, favoriteStylists, reviews, stylists, userMatches } from '../../db/schema';
import { quizBody, submitQuiz } from '../../testing/quizFixtures';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const request = async (path: string, headers: Record<string, string> = {}) =>
  t.app.request(`/gateway/${path}`, { headers });

const json = async <T>(path: string, headers: Record<string, string> = {}) =>
  (await (await request(path, headers)).json()) as T;

/** What a route that writes the catalogue does after its write. */
const announceChange = () => t.events.publish(CATALOGUE_CHANNEL, 'test: catalogue written');

const aStylist = async () => {
  const [row] = await t.db
    .select()
    .from(stylists)
    .where(
      and(eq(stylists.isApproved, true), eq(stylists.isBot, false), eq(stylists.isActive, true)),
    )
    .orderBy(stylists.lastName, stylists.id)
    .limit(1);
  return row!;
};

type Review = { uuid: string };
type Profile = Record<string, unknown> & { reviews_count: number; bio: string };

describe('the public stylist reads, from the catalogue cache', () => {
  it('show a new review at once: reviews, profile, latest reviews', async () => {
    const stylist = await aStylist();
    const reviewsPath = `proxy/stylist/${stylist.id}/reviews?from=0&count=5`;
    const before = await json<Profile>(`proxy/stylist/${stylist.id}/read`);
    await json(reviewsPath);
    await json('review/latest?limit=5');

    const id = randomUUID();
    await t.db.insert(reviews).values({
      id,
      stylistId: stylist.id,
      clientFirstName: 'Nia',
      clientLastName: 'Fresh',
      description: 'Just written.',
      rate: 5,
      createdAt: new Date(Date.now() + 60_000),
    });
    // Unannounced, the write is not seen: the answers really come from the cache…
    expect((await json<{ reviews: Review[] }>(reviewsPath)).reviews[0]?.uuid).not.toBe(id);
    // …and once announced, as every writing route does, the next read shows it.
    await announceChange();

    expect((await json<{ reviews: Review[] }>(reviewsPath)).reviews[0]?.uuid).toBe(id);
    const after = await json<Profile>(`proxy/stylist/${stylist.id}/read`);
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    const latest = await json<{ reviews: Review[] }>('review/latest?limit=5');
    expect(latest.reviews[0]?.uuid).toBe(id);
  });

  it('show a changed stylist at once in the list, the names and the profile', async () => {
    const stylist = await aStylist();
    await json('proxy/stylist/readAll?count=100');
    await json('proxy/stylist/all/names');
    await json(`proxy/stylist/${stylist.id}/read`);
    await t.db
      .update(stylists)
      .set({ firstName: 'Renamed', bio: 'A new bio.' })
      .where(eq(stylists.id, stylist.id));
    await announceChange();

    const list = await json<{ items: { uuid: string; first_name: string }[] }>(
      'proxy/stylist/readAll?count=100',
    );
    expect(list.items.find((item) => item.uuid === stylist.id)?.first_name).toBe('Renamed');
    const names = await json<{ items: { stylist_uuid: string; stylist_name: string }[] }>(
      'proxy/stylist/all/names',
    );
    expect(names.items.find((item) => item.stylist_uuid === stylist.id)?.stylist_name).toBe(
      `Renamed ${stylist.lastName}`,
    );
    expect((await json<Profile>(`proxy/stylist/${stylist.id}/read`)).bio).toBe('A new bio.');
  });

  it('never let one reader’s own fields reach another reader or a visitor', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    await submitQuiz(t.app, ada);
    await submitQuiz(t.app, eve, quizBody({ loves: ['edgy', 'bohemian'] }));
    const [match] = await t.db
      .select()
      .from(userMatches)
      .where(eq(userMatches.userId, ada.userId))
      .limit(1);
    const stylistId = match!.stylistId;
    const channel = `CH${randomUUID()}`;
    await t.db.insert(favoriteStylists).values({ userId: ada.userId, stylistId });
    await t.db.insert(chatChannels).values({ sid: channel, clientId: ada.userId, stylistId });
    const [eveMatch] = await t.db
      .select()
      .from(userMatches)
      .where(and(eq(userMatches.userId, eve.userId), eq(userMatches.stylistId, stylistId)));

    expect(eveMatch?.percentage).not.toBe(match!.percentage);
    const path = `proxy/stylist/${stylistId}/read`;
    const asVisitor = () => request(path);
    const asAda = () => request(`${path}?user_uuid=${ada.userId}`, { token: ada.token });
    const asEve = () => request(`${path}?user_uuid=${eve.userId}`, { token: eve.token });
    const eveAsAda = () => request(`${path}?user_uuid=${ada.userId}`, { token: eve.token });

    for (const read of [asVisitor, asAda, asEve, asVisitor, asAda, eveAsAda, asEve, asVisitor]) {
      const response = await read();
      const text = await response.text();
      const body = JSON.parse(text) as Profile;
      if (read === asAda) {
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        expect(response.headers.get('etag')).toBeNull();
        expect(body).toMatchObject({
          match_percentage: match!.percentage,
          why: match!.why,
          is_favorite: true,
          channel_sid: channel,
        });
        continue;
      }
      expect(text).not.toContain(channel);
      expect(body.channel_sid).toBeNull();
      if (read === asEve) {
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        expect(body).toMatchObject({
          match_percentage: eveMatch?.percentage ?? null,
          why: eveMatch?.why ?? null,
          is_favorite: false,
        });
      } else {
        // The visitor, and Eve asking with Ada's id: the public answer, the same for everyone.
        expect(response.headers.get('cache-control')).toBe('public, no-cache');
        expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
        expect(body.match_percentage).toBeNull();
        expect(body).not.toHaveProperty('why');
        expect(body).not.toHaveProperty('is_favorite');
      }
    }
  });
});

describe('HTTP validators on the public reads', () => {
  const publicPaths = async () => {
    const stylist = await aStylist();
    return [
      'proxy/stylist/readAll?count=15&user_gender=female',
      'proxy/stylist/all/names',
      `proxy/stylist/${stylist.id}/read`,
      `proxy/stylist/${stylist.id}/reviews?from=0&count=5`,
      `proxy/stylist/${stylist.id}/looks?public=true&type=look&from=1&count=5`,
      `stylists/${stylist.id}/why-we-recommend`,
      'review/latest?limit=20',
    ];
  };

  it('answer the same bytes and ETag to every request, signed in or not', async () => {
    const ada = await signUp(t.app);
    const signedInOrNot: Record<string, string>[] = [{}, {}, { token: ada.token }];
    for (const path of await publicPaths()) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answers = await Promise.all(
          signedInOrNot.map((headers) =>
            request(path, { 'accept-encoding': encoding, ...headers }),
          ),
        );
        const bytes = await Promise.all(answers.map(async (answer) => answer.arrayBuffer()));
        const etags = answers.map((answer) => answer.headers.get('etag'));
        expect(new Set(etags).size, path).toBe(1);
        expect(Buffer.from(bytes[1]!).equals(Buffer.from(bytes[0]!)), path).toBe(true);
        expect(Buffer.from(bytes[2]!).equals(Buffer.from(bytes[0]!)), path).toBe(true);
        expect(answers[0]!.headers.get('cache-control')).toBe('public, no-cache');
      }
    }
  });

  it('answer 304 with no body when If-None-Match names the ETag, 200 otherwise', async () => {
    for (const path of await publicPaths()) {
      const first = await request(path, { 'accept-encoding': 'br, gzip' });
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^"[\w-]{22}(-br)?"$/);
      const again = await request(path, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, no-cache');
      const other = await request(path, { 'if-none-match': '"somethingelse"' });
      expect(other.status, path).toBe(200);
    }
  });

  it('give a changed answer a new ETag', async () => {
    const stylist = await aStylist();
    const path = `proxy/stylist/${stylist.id}/read`;
    const before = (await request(path)).headers.get('etag') ?? '';
    await t.db.update(stylists).set({ bio: 'Changed again.' }).where(eq(stylists.id, stylist.id));
    await announceChange();
    const after = await request(path, { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });
});
