import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  chatChannels,
  favoriteStylists,
  lookTags,
  looks,
  stylingSessions,
  stylists,
  tags,
  userMatches,
} from '../../db/schema';
import { CATALOGUE_CHANNEL } from '../../cache/catalogueCache';
import { submitQuiz } from '../../testing/quizFixtures';
import { createTestApp, send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const get = async <T>(path: string, token?: string) => {
  const response = await t.app.request(`/gateway/${path}`, send('GET', undefined, token));
  return { status: response.status, body: (await response.json()) as T };
};

type Profile = {
  uuid: string;
  match_percentage: number | null;
  match_tags: string[];
  why?: string | null;
  has_active_session: boolean;
  has_session: boolean;
  channel_sid: string | null;
  is_favorite?: boolean;
};

const activeStylist = async (department: 'female' | 'male' = 'female') => {
  const [row] = await t.db
    .select()
    .from(stylists)
    .where(
      and(
        eq(stylists.isActive, true),
        eq(stylists.isBot, false),
        eq(stylists.department, department),
      ),
    )
    .orderBy(stylists.id)
    .limit(1);
  return row!;
};

describe('GET proxy/stylist/all/names', () => {
  it('names every approved stylist but the assistant', async () => {
    const { body } = await get<{ items: { stylist_uuid: string; stylist_name: string }[] }>(
      'proxy/stylist/all/names',
    );
    const rows = await t.db.select().from(stylists).where(eq(stylists.isBot, false));
    expect(body.items).toHaveLength(rows.length);
    const first = rows[0]!;
    expect(body.items).toContainEqual({
      stylist_uuid: first.id,
      stylist_name: `${first.firstName} ${first.lastName}`,
    });
    expect(body.items.map((item) => item.stylist_name)).not.toContain('Style Concierge');
  });
});

describe('GET proxy/stylist/{id}/read personal fields', () => {
  it('adds the signed-in reader’s own match, sessions, channel and favourite', async () => {
    const ada = await signUp(t.app);
    await submitQuiz(t.app, ada);
    const [match] = await t.db
      .select()
      .from(userMatches)
      .where(eq(userMatches.userId, ada.userId))
      .orderBy(desc(userMatches.percentage))
      .limit(1);
    const stylistId = match!.stylistId;
    await t.db.insert(favoriteStylists).values({ userId: ada.userId, stylistId });
    await t.db
      .insert(chatChannels)
      .values({ sid: `CH${randomUUID()}`, clientId: ada.userId, stylistId });
    await t.db
      .insert(stylingSessions)
      .values({ id: randomUUID(), userId: ada.userId, stylistId, plan: 'major', status: 'ended' });

    const { body } = await get<Profile>(
      `proxy/stylist/${stylistId}/read?user_uuid=${ada.userId}`,
      ada.token,
    );
    expect(body).toMatchObject({
      match_percentage: match!.percentage,
      match_tags: match!.tags,
      why: match!.why,
      has_active_session: false,
      has_session: true,
      is_favorite: true,
    });
    expect(body.channel_sid).toMatch(/^CH/);
  });

  it('answers neutral personal fields to a reader without a quiz', async () => {
    const ada = await signUp(t.app);
    const stylist = await activeStylist();
    const { body } = await get<Profile>(
      `proxy/stylist/${stylist.id}/read?user_uuid=${ada.userId}`,
      ada.token,
    );
    expect(body).toMatchObject({
      match_percentage: null,
      match_tags: [],
      why: null,
      has_session: false,
      channel_sid: null,
      is_favorite: false,
    });
  });

  it('leaves them out when signed out, or when user_uuid is someone else', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    await submitQuiz(t.app, ada);
    const [match] = await t.db
      .select()
      .from(userMatches)
      .where(eq(userMatches.userId, ada.userId))
      .limit(1);
    const stylistId = match!.stylistId;
    await t.db.insert(favoriteStylists).values({ userId: ada.userId, stylistId });

    const signedOut = await get<Profile>(`proxy/stylist/${stylistId}/read?user_uuid=${ada.userId}`);
    const asEve = await get<Profile>(
      `proxy/stylist/${stylistId}/read?user_uuid=${ada.userId}`,
      eve.token,
    );
    for (const { status, body } of [signedOut, asEve]) {
      expect(status).toBe(200);
      expect(body.match_percentage).toBeNull();
      expect(body.match_tags).toEqual([]);
      expect(body).not.toHaveProperty('why');
      expect(body).not.toHaveProperty('is_favorite');
    }
  });
});

