import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { looks, userMatches, stylists } from '../../db/schema';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';
import { encodeFeedToken } from './feedToken';

const t = testAppPerFile();

type FeedItem = { type: string; id?: string; liked?: boolean; stylist?: { id: string } };
type Feed = { items: FeedItem[]; pageInfo: { hasNextPage: boolean; nextPageToken: string | null } };

const feed = async (query: string, token?: string) => {
  const response = await t.app.request(`/gateway/feed?${query}`, send('GET', undefined, token));
  return { status: response.status, body: (await response.json()) as Feed };
};

const publicLooks = async (gender: 'female' | 'male') =>
  (
    await t.db
      .select({ value: count() })
      .from(looks)
      .where(and(eq(looks.department, gender), eq(looks.isPublic, true)))
  )[0]!.value;

describe('GET feed', () => {
  it('pages through every public look of the department once, newest first, with tokens', async () => {
    const total = await publicLooks('female');
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const query: string = `gender=female&count=20${token ? `&pageToken=${token}` : ''}`;
      const { status, body } = await feed(query);
      expect(status).toBe(200);
      seen.push(...body.items.filter((item) => item.type === 'outfit').map((item) => item.id!));
      token = body.pageInfo.nextPageToken;
      expect(body.pageInfo.hasNextPage).toBe(token !== null);
      pages += 1;
    } while (token && pages < 100);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('mixes in the gift-card offer and a review, and a signed-in shopper’s matches', async () => {
    const visitor = await feed('gender=female');
    const types = visitor.body.items.map((item) => item.type);
    expect(types.filter((type) => type === 'outfit')).toHaveLength(30);
    expect(types).toContain('gift-card-offer');
    expect(types).toContain('review');
    expect(types).not.toContain('match-multi');

    const ada = await signUp(t.app);
    const picked = await t.db.select().from(stylists).limit(3);
    await t.db.insert(userMatches).values(
      picked.map((stylist, i) => ({
        userId: ada.userId,
        stylistId: stylist.id,
        percentage: 95 - i,
        tags: [],
        why: 'Because',
      })),
    );
    const signedIn = await feed('gender=female', ada.token);
    const multi = signedIn.body.items.find((item) => item.type === 'match-multi') as
      { experts: { match: { score: number } }[] } | undefined;
    expect(multi?.experts.map((expert) => expert.match.score)).toEqual([95, 94, 93]);
  });

  it('says which looks the signed-in shopper liked', async () => {
    const ada = await signUp(t.app);
    const first = (await feed('gender=male', ada.token)).body.items.find(
      (item) => item.type === 'outfit',
    )!;
    await t.app.request(
      `/gateway/proxy/outfit/like/${first.id}`,
      send('POST', { user_uuid: ada.userId }, ada.token),
    );
    const again = (await feed('gender=male', ada.token)).body.items.find(
      (item) => item.id === first.id,
    );
    expect(again?.liked).toBe(true);
    expect((await feed('gender=male')).body.items.find((item) => item.id === first.id)?.liked).toBe(
      false,
    );
  });

  it('refuses a token that does not read, or belongs to the other department, and bad sizes', async () => {
    expect((await feed('pageToken=garbage')).status).toBe(400);
    const menswear = encodeFeedToken({
      gender: 'male',
      createdAt: new Date().toISOString(),
      id: 'x',
      page: 1,
    });
    const other = await feed(`gender=female&pageToken=${menswear}`);
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: 'invalid_page_token' });
    expect((await feed('count=0')).status).toBe(400);
    expect((await feed('count=51')).status).toBe(400);
    expect((await feed('gender=other')).status).toBe(400);
  });
});
