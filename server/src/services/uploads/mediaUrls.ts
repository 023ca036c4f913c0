import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';
import { extensionOf, type PictureType } from './pictureType';

const SECRET_NAME = 'media_url_signing';
const HOUR_S = 3600;

/** Where an upload is served: `/media/u/{id}.jpg` or `.png`. */
export const uploadPath = (id: string, type: PictureType) => `/media/u/${id}.${extensionOf(type)}`;

/**
 * The signing key, made once and kept in the database so every worker (and the next start) signs
 * alike; read once per process.
 */
const keys = new WeakMap<Db, Promise<Buffer>>();

const loadKey = async (db: Db) => {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The media signing key was not stored');
  return Buffer.from(row.value, 'base64url');
};

const keyOf = (db: Db) => {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
};

const signatureOf = (key: Buffer, id: string, expires: number) =>
  createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');

/**
 * When a URL signed now stops working: the end of the next whole hour (1 to 2 hours on), so a
 * picture keeps one URL for an hour and the browser's cache serves it.
 */
export const expiryOf = (nowMs: number) => (Math.floor(nowMs / 1000 / HOUR_S) + 2) * HOUR_S;

/** Private uploads' URLs for <img>: `/media/u/{file}?expires=…&signature=…` (the key read once). */
export const uploadUrlSigner = async (db: Db, nowMs = Date.now()) => {
  const key = await keyOf(db);
  const expires = expiryOf(nowMs);
  return (id: string, type: PictureType) =>
    `${uploadPath(id, type)}?expires=${expires}&signature=${signatureOf(key, id, expires)}`;
};

export type SignUploadUrl = Awaited<ReturnType<typeof uploadUrlSigner>>;

/** Whether `expires` and `signature` were signed here for this upload and have not expired. */
export const isValidSignature = async (
  db: Db,
  id: string,
  expires: string | undefined,
  signature: string | undefined,
  nowMs = Date.now(),
) => {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= nowMs) return false;
  const expected = Buffer.from(signatureOf(await keyOf(db), id, expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
