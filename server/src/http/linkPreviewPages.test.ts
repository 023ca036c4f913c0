import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL } from '../cache/catalogueCache';
import { items, looks, stylists } from '../db/schema';
import { testAppPerFile } from '../testing/testAppPerFile';
import { webManifest } from '@shared/webManifest';

const PUBLIC_URL = 'https://shop.example.com';
const t = testAppPerFile({ publicUrl: PUBLIC_URL, configuredPublicUrl: PUBLIC_URL });

const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** The heads the build writes for the campaign page and /gifts (scripts/prerender.mjs). */
const BUILT_HEADS = {
  '/wedding': {
    title: 'Wedding Styling | Lookwright',
    description:
      'Looks for the wedding, the rehearsal and every party around it, picked by a personal stylist. From $60.',
  },
  '/gifts': {
    title: 'Give the Gift of Style | Lookwright',
    description:
      'Give a personal styling session as a gift: a real stylist, any brand, any budget. Gift cards from $60, delivered by e-mail with your message.',
  },
};

beforeAll(() => {
  // The build copies public/ into dist/ as it is (Vite's public directory), and writes the
  // manifest under the configured product name (vite.config.ts).
  cpSync(repo('public'), t.config.distDir, { recursive: true });
  writeFileSync(
    join(t.config.distDir, 'manifest.webmanifest'),
    JSON.stringify(webManifest('Lookwright')),
  );
  writeFileSync(join(t.config.distDir, '.vite', 'page-heads.json'), JSON.stringify(BUILT_HEADS));
});

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The page as a link-preview crawler reads it: its title and its meta tags by property or name. */
const previewOf = async (path: string) => {
  const response = await t.app.request(`/app${path}`, {
    headers: { 'user-agent': 'facebookexternalhit/1.1' },
  });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = Object.fromEntries(
    [...head.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g)].map(
      ([, key, content]) => [key!, decode(content!)],
    ),
  );
  return { title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''), meta, html };
};

const firstStylist = async () => {
  const [stylist] = await t.db
    .select()
    .from(stylists)
    .where(
      and(eq(stylists.isApproved, true), eq(stylists.isActive, true), eq(stylists.isBot, false)),
    )
    .orderBy(asc(stylists.id))
    .limit(1);
  return stylist!;
};

