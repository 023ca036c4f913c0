import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL } from '../cache/catalogueCache';
import { items, looks, stylists } from '../db/schema';
import { testAppPerFile } from '../testing/testAppPerFile';

const t = testAppPerFile();

/**
 * The shells the build renders for a profile, a look and an item (scripts/prerender.mjs), as
 * React writes them: the skeleton's picture slot (`data-page-picture`) holds its shimmer.
 */
const shell = (name: string) => ({
  markup:
    `<header>Lookwright</header><main><div role="status"><span class="visually-hidden">Loading ${name}</span>` +
    `<div class="sc-slot x" data-page-picture=""><span aria-hidden="true" class="sc-shimmer y" style="width:100%;height:100%"></span></div>` +
    `<span aria-hidden="true" class="sc-line z"></span></div></main>`,
  styles: '<style data-styled="true">.x{aspect-ratio:4/5}</style>',
});

beforeAll(() => {
  // The build's manifest: the look page's chunk and one of its imports, beside the entry.
  writeFileSync(
    join(t.config.distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/index-abc123.js', isEntry: true },
      'src/features/looks/outfit/OutfitPage.tsx': {
        file: 'assets/OutfitPage-o1.js',
        imports: ['_Skeleton.js'],
      },
      '_Skeleton.js': { file: 'assets/Skeleton-s1.js' },
    }),
  );
  const file = join(t.config.distDir, '.vite', 'prerendered.json');
  const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    file,
    JSON.stringify({
      ...built,
      '/stylist/:id/profile': shell('the profile'),
      '/outfit/:collectionId': shell('the look'),
      '/item/:itemId': shell('the item'),
    }),
  );
});

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The page's HTML as a browser gets it. */
const pageOf = async (path: string, headers: Record<string, string> = {}) => {
  const response = await t.app.request(`/app${path}`, { headers });
  expect(response.status, path).toBe(200);
  return { html: await response.text(), vary: response.headers.get('vary') ?? '' };
};

/**
 * The `<img>` in the prerendered root's picture slot, after the slot's shimmer (so it is drawn
 * over it), with its attributes as written (still escaped) and as the browser reads them.
 */
const pictureIn = (html: string) => {
  const found =
    /<div id="root" data-prerendered="[^"]*" data-shell>(?:(?!<\/main>)[\s\S])*?<div [^>]*data-page-picture=""[^>]*><span [^>]*><\/span>(<img [^>]*>)<\/div>/.exec(
      html,
    )?.[1];
  if (!found) return null;
  const raw = Object.fromEntries(
    [...found.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
      name!,
      value ?? '',
    ]),
  );
  const read = Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [name, decode(value)]),
  );
  return { tag: found, raw, read };
};

const firstLook = async () => {
  const [row] = await t.db
    .select()
    .from(looks)
    .innerJoin(stylists, eq(stylists.id, looks.stylistId))
    .where(eq(looks.isPublic, true))
    .orderBy(asc(looks.id))
    .limit(1);
  return row!;
};

