import { brotliDecompressSync } from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { items, looks, stylists } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../testing/testApp';
import { publicPages } from './publicPages';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('robots.txt', () => {
  it('allows crawling and names the sitemap by its absolute URL', async () => {
    const response = await t.app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: http://localhost:3000/app/sitemap.xml\n',
    );
    const underApp = await t.app.request('/app/robots.txt');
    expect(underApp.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await underApp.text()).toContain('Sitemap: http://localhost:3000/app/sitemap.xml');
  });

  it("uses the request's origin when PUBLIC_URL is not set", async () => {
    const bare = await createTestApp({ configuredPublicUrl: null });
    const text = await (await bare.app.request('https://shop.example/robots.txt')).text();
    expect(text).toContain('Sitemap: https://shop.example/app/sitemap.xml\n');
    const xml = await (await bare.app.request('https://shop.example/app/sitemap.xml')).text();
    expect(locsOf(xml)[0]).toBe('https://shop.example/app/');
    await bare.close();
  });
});

describe('sitemap.xml', () => {
  it('lists every public page by its absolute URL, not the SPA fallback', async () => {
    const response = await t.app.request('/app/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = locsOf(xml);
    for (const page of [
      '/',
      '/how-it-works',
      '/pricing',
      '/lux',
      '/our-story',
      '/wedding',
      '/terms',
      '/privacy',
      '/blog',
      '/onboarding',
      '/feed',
      '/feed/womenswear',
      '/feed/menswear',
      '/gifts',
      '/gift-cards',
      '/gift-cards/lux',
    ]) {
      expect(locs).toContain(`http://localhost:3000/app${page}`);
    }
    expect(locs.slice(0, publicPages.length)).toEqual(
      publicPages.map((page) => `http://localhost:3000/app${page}`),
    );
  });

  it("lists exactly the bookable stylists' profiles", async () => {
    const rows = await t.db.select().from(stylists);
    const [hidden] = rows.filter((row) => row.isActive && !row.isBot);
    await t.db.update(stylists).set({ isApproved: false }).where(eq(stylists.id, hidden!.id));
    const listed = rows.filter(
      (row) => row.isApproved && row.isActive && !row.isBot && row.id !== hidden!.id,
    );

    const locs = locsOf(await (await t.app.request('/app/sitemap.xml')).text());
    const profiles = locs.filter((loc) => loc?.includes('/stylist/'));
    expect(profiles.sort()).toEqual(
      listed.map((row) => `http://localhost:3000/app/stylist/${row.id}/profile`).sort(),
    );
    const [inactive] = await t.db
      .select({ id: stylists.id })
      .from(stylists)
      .where(and(eq(stylists.isActive, false), eq(stylists.isBot, false)));
    const [bot] = await t.db
      .select({ id: stylists.id })
      .from(stylists)
      .where(eq(stylists.isBot, true));
    for (const id of [hidden!.id, inactive!.id, bot!.id]) {
      expect(profiles.some((loc) => loc?.includes(id))).toBe(false);
    }
  });

  it('lists every public look and every catalogue item, not a private look or a shopper’s upload', async () => {
    const [hidden] = await t.db.select({ id: looks.id }).from(looks).limit(1);
    await t.db.update(looks).set({ isPublic: false }).where(eq(looks.id, hidden!.id));
    const ada = await signUp(t.app);
    const [source] = await t.db.select().from(items).limit(1);
    const upload = '22222222-2222-4222-8222-222222222222';
    await t.db.insert(items).values({ ...source!, id: upload, ownerId: ada.userId, type: 'user' });

    const publicLooks = await t.db
      .select({ id: looks.id })
      .from(looks)
      .where(eq(looks.isPublic, true));
    const catalogueItems = await t.db
      .select({ id: items.id })
      .from(items)
      .where(isNull(items.ownerId));
    expect(publicLooks.length).toBeGreaterThanOrEqual(600);
    expect(catalogueItems.length).toBeGreaterThanOrEqual(300);

    const locs = locsOf(await (await t.app.request('/app/sitemap.xml')).text());
    const outfits = locs.filter((loc) => loc?.includes('/app/outfit/'));
    expect(outfits.sort()).toEqual(
      publicLooks.map((row) => `http://localhost:3000/app/outfit/${row.id}`).sort(),
    );
    const itemPages = locs.filter((loc) => loc?.includes('/app/item/'));
    expect(itemPages.sort()).toEqual(
      catalogueItems.map((row) => `http://localhost:3000/app/item/${row.id}`).sort(),
    );
    expect(locs.some((loc) => loc?.includes(hidden!.id))).toBe(false);
    expect(locs.some((loc) => loc?.includes(upload))).toBe(false);
    expect(locs.some((loc) => loc?.includes('/item-legacy/'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('is compressed when the crawler accepts it', async () => {
    const plain = await (await t.app.request('/app/sitemap.xml')).text();
    const response = await t.app.request('/app/sitemap.xml', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
  });
});
