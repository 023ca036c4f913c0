import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import { type Bytes, encodeSync, MIN_COMPRESSED_BYTES, preferredEncoding } from './compression';
import { encodedEtag, etagOf, isNotModified } from './etag';
import { prerenderedPages, showsPrerendered, withPrerenderedPage } from './prerenderedPages';
import { routePreloader } from './routePreloads';

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
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt']);

type Cached = { mtime: number; raw: Bytes; etag: string; br?: Bytes; gzip?: Bytes };

/** A file's bytes with their ETag and, for text of 1 KB or more, their brotli and gzip forms. */
const compress = (mtime: number, raw: Bytes, ext: string): Cached => {
  const entry: Cached = { mtime, raw, etag: etagOf(raw) };
  if (compressible.has(ext) && raw.byteLength >= MIN_COMPRESSED_BYTES) {
    entry.br = encodeSync(raw, 'br', 'once');
    entry.gzip = encodeSync(raw, 'gzip', 'once');
  }
  return entry;
};

/**
 * The built SPA under /app: files from `distDir` (hashed assets cached for a year, everything else
 * — index.html and the prerendered pages included — revalidated every time against its ETag),
 * brotli or gzip when accepted, and index.html for any other path (history fallback). A missing
 * hashed asset is a real 404, so a stale chunk is detected, not a page.
 */
/** Hints that depend on data, e.g. a stylist profile's pictures: `<link>` tags, or ''. */
export type PageHints = (path: string) => Promise<string>;

export const spaRoutes = (distDir: string, pageHints: PageHints = () => Promise.resolve('')) => {
  const root = resolve(distDir);
  const cache = new Map<string, Cached>();

  const preloadsFor = routePreloader(root);
  const prerenderedFor = prerenderedPages(root);

  const load = (file: string, ext: string): Cached => {
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit;
    const entry = compress(mtime, readFileSync(file), ext);
    cache.set(file, entry);
    return entry;
  };

  /**
   * index.html with the route's preload hints (./routePreloads.ts) and, for a prerendered page,
   * its markup (./prerenderedPages.ts) unless the query asks for something else. `requestPath`
   * is the full path (/app/…).
   */
  const loadIndex = (file: string, path: string, requestPath: string, query: URLSearchParams) => {
    const base = load(file, '.html');
    const tags = preloadsFor(path, base.mtime);
    const page = showsPrerendered(path, query) ? prerenderedFor(path, base.mtime) : null;
    if (!tags && !page) return base;
    const key = `${file}#${requestPath}#${page ? 'prerendered' : 'app'}`;
    const hit = cache.get(key);
    if (hit && hit.mtime === base.mtime) return hit;
    let html = new TextDecoder().decode(base.raw);
    if (tags) html = html.replace('</head>', `  ${tags}\n  </head>`);
    if (page) html = withPrerenderedPage(html, page, requestPath);
    const entry = compress(base.mtime, new TextEncoder().encode(html), '.html');
    cache.set(key, entry);
    return entry;
  };

  const fileFor = (path: string) => {
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '');
    } catch {
      return null;
    }
    const candidate = resolve(root, relative);
    if (candidate !== root && !candidate.startsWith(root + sep)) return null;
    return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
  };

  /** The page with its data-dependent hints, compressed for this request alone (not cached). */
  const withHints = (page: Cached, hints: string): Cached => {
    if (!hints) return page;
    const html = new TextDecoder()
      .decode(page.raw)
      .replace('</head>', () => `  ${hints}\n  </head>`);
    return compress(page.mtime, new TextEncoder().encode(html), '.html');
  };

  return new Hono().get('/*', async (c) => {
    const path = c.req.path.replace(/^\/app/, '') || '/';
    const asset = fileFor(path);
    if (!asset && path.startsWith('/assets/')) return c.text('Not found', 404);
    const file = asset ?? join(root, 'index.html');
    if (!existsSync(file)) return c.text('The app is not built. Run `npm run build`.', 503);

    const ext = extname(file);
    const entry = asset
      ? load(file, ext)
      : withHints(
          loadIndex(file, path, c.req.path, new URL(c.req.url).searchParams),
          await pageHints(path),
        );
    const accepted = preferredEncoding(c.req.header('accept-encoding'));
    const encoding = accepted && entry[accepted] ? accepted : null;
    const etag = encodedEtag(entry.etag, encoding);

    c.header(
      'cache-control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    c.header('vary', 'accept-encoding');
    c.header('etag', etag);
    if (isNotModified(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    c.header('content-type', types[ext] ?? 'application/octet-stream');
    if (encoding) c.header('content-encoding', encoding);
    return c.body((encoding && entry[encoding]) || entry.raw);
  });
};