describe('GET stylists/{id}/why-we-recommend', () => {
  it('answers the stylist’s text, 404 for an unknown one', async () => {
    const stylist = await activeStylist();
    expect((await get(`stylists/${stylist.id}/why-we-recommend`)).body).toEqual({
      data: stylist.whyWeRecommend,
    });
    expect((await get('stylists/nope/why-we-recommend')).status).toBe(404);
  });
});

type Looks = {
  outfits: { uuid: string; name: string; picture: string; style_tags: string[] }[];
  nextPage: number | null;
};

describe('GET proxy/stylist/{id}/looks', () => {
  it('pages public looks 5 at a time from page 1, newest first, until nextPage is null', async () => {
    const stylist = await activeStylist('male');
    const [hidden] = await t.db
      .select()
      .from(looks)
      .where(eq(looks.stylistId, stylist.id))
      .limit(1);
    await t.db.update(looks).set({ isPublic: false }).where(eq(looks.id, hidden!.id));
    const [total] = await t.db
      .select({ value: count() })
      .from(looks)
      .where(and(eq(looks.stylistId, stylist.id), eq(looks.isPublic, true)));
    expect(total!.value).toBeGreaterThan(5);

    const seen: string[] = [];
    let page: number | null = 1;
    while (page !== null) {
      const response: { body: Looks } = await get<Looks>(
        `proxy/stylist/${stylist.id}/looks?public=true&type=look&reader_uuid=&from=${page}&count=5`,
      );
      expect(response.body.outfits.length).toBeLessThanOrEqual(5);
      if (response.body.nextPage !== null) expect(response.body.outfits).toHaveLength(5);
      seen.push(...response.body.outfits.map((outfit) => outfit.uuid));
      page = response.body.nextPage;
    }
    expect(seen).toHaveLength(total!.value);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(hidden!.id);

    const first = await get<Looks>(`proxy/stylist/${stylist.id}/looks`);
    expect(first.body.outfits).toHaveLength(5);
    expect(first.body.nextPage).toBe(2);
    expect(first.body.outfits[0]!.style_tags.length).toBeGreaterThan(0);
    expect(first.body.outfits[0]!.name).toBeTruthy();
  });

  it('gives a look’s style tags in the tags’ order, not in the order they are stored', async () => {
    const own = await createTestApp();
    try {
      const stylist = await activeStylist();
      const lookOf = async () => {
        const response = await own.app.request(`/gateway/proxy/stylist/${stylist.id}/looks`);
        return ((await response.json()) as Looks).outfits[0]!;
      };
      const look = await lookOf();
      const byId = await own.db
        .select({ id: tags.id, name: tags.name })
        .from(lookTags)
        .innerJoin(tags, eq(tags.id, lookTags.tagId))
        .where(eq(lookTags.lookId, look.uuid))
        .orderBy(asc(tags.id));
      expect(byId.length).toBeGreaterThan(1);
      // The tags' own order (position) is the reverse of their ids; the rows of both tables are
      // rewritten in id order, so the index and the storage of either table give the ids' order.
      for (const [index, tag] of byId.entries())
        await own.db
          .update(tags)
          .set({ position: byId.length - index })
          .where(eq(tags.id, tag.id));
      await own.db.delete(lookTags).where(eq(lookTags.lookId, look.uuid));
      for (const tag of byId)
        await own.db.insert(lookTags).values({ lookId: look.uuid, tagId: tag.id });
      await own.events.publish(CATALOGUE_CHANNEL, 'test: a look’s tags rewritten');

      const again = await lookOf();
      expect(again.uuid).toBe(look.uuid);
      expect(again.style_tags).toEqual(byId.map((tag) => tag.name).reverse());
    } finally {
      await own.close();
    }
  });

  it('checks the page and its size; 404 for an unknown stylist', async () => {
    const stylist = await activeStylist();
    expect((await get(`proxy/stylist/${stylist.id}/looks?from=0`)).status).toBe(400);
    expect((await get(`proxy/stylist/${stylist.id}/looks?count=21`)).status).toBe(400);
    const beyond = await get<Looks>(`proxy/stylist/${stylist.id}/looks?from=50`);
    expect(beyond.body).toEqual({ outfits: [], nextPage: null });
    expect((await get('proxy/stylist/nope/looks')).status).toBe(404);
  });
});
