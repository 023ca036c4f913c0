import { Hono } from 'hono';
import { hash128 } from '../seed/random';
import { isMediaKind, renderMedia } from './render';

/**
 * GET /media/{kind}/{id}.svg: generated artwork. Ids are opaque (letters, digits, '-', '_'); the
 * mood boards also answer {id}-male.svg with the menswear variant. Nothing is read from disk or
 * the database, so a path can never reach outside the generators. A kind with a fixed list of
 * pictures (marketing) answers 404 for an id it does not have.
 */

const FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,79})\.svg$/;
const CACHE_LIMIT = 500;

const cache = new Map<string, { body: string; etag: string }>();

const render = (kind: Parameters<typeof renderMedia>[0], id: string, variant?: 'male') => {
  const key = `${kind}/${id}/${variant ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const body = renderMedia(kind, id, variant);
  if (body === null) return null;
  const [a, b] = hash128(body);
  const entry = { body, etag: `"${a.toString(16)}${b.toString(16)}"` };
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, entry);
  return entry;
};

export const mediaRoutes = new Hono();

mediaRoutes.get('/:kind/:file', (c) => {
  const kind = c.req.param('kind');
  const match = FILE.exec(c.req.param('file'));
  if (!isMediaKind(kind) || !match?.[1]) return c.notFound();
  let id = match[1];
  let variant: 'male' | undefined;
  if (kind === 'moodboards' && id.endsWith('-male')) {
    id = id.slice(0, -'-male'.length);
    variant = 'male';
    if (!id) return c.notFound();
  }
  const rendered = render(kind, id, variant);
  if (!rendered) return c.notFound();
  const { body, etag } = rendered;
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    etag,
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
});

export default mediaRoutes;
