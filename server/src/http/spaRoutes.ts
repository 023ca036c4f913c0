import { Hono } from 'hono';
import { BoundedMap } from '../cache/boundedMap';
import { cacheKey, type CatalogueCache } from '../cache/catalogueCache';
import { preferredEncoding } from './compression';
import { encodedEtag, isNotModified } from './etag';
import { type LinkPreview, type SiteInfo, withLinkPreview } from './linkPreview';
import { type PageAnswers, pageAnswersScript } from './pageAnswers';
import { type PagePicture, withPagePicture } from './pagePicture';
import { pageHeads } from './pageHeads';
import { hintLines } from './pageHintTags';
import {
  APP_PRELOADS_ID,
  prerenderedPages,
  showsPrerendered,
  withPrerenderedPage,
} from './prerenderedPages';
import { routePreloader } from './routePreloads';
import { encodeStaticFile, type StaticFile, staticFiles } from './staticFiles';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * What a page's hints may read of the request: its headers. The answer varies on every header
 * read (`Vary`), so a cache never hands one device's page to another.
 */
export type PageRequest = { header: (name: string) => string | undefined };

/**
 * What a page's data adds to its HTML (a stylist's profile, a look, an item): `<link>` hints for
 * its first pictures, the answers of its first gateway reads (./pageAnswers.ts: never a preload
 * of the call, which would go without the platform header), its link preview
 * (./linkPreview.ts), in place of the one its static head gives, and its largest picture, drawn
 * in its prerendered shell (./pagePicture.ts).
 */
export type PageData = {
  hints?: string[];
  answers?: PageAnswers;
  preview?: LinkPreview;
  picture?: PagePicture;
};

/** A page's data for `path` inside /app, or null for the paths that are not its page. */
export type PageHints = (path: string, request: PageRequest) => Promise<PageData | null>;

/** Every page's data: each answers null for the paths that are not its page. */
export const allPageHints =
  (...hints: PageHints[]): PageHints =>
  async (path, request) => {
    const found = (await Promise.all(hints.map((pageHints) => pageHints(path, request)))).filter(
      (data): data is PageData => data !== null,
    );
    if (found.length === 0) return null;
    return {
      hints: found.flatMap((data) => data.hints ?? []),
      answers: Object.assign({}, ...found.map((data) => data.answers)) as PageAnswers,
      preview: found.find((data) => data.preview)?.preview,
      picture: found.find((data) => data.picture)?.picture,
    };
  };

/**
 * Where the finished HTML of pages made from data (a profile, a look, an item) is kept, per
 * page: a cache that drops everything when the catalogue changes, on every worker (a
 * `CatalogueCache` that follows the catalogue's). `keeps` names the paths kept: pages whose data
 * reads nothing of the request (no device, no platform, no shopper), so one HTML serves everyone.
 */
export type PageCache = {
  keeps: (path: string) => boolean;
  cache: Pick<CatalogueCache, 'get'>;
};

/** A page made but not to be kept: its data was none (an unknown id), or read the request. */
class NotKept extends Error {
  constructor(readonly page: StaticFile) {
    super('not kept');
  }
}

const pageBytes = (page: StaticFile) =>
  page.raw.byteLength + (page.br?.byteLength ?? 0) + (page.gzip?.byteLength ?? 0);

/** The tags a page's data puts at the end of its head: its hints, then its answers. */
const dataTags = (data: PageData | null) =>
  hintLines([
    ...(data?.hints ?? []),
    ...(data?.answers && Object.keys(data.answers).length > 0
      ? [pageAnswersScript(data.answers)]
      : []),
  ]);

/** Pages made from index.html (per path, per hints) kept at most: their paths come from requests. */
const MAX_PAGES = 500;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The built SPA under /app: files from `distDir` (hashed assets cached for a year, everything else
 * — index.html and the prerendered pages included — revalidated every time against its ETag),
 * brotli or gzip when accepted, and index.html for any other path (history fallback). A missing
 * hashed asset is a real 404, so a stale chunk is detected, not a page. Everything is served from
 * memory, compressed once (./staticFiles.ts); the pages made from index.html are kept too. A page
 * with a head of its own (its data's, or the build's: ./pageHeads.ts) gets its title, description
 * and link preview, its URLs absolute on `site.publicUrl`.
 */
