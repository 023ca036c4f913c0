import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';
import { extensionOf, type PictureType } from './pictureType';
import { variantName } from './variantNames';

const SECRET_NAME = 'media_url_signing';
const HOUR_S = 3600;

/** Where an upload is served: `/media/u/{id}.jpg` or `.png`. */
export const uploadPath = (id: string, type: PictureType) => `/media/u/${id}.${extensionOf(type)}`;

/** Where an upload's sized variant is served: `/media/u/{id}.w{width}.webp`. */
export const uploadVariantPath = (id: string, width: number) =>
  `/media/u/${id}.${variantName(width)}`;

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

/**
 * The query that opens a private picture until it expires, `expires=…&signature=…`, for a
 * subject: an upload's id, or `boardSubject(id)` (the key read once).
 */
const querySigner = async (db: Db, nowMs: number) => {
  const key = await keyOf(db);
  const expires = expiryOf(nowMs);
  return (subject: string) => `expires=${expires}&signature=${signatureOf(key, subject, expires)}`;
};

/**
 * Private uploads' URLs for <img>: `/media/u/{file}?expires=…&signature=…`, the original's or,
 * given a width, that variant's. The signature is the upload's: one query opens all its files.
 */
export const uploadUrlSigner = async (db: Db, nowMs = Date.now()) => {
  const sign = await querySigner(db, nowMs);
  return (id: string, type: PictureType, width?: number) =>
    `${width === undefined ? uploadPath(id, type) : uploadVariantPath(id, width)}?${sign(id)}`;
};

export type SignUploadUrl = Awaited<ReturnType<typeof uploadUrlSigner>>;

/** An upload's sized variant as the JSON answers carry it (`picture_variants`). */
export type PictureVariantUrl = { width: number; url: string };

type WithVariants = { id: string; contentType: PictureType; variantWidths: readonly number[] };

/** A private upload's `picture_variants`, narrowest first: signed URLs, like its picture's. */
export const signedVariantUrls = (upload: WithVariants, sign: SignUploadUrl): PictureVariantUrl[] =>
  upload.variantWidths.map((width) => ({ width, url: sign(upload.id, upload.contentType, width) }));

/** A profile picture's `picture_variants`, narrowest first: public URLs, no signature. */
export const publicVariantUrls = (upload: Omit<WithVariants, 'contentType'>): PictureVariantUrl[] =>
  upload.variantWidths.map((width) => ({ width, url: uploadVariantPath(upload.id, width) }));

/** What a style board's picture URL signs: never an upload id (those have no `/`). */
export const boardSubject = (boardId: string) => `board/${boardId}`;

/**
 * Style boards' picture URLs for <img> (it cannot send the token): `/media/boards/{id}.svg` with
 * a signature that expires, like private uploads'. Mood boards are the stylist's public art.
 */
export const boardPictureSigner = async (db: Db, nowMs = Date.now()) => {
  const sign = await querySigner(db, nowMs);
  return (board: { id: string; kind: 'moodboard' | 'styleboard' }) =>
    board.kind === 'moodboard'
      ? `/media/moodboards/${board.id}.svg`
      : `/media/boards/${board.id}.svg?${sign(boardSubject(board.id))}`;
};

export type SignBoardPicture = Awaited<ReturnType<typeof boardPictureSigner>>;

/** Whether `expires` and `signature` were signed here for this subject and have not expired. */
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
