// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../seed/buildCatalogue';
import { mediaRoutes } from './mediaRoutes';
import { itemColorFor } from './palette';
import { mediaKinds, renderMedia } from './render';
import { itemLook } from './art/items';

const catalogue = getCatalogue();
const firstId = <T extends { id?: string }>(rows: T[]) => rows[0]?.id ?? 'missing';

const samples: Record<(typeof mediaKinds)[number], string> = {
  avatars: firstId(catalogue.stylists),
  clients: '1',
  moodboards: firstId(catalogue.stylists),
  looks: firstId(catalogue.looks),
  items: firstId(catalogue.items),
  bodytypes: firstId(catalogue.tags.filter((tag) => tag.kind === 'body')),
  styles: firstId(catalogue.moodboards),
  gifts: 'lux',
  expertise: firstId(catalogue.tags.filter((tag) => tag.kind === 'expertise')),
  marketing: 'hero',
};

describe('mediaRoutes', () => {
  it('serves a stylist portrait as cacheable, locked-down SVG', async () => {
    const path = `/avatars/${samples.avatars}.svg`;
    const first = await mediaRoutes.request(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=86400, stale-while-revalidate=2592000',
    );
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const body = await first.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 400"/);
    expect(body).toContain('<title>');
    const second = await mediaRoutes.request(path);
    expect(await second.text()).toBe(body);
  });

  it.each(mediaKinds)('renders %s', async (kind) => {
    const response = await mediaRoutes.request(`/${kind}/${samples[kind]}.svg`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body.startsWith('<svg')).toBe(true);
    expect(body.endsWith('</svg>')).toBe(true);
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(body).not.toMatch(/NaN|undefined/);
  });

  it('renders ids outside the catalogue deterministically', () => {
    // Marketing art has a fixed list of ids (see marketingArt.test.ts).
    for (const kind of mediaKinds.filter((kind) => kind !== 'marketing')) {
      expect(renderMedia(kind, 'not-in-the-catalogue')).toBe(
        renderMedia(kind, 'not-in-the-catalogue'),
      );
      expect(renderMedia(kind, 'not-in-the-catalogue')).not.toMatch(/NaN|undefined/);
    }
  });

  it('serves the menswear variant of a mood board', async () => {
    const both = catalogue.stylists.find((stylist) => stylist.department === 'both');
    const plain = await (await mediaRoutes.request(`/moodboards/${both?.id}.svg`)).text();
    const male = await mediaRoutes.request(`/moodboards/${both?.id}-male.svg`);
    expect(male.status).toBe(200);
    expect(await male.text()).not.toBe(plain);
  });

  it('serves an item’s close-up and flat lay: its own garment, titled, cached like the rest', async () => {
    const item = catalogue.items[3]!;
    const main = await (await mediaRoutes.request(`/items/${item.id}.svg`)).text();
    const color = itemColorFor(item.id ?? '', itemLook(item.id ?? '').colors);
    const bodies = [main];
    for (const [view, words] of [
      ['detail', /close-up: the \w+ of the fabric/],
      ['flat', /laid flat on [\w ]+, seen from above/],
    ] as const) {
      const path = `/items/${item.id}-${view}.svg`;
      const response = await mediaRoutes.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=86400, stale-while-revalidate=2592000',
      );
      const body = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(body)?.[1] ?? '';
      expect(title).toContain(`${item.name} in ${color.name.toLowerCase()}`);
      expect(title).toMatch(words);
      expect(body).toContain(color.hex);
      expect(body).not.toMatch(/NaN|undefined/);
      expect(await (await mediaRoutes.request(path)).text()).toBe(body);
      expect(renderMedia('items', item.id ?? '', view)).toBe(body);
      bodies.push(body);

      const etag = response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const again = await mediaRoutes.request(path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
    expect(new Set(bodies).size).toBe(3);
  });

  it('404s a variant the kind does not have', async () => {
    const item = catalogue.items[0]!.id;
    const stylist = catalogue.stylists[0]!.id;
    for (const path of [
      `/items/${item}-back.svg`,
      `/items/${item}-male.svg`,
      `/items/-detail.svg`,
      `/moodboards/${stylist}-detail.svg`,
      `/moodboards/${stylist}-female.svg`,
    ])
      expect({ path, status: (await mediaRoutes.request(path)).status }).toEqual({
        path,
        status: 404,
      });
    expect(renderMedia('avatars', stylist ?? '', 'detail')).toBeNull();
    expect(renderMedia('moodboards', stylist ?? '', 'flat')).toBeNull();
    // An id outside the catalogue is only an id: it draws, variants and all.
    expect((await mediaRoutes.request('/items/not-in-the-catalogue-flat.svg')).status).toBe(200);
    expect(renderMedia('items', 'not-in-the-catalogue', 'detail')).not.toMatch(/NaN|undefined/);
  });

  it('draws items in the colour the catalogue stores', () => {
    for (const item of catalogue.items.slice(0, 40)) {
      const color = itemColorFor(item.id ?? '', itemLook(item.id ?? '').colors);
      expect(item.color).toBe(color.name);
      expect(renderMedia('items', item.id ?? '')).toContain(color.hex);
    }
  });

  it('answers conditional requests with 304 and no body', async () => {
    const path = `/looks/${samples.looks}.svg`;
    const first = await mediaRoutes.request(path);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    for (const ifNoneMatch of [etag, `"other", W/${etag}`, '*']) {
      const again = await mediaRoutes.request(path, { headers: { 'if-none-match': ifNoneMatch } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    }
    const changed = await mediaRoutes.request(path, { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it('serves the picture brotli- or gzip-compressed as accepted, each with its own ETag', async () => {
    const path = `/marketing/hero.svg`;
    const plain = await mediaRoutes.request(path);
    const svg = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const br = await mediaRoutes.request(path, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(svg.length / 2);
    expect(brotliDecompressSync(brBytes).toString()).toBe(svg);

    const gzip = await mediaRoutes.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(svg);

    const etags = [plain, br, gzip].map((response) => response.headers.get('etag'));
    expect(new Set(etags).size).toBe(3);
    const revalidated = await mediaRoutes.request(path, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etags[1] ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etags[1]);
  });

  it.each([
    '/unknown/abc.svg',
    '/avatars/abc.png',
    '/avatars/abc',
    '/avatars/..%2F..%2Fetc.svg',
    '/avatars/..%2F..%2Fetc%2Fpasswd',
    '/avatars/.hidden.svg',
    '/avatars/a%00b.svg',
    '/avatars/abc.svg/extra',
    '/moodboards/-male.svg',
  ])('404s %s', async (path) => {
    expect((await mediaRoutes.request(path)).status).toBe(404);
  });
});
