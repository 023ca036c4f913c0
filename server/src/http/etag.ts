import { createHash } from 'node:crypto';
import type { Encoding } from './compression';

/** A strong ETag: the first 128 bits of the SHA-256 of the bytes. */
export const etagOf = (bytes: Uint8Array | string) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/**
 * The ETag of one encoding of the bytes: a strong validator names exact bytes, and the brotli
 * and gzip bodies are other bytes than the plain one.
 */
export const encodedEtag = (etag: string, encoding: Encoding | null) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks) or is `*`. */
export const isNotModified = (ifNoneMatch: string | undefined, etag: string) => {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
};