export const spaRoutes = (
  distDir: string,
  pageHints: PageHints = () => Promise.resolve(null),
  site?: SiteInfo,
  pageCache?: PageCache,
) => {
  const files = staticFiles(distDir);
  const preloadsFor = routePreloader(distDir);
  const prerenderedFor = prerenderedPages(distDir);
  const headFor = pageHeads(distDir);
  const pages = new BoundedMap<string, Promise<StaticFile>>({ maxEntries: MAX_PAGES });
  const keep = (key: string, page: Promise<StaticFile>) => {
    pages.set(key, page);
    void page.catch(() => pages.delete(key));
    return page;
  };

  /**
   * index.html with the route's preload hints (./routePreloads.ts), for a prerendered page its
   * markup (./prerenderedPages.ts) unless the query asks for something else, and the page's link
   * preview: its data's, else its head's from the build; then the tags of its data. `requestPath`
   * is the full path (/app/…). Pages of a path parameter (a profile's shell) and pages made from
   * data are compressed at the per-request effort: their number has no bound.
   */
  const pageFor = async (
    index: StaticFile,
    path: string,
    requestPath: string,
    url: string,
    data: PageData | null,
  ) => {
    const prerendered = showsPrerendered(path, new URL(url).searchParams);
    const ownPreview = data?.preview ?? null;
    const picture = data?.picture ?? null;
    const key = `${index.etag}#${requestPath}#${prerendered}#${ownPreview ? JSON.stringify(ownPreview) : ''}#${picture ? JSON.stringify(picture) : ''}`;
    let made = pages.get(key);
    if (!made) {
      const tags = preloadsFor(path, index.mtime);
      const built = prerendered ? prerenderedFor(path, index.mtime) : null;
      // A shell (a profile's, a look's, an item's) shows the page's picture where the app draws it.
      const pictured = built?.isShell && picture ? withPagePicture(built.markup, picture) : null;
      const page = built && pictured ? { ...built, markup: pictured } : built;
      const preview = site ? (ownPreview ?? headFor(path, index.mtime) ?? page?.head) : null;
      if (!tags && !page && !preview) {
        made = Promise.resolve(index);
      } else {
        let html = decoder.decode(index.raw);
        // With its picture in the page, the route's code waits for it (./prerenderedPages.ts).
        const held = pictured && pictured !== built?.markup;
        if (tags) {
          const hints = held ? `<template id="${APP_PRELOADS_ID}">${tags}</template>` : tags;
          html = html.replace('</head>', () => `  ${hints}\n  </head>`);
        }
        if (page) html = withPrerenderedPage(html, page, requestPath);
        if (preview && site) html = withLinkPreview(html, preview, path, site);
        const effort = page && !page.isShell && !ownPreview && !picture ? 'once' : 'per-request';
        made = encodeStaticFile(index.mtime, encoder.encode(html), true, effort);
      }
      void keep(key, made);
    }
    return withHints(await made, dataTags(data));
  };

  /** The page with the tags of its data (kept per page and tags). */
  const withHints = (page: StaticFile, hints: string) => {
    if (!hints) return page;
    const key = `${page.etag}#${hints}`;
    let hinted = pages.get(key);
    if (!hinted) {
      const html = decoder.decode(page.raw).replace('</head>', () => `  ${hints}\n  </head>`);
      hinted = keep(key, encodeStaticFile(page.mtime, encoder.encode(html), true, 'per-request'));
    }
    return hinted;
  };

  return new Hono().get('/*', async (c) => {
    const path = c.req.path.replace(/^\/app/, '') || '/';
    const asset = path === '/' ? null : files(path);
    if (!asset && path.startsWith('/assets/')) return c.text('Not found', 404);
    // Source maps are for Sentry alone (scripts/sentrySourceMaps.mjs): never served, even if a
    // build left one behind (however its name is spelled), and no index.html in their place.
    if (asset?.ext.toLowerCase() === '.map' || /\.map\/?$/i.test(path)) {
      return c.text('Not found', 404);
    }
    const index = asset ? null : files('/index.html');
    if (!asset && !index) return c.text('The app is not built. Run `npm run build`.', 503);

    const read = new Set<string>();
    const request: PageRequest = {
      header: (name) => {
        read.add(name.toLowerCase());
        return c.req.header(name);
      },
    };
    const makePage = async (file: StaticFile) =>
      pageFor(file, path, c.req.path, c.req.url, await pageHints(path, request));
    /** A kept page: from memory, or made (and kept unless it read the request or had no data). */
    const keptPage = async (file: StaticFile, cache: PageCache['cache']) => {
      const prerendered = showsPrerendered(path, new URL(c.req.url).searchParams);
      const key = cacheKey('page', file.etag, c.req.path, String(prerendered));
      const build = async () => {
        const data = await pageHints(path, request);
        const page = await pageFor(file, path, c.req.path, c.req.url, data);
        if (!data || read.size > 0) throw new NotKept(page);
        return page;
      };
      return cache.get(key, build, pageBytes).catch((error: unknown) => {
        if (error instanceof NotKept) return error.page;
        throw error;
      });
    };
    const entry = asset
      ? await asset.file
      : pageCache?.keeps(path)
        ? await keptPage(await index!.file, pageCache.cache)
        : await makePage(await index!.file);
    const ext = asset?.ext ?? '.html';
    const accepted = preferredEncoding(c.req.header('accept-encoding'));
    const encoding = accepted && entry[accepted] ? accepted : null;
    const etag = encodedEtag(entry.etag, encoding);

    c.header(
      'cache-control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    c.header('vary', ['accept-encoding', ...read].join(', '));
    c.header('etag', etag);
    if (isNotModified(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    c.header('content-type', types[ext] ?? 'application/octet-stream');
    if (encoding) c.header('content-encoding', encoding);
    return c.body((encoding && entry[encoding]) || entry.raw);
  });
};
