import type { Context } from 'hono';
import {
  type Bytes,
  type Encoding,
  encodeAsync,
  MIN_COMPRESSED_BYTES,
  preferredEncoding,
} from '../http/compression';
import { encodedEtag, etagOf, isNotModified } from '../http/etag';

/**
 * A JSON answer that is the same for every reader: its value (for laying a reader's own fields
 * over it), its bytes, their strong ETag and, from 1 KB, their brotli and gzip forms — made once
 * and kept in the catalogue cache.
 */
export type PublicAnswer<T> = { value: T; raw: Bytes; etag: string } & Partial<
  Record<Encoding, Bytes>
>;

/**
 * Public answers may be kept by any cache, browsers' and shared ones, but revalidated before
 * every use (a 304 when nothing changed), so a change shows at once.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** Answers carrying a reader's own fields: for that browser only, revalidated every time. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/** Serializes and compresses `value` (compression on the thread pool, at the highest effort). */
export const encodePublicAnswer = async <T>(value: T): Promise<PublicAnswer<T>> => {
  const raw = new TextEncoder().encode(JSON.stringify(value));
  const answer: PublicAnswer<T> = { value, raw, etag: etagOf(raw) };
  if (raw.byteLength >= MIN_COMPRESSED_BYTES) {
    [answer.br, answer.gzip] = await Promise.all([
      encodeAsync(raw, 'br', 'once'),
      encodeAsync(raw, 'gzip', 'once'),
    ]);
  }
  return answer;
};

/** About what an answer holds in memory: its bytes, and the value counted as twice its JSON. */
export const publicAnswerBytes = (answer: PublicAnswer<unknown>) =>
  answer.raw.byteLength * 3 + (answer.br?.byteLength ?? 0) + (answer.gzip?.byteLength ?? 0);

/**
 * Sends a public answer in the encoding the client prefers, with the ETag of those bytes; a 304
 * with no body when If-None-Match names it.
 */
export const sendPublicAnswer = (c: Context, answer: PublicAnswer<unknown>) => {
  const accepted = preferredEncoding(c.req.header('accept-encoding'));
  const encoding = accepted && answer[accepted] ? accepted : null;
  const etag = encodedEtag(answer.etag, encoding);
  c.header('cache-control', PUBLIC_CACHE_CONTROL);
  c.header('vary', 'Accept-Encoding', { append: true });
  c.header('etag', etag);
  if (isNotModified(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  c.header('content-type', 'application/json');
  if (encoding) c.header('content-encoding', encoding);
  return c.body((encoding && answer[encoding]) || answer.raw, 200);
};
