import { brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stylists } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/testApp';
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

  it('is compressed when the crawler accepts it', async () => {
    const plain = await (await t.app.request('/app/sitemap.xml')).text();
    const response = await t.app.request('/app/sitemap.xml', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
  });
});