describe('link previews of the pages people share', () => {
  it('a campaign page, /gifts, a profile, a look and an item each carry their own', async () => {
    const stylist = await firstStylist();
    const [look] = await t.db
      .select()
      .from(looks)
      .innerJoin(stylists, eq(stylists.id, looks.stylistId))
      .where(eq(looks.isPublic, true))
      .orderBy(asc(looks.id))
      .limit(1);
    const [item] = await t.db
      .select()
      .from(items)
      .where(isNull(items.ownerId))
      .orderBy(asc(items.id))
      .limit(1);
    const stylistName = `${stylist.firstName} ${stylist.lastName}`;
    const lookBy = `${look!.stylists.firstName} ${look!.stylists.lastName}`;
    const absolute = (url: string) => new URL(url, PUBLIC_URL).href;
    const card = `${PUBLIC_URL}/app/social-card.png`;

    const expected = [
      ['/wedding', 'website', BUILT_HEADS['/wedding'].title, /^Looks for the wedding/, card],
      ['/gifts', 'website', BUILT_HEADS['/gifts'].title, /^Give a personal styling session/, card],
      [
        `/stylist/${stylist.id}/profile`,
        'profile',
        `${stylistName}, personal stylist | Lookwright`,
        new RegExp(`^Meet ${literally(stylistName)}, a personal stylist`),
        absolute(stylist.profilePicture),
      ],
      [
        `/outfit/${look!.looks.id}`,
        'article',
        `${look!.looks.name} | Lookwright`,
        new RegExp(`^${literally(`${look!.looks.name} by ${lookBy}`)}: every piece`),
        absolute(look!.looks.picture),
      ],
      [
        `/item/${item!.id}`,
        'product',
        expect.stringMatching(new RegExp(`^${literally(item!.name)} by .+ \\| Lookwright$`)),
        new RegExp(`^${literally(item!.name)} by `),
        absolute(item!.picture),
      ],
    ] as const;

    const titles = new Set<string>();
    for (const [path, type, title, description, image] of expected) {
      const preview = await previewOf(path);
      expect(preview.title, path).toEqual(title);
      titles.add(preview.title);
      expect(preview.meta.description, path).toMatch(description);
      expect(preview.meta, path).toMatchObject({
        'og:type': type,
        'og:url': `${PUBLIC_URL}/app${path}`,
        'og:title': preview.title,
        'og:description': preview.meta.description,
        'og:image': image,
        'og:site_name': 'Lookwright',
        'twitter:card': 'summary_large_image',
        'twitter:title': preview.title,
        'twitter:description': preview.meta.description,
        'twitter:image': image,
      });
      expect(preview.meta['og:image'], path).toMatch(/^https:\/\//);
      expect(preview.html.match(/<title>/g), path).toHaveLength(1);
    }
    expect(titles.size).toBe(expected.length);
  });

  it('escape a stylist name that quotes, and follow a change to it', async () => {
    const stylist = await firstStylist();
    await t.db
      .update(stylists)
      .set({ firstName: `Ann "The Eye"`, lastName: `<O'Neil> & Co` })
      .where(eq(stylists.id, stylist.id));
    await t.events.publish(CATALOGUE_CHANNEL, 'test: stylist renamed');
    const { title, meta, html } = await previewOf(`/stylist/${stylist.id}/profile`);
    const name = `Ann "The Eye" <O'Neil> & Co`;
    expect(title).toBe(`${name}, personal stylist | Lookwright`);
    expect(meta['og:title']).toBe(`${name}, personal stylist | Lookwright`);
    expect(meta['twitter:image:alt']).toBe(name);
    expect(html).not.toContain('<O');
    expect(html).toContain('content="Ann &#34;The Eye&#34; &#60;O\'Neil&#62; &#38; Co');
  });

  it('leave pages without a head of their own alone: a shopper’s pages', async () => {
    const { meta } = await previewOf('/settings');
    expect(meta['og:title']).toBeUndefined();
  });
});

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
};

describe('the web app manifest and icons', () => {
  it('are served with their types, and every icon the manifest names is there at its size', async () => {
    const response = await t.app.request('/app/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Lookwright'),
      short_name: 'Lookwright',
      start_url: '/app/',
      scope: '/app/',
      display: 'standalone',
      theme_color: '#161616',
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await t.app.request(new URL(icon.src, 'http://localhost/app/').pathname);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
      expect(pngSize(Buffer.from(await file.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
  });

  it('carries the configured product name', () => {
    expect(webManifest('Maison Mode')).toMatchObject({
      name: 'Maison Mode: personal styling',
      short_name: 'Maison Mode',
    });
  });

  it('are linked from index.html, beside the SVG favicon, and each link names a file', async () => {
    const index = readFileSync(repo('index.html'), 'utf8');
    const links = [...index.matchAll(/<link\s+rel="([^"]+)"([^>]*)href="([^"]+)"/g)].map(
      ([, rel, attributes, href]) => ({ rel: rel!, attributes: attributes!, href: href! }),
    );
    const byRel = (rel: string) => links.filter((link) => link.rel === rel);
    expect(byRel('manifest').map((link) => link.href)).toEqual(['/app/manifest.webmanifest']);
    expect(byRel('apple-touch-icon').map((link) => link.href)).toEqual([
      '/app/apple-touch-icon.png',
    ]);
    expect(byRel('icon').map((link) => link.href)).toEqual(
      expect.arrayContaining(['/app/favicon.ico', '/app/favicon.svg']),
    );
    for (const link of links) {
      const response = await t.app.request(link.href);
      expect(response.status, link.href).toBe(200);
      expect(response.headers.get('content-type'), link.href).not.toContain('text/html');
    }
    const touch = await t.app.request('/app/apple-touch-icon.png');
    expect(pngSize(Buffer.from(await touch.arrayBuffer()))).toBe('180x180');
    const ico = await t.app.request('/app/favicon.ico');
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    const card = await t.app.request('/app/social-card.png');
    expect(pngSize(Buffer.from(await card.arrayBuffer()))).toBe('1200x630');
  });
});
