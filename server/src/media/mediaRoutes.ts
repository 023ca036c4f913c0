import { Hono } from 'hono';
import { BoundedMap } from '../cache/boundedMap';
import {
  type Bytes,
  type Encoding,
  encodeSync,
  MIN_COMPRESSED_BYTES,
  preferredEncoding,
} from '../http/compression';
import { encodedEtag, etagOf, isNotModified } from '../http/etag';
import {
  type MediaKind,
  type MediaVariant,
  isCatalogueId,
  isMediaKind,
  renderMedia,
  variantsOf,
} from './render';

/**
 * GET /media/{kind}/{id}.svg: generated artwork. Ids are opaque (letters, digits, '-', '_'); the
 * mood boards also answer {id}-male.svg with the menswear variant, and items {id}-detail.svg and
 * {id}-flat.svg with their close-up and flat lay (`mediaVariants`); a catalogue id with any other
 * suffix is an unknown variant, a 404. Nothing is read from disk or
 * the database, so a path can never reach outside the generators. A kind with a fixed list of
 * pictures (marketing) answers 404 for an id it does not have.
 */

/**
 * How long a picture is kept. A URL's bytes are fixed while this server runs (a picture is a pure
 * function of its kind and id), but they are not content-addressed: a release that changes a
 * generator draws new bytes at the same URL, and the URLs are written into the SPA, the seeded
 * database and the route preloads. So no `immutable` year: a day fresh, then up to 30 days used
 * at once while the browser revalidates in the background — a 304 against the strong ETag when
 * nothing changed — so repeat visits never wait for a picture, and a new release's art shows
 * within a day.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=2592000';

const FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,79})\.svg$/;

/** One rendered picture: its bytes, their ETag and, once asked for, their compressed forms. */
type Rendered = { raw: Bytes; etag: string } & Partial<Record<Encoding, Bytes>>;

const renderedBytes = (entry: Rendered) =>
  entry.raw.byteLength + (entry.br?.byteLength ?? 0) + (entry.gzip?.byteLength ?? 0);

/**
 * Rendered pictures, the least recently used forgotten beyond the bound (any id draws, so the
 * keys come from requests). Room for every picture the seeded catalogue names — about 2,000
 * (660 looks, 345 items with their two other views, portraits, boards), some 17 MB with their
 * compressed forms — three times over.
 */
const cache = new BoundedMap<string, Rendered>(
  { maxEntries: 6000, maxBytes: 64 * 1024 * 1024 },
  renderedBytes,
);

const keyOf = (kind: string, id: string, variant?: MediaVariant) =>
  `${kind}/${id}/${variant ?? ''}`;

const render = (kind: MediaKind, id: string, variant?: MediaVariant) => {
  const key = keyOf(kind, id, variant);
  const hit = cache.get(key);
  if (hit) return hit;
  const svg = renderMedia(kind, id, variant);
  if (svg === null) return null;
  const raw = new TextEncoder().encode(svg);
  const entry: Rendered = { raw, etag: etagOf(raw) };
  cache.set(key, entry);
  return entry;
};

/** The picture in the encoding the client prefers (compressed once, then kept with it). */
const negotiate = (key: string, entry: Rendered, acceptEncoding: string | undefined) => {
  const encoding =
    entry.raw.byteLength >= MIN_COMPRESSED_BYTES ? preferredEncoding(acceptEncoding) : null;
  if (!encoding) return { encoding, body: entry.raw };
  let body = entry[encoding];
  if (!body) {
    body = entry[encoding] = encodeSync(entry.raw, encoding, 'per-request');
    cache.set(key, entry); // counted again with its new bytes
  }
  return { encoding, body };
};

/** `{catalogue id}-{word}` for a kind with variants, the word not one of them. */
const isUnknownVariant = (kind: MediaKind, id: string) => {
  if (variantsOf(kind).length === 0) return false;
  const dash = id.lastIndexOf('-');
  return dash > 0 && isCatalogueId(kind, id.slice(0, dash));
};

export const mediaRoutes = new Hono();

mediaRoutes.get('/:kind/:file', (c) => {
  const kind = c.req.param('kind');
  const match = FILE.exec(c.req.param('file'));
  if (!isMediaKind(kind) || !match?.[1]) return c.notFound();
  let id = match[1];
  const variant = variantsOf(kind).find((name) => id.endsWith(`-${name}`));
  if (variant) {
    id = id.slice(0, -`-${variant}`.length);
    if (!id) return c.notFound();
  } else if (isUnknownVariant(kind, id)) return c.notFound();
  const rendered = render(kind, id, variant);
  if (!rendered) return c.notFound();
  const { encoding, body } = negotiate(
    keyOf(kind, id, variant),
    rendered,
    c.req.header('accept-encoding'),
  );
  const etag = encodedEtag(rendered.etag, encoding);
  const validators = {
    'cache-control': MEDIA_CACHE_CONTROL,
    vary: 'Accept-Encoding',
    etag,
  };
  if (isNotModified(c.req.header('if-none-match'), etag)) return c.body(null, 304, validators);
  return c.body(body, 200, {
    ...validators,
    'content-type': 'image/svg+xml; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
});

export default mediaRoutes;
