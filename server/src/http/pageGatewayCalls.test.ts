import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL } from '../cache/catalogueCache';
import { items, looks, stylists } from '../db/schema';
import { allPublicPages } from '../crawlers/publicPages';
import { testAppPerFile } from '../testing/testAppPerFile';
import { PAGE_ANSWERS_ID } from './pageAnswers';

const t = testAppPerFile();

/** The shells the prerender makes (src/prerender/renderPage.tsx), with a value that exists nowhere. */
const SHELLS = [
  '/stylist/00000000-0000-4000-8000-000000000000/profile',
  '/outfit/00000000-0000-4000-8000-000000000000',
  '/item/00000000-0000-4000-8000-000000000000',
  '/item-legacy/00000000-0000-4000-8000-000000000000',
];

const headOf = async (path: string) => {
  const response = await t.app.request(`/app${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** An attribute of a tag, entities decoded (the server writes `&#NN;`). */
const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
};

/**
 * What in a page makes the browser request something before the app's code runs: preload,
 * prefetch and preconnect links (a `<link rel=preload as=fetch>` goes out with no header of the
 * app's own). Their addresses, resolved against the page's.
 */
const earlyRequests = (html: string) =>
  (html.match(/<link\b[^>]*>/gi) ?? [])
    .filter((link) => /\b(preload|prefetch|modulepreload)\b/i.test(attribute(link, 'rel') ?? ''))
    .map((link) => ({
      as: attribute(link, 'as'),
      url: new URL(attribute(link, 'href') ?? '', 'http://localhost/app/').pathname,
    }));

/** The page's answers (./pageAnswers.ts), as the browser reads the script's text. */
const answersOf = (html: string) => {
  const script = new RegExp(
    `<script type="application/json" id="${PAGE_ANSWERS_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  return script ? (JSON.parse(script[1]!) as Record<string, unknown>) : null;
};

describe('no gateway call leaves a page without the platform header (spec 000 §7)', () => {
  it('no page the server answers preloads a gateway or second-root call', async () => {
    const paths = [...(await allPublicPages(t.db)), ...SHELLS, '/login', '/gifts', '/gift-cards'];
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const html = await headOf(path);
      for (const request of earlyRequests(html)) {
        expect(request.as, `${path} preloads ${request.url}`).not.toBe('fetch');
        expect(request.url, `${path} preloads ${request.url}`).not.toMatch(/^\/(gateway|api)\//);
      }
    }
  }, 120_000);

  it("a profile carries the stylist's record as the gateway answers a visitor, read once", async () => {
    const [stylist] = await t.db
      .select()
      .from(stylists)
      .where(and(eq(stylists.isApproved, true), eq(stylists.isBot, false)))
      .orderBy(asc(stylists.id))
      .limit(1);
    const url = `proxy/stylist/${stylist!.id}/read`;
    const html = await headOf(`/stylist/${stylist!.id}/profile`);
    const read = await t.app.request(`/gateway/${url}`, { headers: { platform: 'web-desktop' } });
    expect(answersOf(html)).toEqual({ [url]: await read.json() });
  });

  it("a look's and an item's page carry their record as the gateway answers a visitor", async () => {
    const [look] = await t.db
      .select()
      .from(looks)
      .where(eq(looks.isPublic, true))
      .orderBy(asc(looks.id))
      .limit(1);
    const [item] = await t.db
      .select()
      .from(items)
      .where(isNull(items.ownerId))
      .orderBy(asc(items.id))
      .limit(1);
    for (const [path, url] of [
      [`/outfit/${look!.id}`, `proxy/outfit/web/${look!.id}/null`],
      [`/item/${item!.id}`, `proxy/item/catalog/${item!.id}`],
    ] as const) {
      const html = await headOf(path);
      const read = await t.app.request(`/gateway/${url}`, { headers: { platform: 'web-desktop' } });
      expect(answersOf(html), path).toEqual({ [url]: await read.json() });
    }
    // The legacy page reads the second root, one URL for visitors and shoppers: nothing carried.
    expect(answersOf(await headOf(`/item-legacy/${item!.id}`))).toBeNull();
  });

  it('quotes a record safely: a bio that closes the script stays data', async () => {
    const [stylist] = await t.db
      .select()
      .from(stylists)
      .where(and(eq(stylists.isApproved, true), eq(stylists.isBot, false)))
      .orderBy(asc(stylists.id))
      .offset(1)
      .limit(1);
    const bio = '</script><script>alert(1)</script><!-- & \u2028';
    await t.db.update(stylists).set({ bio }).where(eq(stylists.id, stylist!.id));
    await t.events.publish(CATALOGUE_CHANNEL, 'test: bio changed');
    const html = await headOf(`/stylist/${stylist!.id}/profile`);
    // Only the answers' own script ends in the page; none opens inside it.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- &');
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script[ >]/g)!.length);
    const answer = answersOf(html)?.[`proxy/stylist/${stylist!.id}/read`] as { bio: string };
    expect(answer.bio).toBe(bio);
  });

  it('carries nothing for an unknown stylist, look or item', async () => {
    for (const path of SHELLS) expect(answersOf(await headOf(path)), path).toBeNull();
  });
});
