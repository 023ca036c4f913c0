import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { items, sessionBoards, stylingSessions, stylists } from '../db/schema';
import type { Shopper } from './bookingFixtures';
import { PLAIN_JPEG } from './pictureFixtures';
import { send, type TestApp } from './testApp';

/** Settings that give a test app a data directory of its own, for the uploaded files. */
export const closetTestConfig = () => ({
  dataDir: mkdtempSync(join(tmpdir(), 'lookwright-uploads-')),
});

export type ClosetItemAnswer = {
  id: string;
  uuid: string;
  type: string;
  name: string;
  brand: string;
  price: number | null;
  picture: string;
  item_size: string | null;
  category: string | null;
  colors: string[];
  seasons: string[];
  source: string;
};

export const ownItemBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'user',
  picture: PLAIN_JPEG.toString('base64'),
  category: 'tops',
  brand: 'Maison Test',
  colors: ['black', 'white'],
  seasons: ['summer'],
  ...overrides,
});

export const postOwnItem = (t: TestApp, shopper: Shopper, body: Record<string, unknown>) =>
  t.app.request('/gateway/proxy/item', send('POST', body, shopper.token));

/** Adds an own item; answers the stored closet item. */
export const addOwnItem = async (
  t: TestApp,
  shopper: Shopper,
  overrides: Record<string, unknown> = {},
) => {
  const response = await postOwnItem(t, shopper, ownItemBody(overrides));
  if (response.status !== 201) {
    throw new Error(`adding an own item failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as ClosetItemAnswer;
};

export const getCloset = async (t: TestApp, shopper: Shopper, query = '') => {
  const response = await t.app.request(
    `/gateway/proxy/user/closet/${shopper.userId}/${shopper.userId}${query}`,
    send('GET', undefined, shopper.token),
  );
  return {
    status: response.status,
    body: (await response.json()) as { items: ClosetItemAnswer[]; quota_max: number },
  };
};

/** A multipart request with one file under `picture`. */
export const multipart = (
  bytes: Buffer,
  token?: string,
  name = 'photo.jpg',
  type = 'image/jpeg',
): RequestInit => {
  const form = new FormData();
  form.append('picture', new File([new Uint8Array(bytes)], name, { type }));
  return { method: 'POST', body: form, headers: token ? { token } : {} };
};

/** Seeded catalogue items (of one department), in a stable order. */
export const catalogueItems = (t: TestApp, limit: number, offset = 0) =>
  t.db
    .select()
    .from(items)
    .where(and(isNull(items.ownerId), eq(items.department, 'female')))
    .orderBy(asc(items.id))
    .offset(offset)
    .limit(limit);

type BoardSpec = { kind: 'moodboard' | 'styleboard'; itemIds?: string[]; revisionOf?: string };

/**
 * A styling session of the shopper's with the boards given, in order (each a second apart), as
 * the stylist would have sent them. Answers the session and its boards' ids.
 */
export const sessionWithBoards = async (
  t: TestApp,
  shopper: Shopper,
  boards: BoardSpec[],
  stylistOffset = 0,
) => {
  const [stylist] = await t.db
    .select()
    .from(stylists)
    .orderBy(asc(stylists.id))
    .offset(stylistOffset)
    .limit(1);
  if (!stylist) throw new Error('no stylist in the seed');
  const sessionId = randomUUID();
  await t.db
    .insert(stylingSessions)
    .values({ id: sessionId, userId: shopper.userId, stylistId: stylist.id, plan: 'major' });
  const start = Date.now() - 60_000;
  const boardIds: string[] = [];
  let styleBoards = 0;
  for (const [index, board] of boards.entries()) {
    const id = randomUUID();
    if (board.kind === 'styleboard' && !board.revisionOf) styleBoards += 1;
    await t.db.insert(sessionBoards).values({
      id,
      sessionId,
      kind: board.kind,
      number: board.kind === 'moodboard' ? 0 : styleBoards,
      revisionOf: board.revisionOf ?? null,
      title: board.kind === 'moodboard' ? 'Your mood board' : `Style board ${styleBoards}`,
      description: '',
      itemIds: board.itemIds ?? [],
      notes: [],
      createdAt: new Date(start + index * 1000),
    });
    boardIds.push(id);
  }
  return { sessionId, boardIds, stylist };
};
