import { readFileSync, statSync } from 'node:fs';
import { extname, normalize, resolve, sep } from 'node:path';
import { BoundedMap } from '../cache/boundedMap';
import {
  type Bytes,
  type Effort,
  type Encoding,
  encodeAsync,
  MIN_COMPRESSED_BYTES,
} from './compression';
import { etagOf } from './etag';

/** A file's bytes, their ETag and, for text of 1 KB or more, their brotli and gzip forms. */
export type StaticFile = { mtime: number; raw: Bytes; etag: string } & Partial<
  Record<Encoding, Bytes>
>;

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.map',
  '.txt',
]);

/**
 * Encodes `raw` once, on the thread pool: a 450 KB script at brotli's highest quality takes about
 * a second, which must not stall the requests being answered meanwhile.
 */
export const encodeStaticFile = async (
  mtime: number,
  raw: Bytes,
  compressible: boolean,
  effort: Effort,
): Promise<StaticFile> => {
  const file: StaticFile = { mtime, raw, etag: etagOf(raw) };
  if (compressible && raw.byteLength >= MIN_COMPRESSED_BYTES) {
    [file.br, file.gzip] = await Promise.all([
      encodeAsync(raw, 'br', effort),
      encodeAsync(raw, 'gzip', effort),
    ]);
  }
  return file;
};

type Loaded = { mtime: number; file: Promise<StaticFile> };
type Lookup = { checkedAt: number; path: string | null };

/**
 * The files under `root`, served from memory: each read and compressed once, at its first
 * request (the requests that come while it is being compressed wait for that one compression).
 * Whether a path names a file, and the file's modification time, are checked on disk at most once
 * every `recheckMs` per path, so a new build shows within that time and a request costs no
 * system call. Paths that leave `root` name nothing.
 */
export const staticFiles = (root: string, { recheckMs = 1000, now = Date.now } = {}) => {
  const base = resolve(root);
  const loaded = new Map<string, Loaded>();
  const lookups = new BoundedMap<string, Lookup>({ maxEntries: 5000 });

  const insideRoot = (requestPath: string) => {
    try {
      const relative = normalize(decodeURIComponent(requestPath)).replace(/^([/\\])+/, '');
      const candidate = resolve(base, relative);
      return candidate === base || candidate.startsWith(base + sep) ? candidate : null;
    } catch {
      return null;
    }
  };

  const modifiedAt = (path: string) => {
    try {
      const stats = statSync(path);
      return stats.isFile() ? stats.mtimeMs : null;
    } catch {
      return null;
    }
  };

  /** The absolute path of the file `requestPath` names, checked on disk at most every recheckMs. */
  const locate = (requestPath: string) => {
    const time = now();
    const known = lookups.get(requestPath);
    if (known && time - known.checkedAt < recheckMs) return known.path;
    const candidate = insideRoot(requestPath);
    const mtime = candidate ? modifiedAt(candidate) : null;
    const path = candidate && mtime !== null ? candidate : null;
    lookups.set(requestPath, { checkedAt: time, path });
    if (path && loaded.get(path)?.mtime !== mtime) loaded.delete(path);
    if (!path && candidate) loaded.delete(candidate);
    return path;
  };

  /** The file `requestPath` names (relative to root) and its extension, or null. */
  return (requestPath: string): { ext: string; file: Promise<StaticFile> } | null => {
    const path = locate(requestPath);
    if (!path) return null;
    const ext = extname(path);
    const hit = loaded.get(path);
    if (hit) return { ext, file: hit.file };
    let raw: Bytes;
    try {
      raw = readFileSync(path);
    } catch {
      return null;
    }
    const mtime = modifiedAt(path) ?? 0;
    const file = encodeStaticFile(mtime, raw, COMPRESSIBLE.has(ext), 'once');
    loaded.set(path, { mtime, file });
    void file.catch(() => loaded.delete(path));
    return { ext, file };
  };
};