const firstItem = async () => {
  const [item] = await t.db
    .select()
    .from(items)
    .where(isNull(items.ownerId))
    .orderBy(asc(items.id))
    .limit(1);
  return item!;
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

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe("the largest picture of a profile, a look and an item, in the server's HTML", () => {
  it("a look's: its picture where the app draws it, sized, high priority, never lazy", async () => {
    const { looks: look, stylists: stylist } = await firstLook();
    const picture = pictureIn((await pageOf(`/outfit/${look.id}`)).html);
    expect(picture?.read).toEqual({
      src: look.picture,
      alt: `${look.name} by ${stylist.firstName} ${stylist.lastName}`,
      width: '400',
      height: '500',
      fetchpriority: 'high',
    });
    expect(picture?.tag).not.toMatch(/loading=/);
  });

  it("an item's: its primary picture, the size the item page gives it", async () => {
    const item = await firstItem();
    const picture = pictureIn((await pageOf(`/item/${item.id}?source=feed`)).html);
    expect(picture?.read).toEqual({
      src: item.picture,
      alt: item.name,
      width: '400',
      height: '500',
      fetchpriority: 'high',
    });
  });

  it("a profile's: the stylist's mood board, 3:1", async () => {
    const stylist = await firstStylist();
    const answer = (await (
      await t.app.request(`/gateway/proxy/stylist/${stylist.id}/read`, {
        headers: { platform: 'web-desktop' },
      })
    ).json()) as { moodboard: string; first_name: string };
    expect(answer.moodboard).toBeTruthy();
    const picture = pictureIn((await pageOf(`/stylist/${stylist.id}/profile`)).html);
    expect(picture?.read).toEqual({
      src: answer.moodboard,
      alt: `${answer.first_name}'s mood board`,
      width: '1200',
      height: '400',
      fetchpriority: 'high',
    });
  });

  it('an unknown look, item or stylist: the shell as it is, with no picture', async () => {
    for (const path of [`/outfit/${UNKNOWN}`, `/item/${UNKNOWN}`, `/stylist/${UNKNOWN}/profile`]) {
      const { html } = await pageOf(path);
      expect(html, path).toContain('data-page-picture=""><span');
      expect(html, path).not.toContain('<img');
    }
  });

  it('is one page for every device and platform: nothing of the request goes into it', async () => {
    const item = await firstItem();
    const phone = await pageOf(`/item/${item.id}`, {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      platform: 'web-mobile',
    });
    const desktop = await pageOf(`/item/${item.id}`, {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    });
    expect(phone.html).toBe(desktop.html);
    expect(phone.vary).toBe('accept-encoding');
  });
});

describe("the app's code on a page with its picture in the HTML", () => {
  const PRELOADS = [
    '<link rel="modulepreload" crossorigin href="/app/assets/OutfitPage-o1.js">',
    '<link rel="modulepreload" crossorigin href="/app/assets/Skeleton-s1.js">',
  ];

  it("is asked for once the picture is in: the page's preloads wait in a template", async () => {
    const { looks: look } = await firstLook();
    const { html } = await pageOf(`/outfit/${look.id}`);
    const head = html.slice(0, html.indexOf('</head>'));
    const template = /<template id="app-preloads">([\s\S]*?)<\/template>/.exec(head)?.[1] ?? '';
    for (const tag of PRELOADS) {
      expect(template).toContain(tag);
      expect(html.split(tag)).toHaveLength(2);
    }
    // The start script (after the markup) adds them with the entry, after the picture's paint.
    expect(html).toContain('querySelector("#root [data-page-picture] img")');
  });

  it('without a picture, is preloaded from the head as on every other page', async () => {
    const { html } = await pageOf(`/outfit/${UNKNOWN}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<template');
    for (const tag of PRELOADS) expect(head).toContain(tag);
  });
});

describe("the pages' HTML, kept in memory", () => {
  it('answers again from memory, and follows a change to the catalogue, escaped', async () => {
    const { looks: look } = await firstLook();
    const path = `/outfit/${look.id}`;
    const first = (await pageOf(path)).html;
    expect(pictureIn(first)?.read.src).toBe(look.picture);

    // Changed in the database without telling anyone: the page still comes from memory.
    await t.db
      .update(looks)
      .set({ picture: '/media/looks/a"b<c>&d.svg', name: '<script>alert(1)</script>' })
      .where(eq(looks.id, look.id));
    expect((await pageOf(path)).html).toBe(first);

    // The catalogue changed (here: another worker says so on the bus): the next page is fresh.
    await t.events.publish(CATALOGUE_CHANNEL, 'test: a look changed');
    const fresh = pictureIn((await pageOf(path)).html);
    expect(fresh?.raw.src).toBe('/media/looks/a&#34;b&#60;c&#62;&#38;d.svg');
    expect(fresh?.read.src).toBe('/media/looks/a"b<c>&d.svg');
    expect(fresh?.raw.alt).toMatch(/^&#60;script&#62;alert\(1\)&#60;\/script&#62; by /);
  });

  it("follows a stylist's change the same way", async () => {
    const stylist = await firstStylist();
    const path = `/stylist/${stylist.id}/profile`;
    const first = (await pageOf(path)).html;
    await t.db.update(stylists).set({ firstName: 'Renamed' }).where(eq(stylists.id, stylist.id));
    expect((await pageOf(path)).html).toBe(first);
    await t.events.publish(CATALOGUE_CHANNEL, 'test: a stylist changed');
    expect(pictureIn((await pageOf(path)).html)?.read.alt).toBe("Renamed's mood board");
  });
});
