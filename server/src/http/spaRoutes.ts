import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { prerenderedPages, withPrerenderedPage } from './prerenderedPages';
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

type Cached = { mtime: number; raw: Buffer; br?: Buffer; gzip?: Buffer };

const compress = (entry: Cached, ext: string) => {
  if (compressible.has(ext) && entry.raw.length > 1024) {
    entry.br = brotliCompressSync(entry.raw);
    entry.gzip = gzipSync(entry.raw, { level: 9 });
  }
  return entry;
};

/**
 * The built SPA under /app: files from `distDir` (hashed assets cached for a year, everything else
 * revalidated), brotli or gzip when accepted, and index.html for any other path (history
 * fallback). A missing hashed asset is a real 404, so a stale chunk is detected, not a page.
 */
export const spaRoutes = (distDir: string) => {
  const root = resolve(distDir);
  const cache = new Map<string, Cached>();

  const preloadsFor = routePreloader(root);
  const prerenderedFor = prerenderedPages(root);

  const load = (file: string, ext: string): Cached => {
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit;
    const entry = compress({ mtime, raw: readFileSync(file) }, ext);
    cache.set(file, entry);
    return entry;
  };

  /**
   * index.html with the route's preload hints (./routePreloads.ts) and, for a front-door page, its
   * prerendered first screen (./prerenderedPages.ts). `requestPath` is the full path (/app/…).
   */
  const loadIndex = (file: string, path: string, requestPath: string): Cached => {
    const base = load(file, '.html');
    const tags = preloadsFor(path, base.mtime);
    const page = prerenderedFor(path, base.mtime);
    if (!tags && !page) return base;
    const key = `${file}#${requestPath}`;
    const hit = cache.get(key);
    if (hit && hit.mtime === base.mtime) return hit;
    let html = base.raw.toString('utf8');
    if (tags) html = html.replace('</head>', `  ${tags}\n  </head>`);
    if (page) html = withPrerenderedPage(html, page, requestPath);
    const entry = compress({ mtime: base.mtime, raw: Buffer.from(html) }, '.html');
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

  return new Hono().get('/*', (c) => {
    const path = c.req.path.replace(/^\/app/, '') || '/';
    const asset = fileFor(path);
    if (!asset && path.startsWith('/assets/')) return c.text('Not found', 404);
    const file = asset ?? join(root, 'index.html');
    if (!existsSync(file)) return c.text('The app is not built. Run `npm run build`.', 503);

    const ext = extname(file);
    const entry = asset ? load(file, ext) : loadIndex(file, path, c.req.path);
    const accepts = c.req.header('accept-encoding') ?? '';
    const encoding =
      entry.br && /\bbr\b/.test(accepts)
        ? 'br'
        : entry.gzip && /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null;
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.raw;

    c.header('content-type', types[ext] ?? 'application/octet-stream');
    c.header(
      'cache-control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    c.header('vary', 'accept-encoding');
    if (encoding) c.header('content-encoding', encoding);
    return c.body(new Uint8Array(body ?? entry.raw));
  });
};
