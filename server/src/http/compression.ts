import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type Encoding = 'br' | 'gzip';

/** Bytes a Response can carry. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Bodies smaller than this go out as they are: compressing them saves next to nothing. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli quality: 11 for files compressed once and kept (the built SPA); 5 for answers made per
 * request and generated pictures, where 11 costs 10–20 ms for 10% fewer bytes.
 */
export type Effort = 'once' | 'per-request';

/** Above this size an answer is compressed off the main thread. */
const ASYNC_FROM_BYTES = 64 * 1024;

/** br if the client takes it, else gzip, else none (q=0 refuses; `*` accepts both). */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  const accepted = parseAccept(acceptEncoding ?? '');
  const q = (name: string) =>
    accepted.find((entry) => entry.type.toLowerCase() === name)?.q ??
    accepted.find((entry) => entry.type === '*')?.q ??
    0;
  if (q('br') > 0) return 'br';
  if (q('gzip') > 0) return 'gzip';
  return null;
};

/** Text types (HTML, JS, CSS, JSON, XML, SVG, …); never text/event-stream. */
export const isCompressibleType = (contentType: string | null | undefined) =>
  Boolean(contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType));

const brotliOptions = (effort: Effort, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: effort === 'once' ? 11 : 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzipOptions = (effort: Effort) => ({ level: effort === 'once' ? 9 : 6 });

/** `raw` in `encoding`, synchronously (for bodies that are cached or small). */
export const encodeSync = (raw: Uint8Array, encoding: Encoding, effort: Effort): Bytes =>
  encoding === 'br'
    ? brotliCompressSync(raw, brotliOptions(effort, raw.byteLength))
    : gzipSync(raw, gzipOptions(effort));

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `raw` in `encoding` on the thread pool, off the main thread (for bodies built once and kept). */
export const encodeAsync = (raw: Uint8Array, encoding: Encoding, effort: Effort): Promise<Bytes> =>
  encoding === 'br'
    ? brotliAsync(raw, brotliOptions(effort, raw.byteLength))
    : gzipAsync(raw, gzipOptions(effort));

const encode = async (raw: Uint8Array, encoding: Encoding): Promise<Bytes> =>
  raw.byteLength < ASYNC_FROM_BYTES
    ? encodeSync(raw, encoding, 'per-request')
    : encodeAsync(raw, encoding, 'per-request');

/** Adds `Accept-Encoding` to a Vary header value (once). */
export const varyOnEncoding = (vary: string | null) =>
  !vary
    ? 'Accept-Encoding'
    : /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)
      ? vary
      : `${vary}, Accept-Encoding`;

const NO_TRANSFORM = /(^|,)\s*no-transform\s*(,|$)/i;

/**
 * Compresses text answers made per request (the JSON of /gateway and /api, the crawler files)
 * with brotli or gzip, as the client accepts. Leaves alone: answers already encoded (the SPA's
 * files and /media cache their compressed bytes), bodies under 1 KB, non-text types, and
 * streams — text/event-stream is never compressed, so the chat stream flushes event by event.
 */
export const compression = (): MiddlewareHandler => async (c, next) => {
  await next();
  const response = c.res;
  // Status and headers first: reading `body` turns @hono/node-server's light answer into a
  // whole fetch Response, which answers kept already compressed never need.
  if (
    response.status === 204 ||
    response.status === 206 ||
    response.status === 304 ||
    response.headers.has('content-encoding') ||
    !isCompressibleType(response.headers.get('content-type')) ||
    NO_TRANSFORM.test(response.headers.get('cache-control') ?? '') ||
    !response.body
  ) {
    return;
  }
  c.header('vary', varyOnEncoding(response.headers.get('vary')));
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const raw = new Uint8Array(await c.res.arrayBuffer());
  const headers = new Headers(c.res.headers);
  let body = raw;
  if (raw.byteLength >= MIN_COMPRESSED_BYTES) {
    body = await encode(raw, encoding);
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  }
  // Through `undefined` first: Hono's setter would otherwise copy the old headers back in.
  c.res = undefined;
  c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
};
