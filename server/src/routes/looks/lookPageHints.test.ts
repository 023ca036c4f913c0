import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, looks } from '../../db/schema';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const page = async (path: string, userAgent = DESKTOP) => {
  const response = await t.app.request(`/app${path}`, { headers: { 'user-agent': userAgent } });
  expect(response.status).toBe(200);
  return { html: await response.text(), vary: response.headers.get('vary') };
};

/** The hints spaRoutes put into <head>. */
const hints = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

const feedPictures = async (gender: 'female' | 'male') => {
  const response = await t.app.request(`/gateway/feed?gender=${gender}&count=30`);
  const body = (await response.json()) as { items: { type: string; pictureUrl?: string }[] };
  return body.items.filter((item) => item.type === 'outfit').map((item) => item.pictureUrl!);
};

describe("the feed's preload hints", () => {
  it.each([
    ['/feed', 'female'],
    ['/feed/womenswear', 'female'],
    ['/feed/menswear', 'male'],
  ] as const)(
    '%s: the first page’s first three pictures, not its request',
    async (path, gender) => {
      const [first, second, third] = await feedPictures(gender);
      const { html, vary } = await page(path);
      // No fetch hint: a signed-in shopper's feed is the same URL, and would get the visitor's.
      expect(hints(html)).toEqual([
        `<link rel="preload" as="image" href="${first}" fetchpriority="high">`,
        `<link rel="preload" as="image" href="${second}">`,
        `<link rel="preload" as="image" href="${third}">`,
      ]);
      expect(vary).toBe('accept-encoding, user-agent');
    },
  );

  it('gives phones and tablets none (they see a sign-in prompt), nor a visitor with no agent', async () => {
    for (const agent of [PHONE, TABLET]) {
      for (const path of ['/feed', '/feed/menswear']) {
        const { html, vary } = await page(path, agent);
        expect(hints(html)).toEqual([]);
        expect(vary).toBe('accept-encoding, user-agent');
      }
    }
    const desktop = await t.app.request('/app/feed', { headers: { 'user-agent': DESKTOP } });
    const phone = await t.app.request('/app/feed', { headers: { 'user-agent': PHONE } });
    expect(desktop.headers.get('etag')).not.toBe(phone.headers.get('etag'));
    // No user agent at all (a crawler, curl): a desktop.
    expect(hints(await (await t.app.request('/app/feed')).text())).toHaveLength(3);
  });

  it('leaves other paths alone', async () => {
    for (const path of ['/feed/kidswear', '/feeds', '/favorites']) {
      const { html, vary } = await page(path);
      expect(hints(html)).toEqual([]);
      expect(vary).toBe('accept-encoding');
    }
  });
});

describe("a look's page's preload hints", () => {
  it('carry the look as a visitor reads it, and name its picture', async () => {
    const [look] = await t.db
      .select()
      .from(looks)
      .where(eq(looks.isPublic, true))
      .orderBy(asc(looks.id))
      .limit(1);
    const { html, vary } = await page(`/outfit/${look!.id}`);
    // The record comes in the page (http/pageAnswers.ts), never as a preload without headers.
    expect(hints(html)).toEqual([
      `<link rel="preload" as="image" href="${look!.picture}" fetchpriority="high">`,
    ]);
    expect(html).toContain(`{"proxy/outfit/web/${look!.id}/null":{`);
    expect(vary).toBe('accept-encoding');
    // Phones get them too: the look's page is the same there.
    expect(hints((await page(`/outfit/${look!.id}`, PHONE)).html)).toHaveLength(1);
    const read = await t.app.request(`/gateway/proxy/outfit/web/${look!.id}/null`);
    expect(((await read.json()) as { picture: string }).picture).toBe(look!.picture);
  });

  it('are left out for an unknown or private look, and escape what they quote', async () => {
    const [hidden, quoted] = await t.db
      .select()
      .from(looks)
      .where(eq(looks.isPublic, true))
      .orderBy(asc(looks.id))
      .offset(1)
      .limit(2);
    await t.db.update(looks).set({ isPublic: false }).where(eq(looks.id, hidden!.id));
    expect(hints((await page(`/outfit/${hidden!.id}`)).html)).toEqual([]);
    expect(hints((await page('/outfit/00000000-0000-4000-8000-000000000000')).html)).toEqual([]);
    expect(hints((await page('/outfit/not-a-look')).html)).toEqual([]);

    await t.db
      .update(looks)
      .set({ picture: '/media/looks/x.svg?a="b"&c=<d>' })
      .where(eq(looks.id, quoted!.id));
    const { html } = await page(`/outfit/${quoted!.id}`);
    expect(html).toContain(
      'href="/media/looks/x.svg?a=&#34;b&#34;&#38;c=&#60;d&#62;" fetchpriority="high"',
    );
  });
});

describe("an item's page's preload hints", () => {
  it('carry the item as the gateway answers a visitor and name its picture; the legacy page only its picture', async () => {
    const [item] = await t.db.select().from(items).orderBy(asc(items.id)).limit(1);
    const picture = `<link rel="preload" as="image" href="${item!.picture}" fetchpriority="high">`;
    const { html } = await page(`/item/${item!.id}`);
    expect(hints(html)).toEqual([picture]);
    expect(html).toContain(`{"proxy/item/catalog/${item!.id}":{`);
    // The second root's read is one URL for visitors and shoppers: not carried.
    const legacy = (await page(`/item-legacy/${item!.id}`)).html;
    expect(hints(legacy)).toEqual([picture]);
    expect(legacy).not.toContain('page-answers');
    expect((await t.app.request(`/gateway/proxy/item/catalog/${item!.id}`)).status).toBe(200);
  });

  it('are left out for an unknown item and for a shopper’s own upload', async () => {
    expect(hints((await page('/item/00000000-0000-4000-8000-000000000000')).html)).toEqual([]);
    expect(hints((await page('/item-legacy/nope')).html)).toEqual([]);

    const ada = await signUp(t.app);
    const [source] = await t.db.select().from(items).orderBy(asc(items.id)).limit(1);
    const own = { ...source!, id: '11111111-1111-4111-8111-111111111111', ownerId: ada.userId };
    await t.db.insert(items).values({ ...own, type: 'user' });
    expect(
      await t.db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.id, own.id), eq(items.ownerId, ada.userId))),
    ).toHaveLength(1);
    expect(hints((await page(`/item/${own.id}`)).html)).toEqual([]);
  });
});
