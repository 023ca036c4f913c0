import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  items,
  lookItems,
  looks,
  quizResults,
  type SessionNote,
  sessionBoards,
  type stylingSessions,
  users,
} from '../../db/schema';
import { type BoardItem, type BoardLook, buildBoard } from './boardBuilder';
import { preferencesOf } from './notes';

type Session = typeof stylingSessions.$inferSelect;
export type BoardRow = typeof sessionBoards.$inferSelect;

/** The department the boards shop: the quiz's, else the shopper's gender, else womenswear. */
const departmentOf = async (db: Db, session: Session) => {
  const [row] = await db
    .select({ quiz: quizResults.gender, gender: users.gender })
    .from(users)
    .leftJoin(quizResults, eq(quizResults.userId, users.id))
    .where(eq(users.id, session.userId));
  const gender = row?.quiz ?? row?.gender;
  return gender === 'male' ? 'male' : 'female';
};

const catalogueFor = async (db: Db, department: 'female' | 'male') => {
  const itemRows = await db
    .select({
      id: items.id,
      name: items.name,
      category: items.category,
      color: items.color,
      price: sql<string>`coalesce(${items.salePrice}, ${items.retailPrice})`,
      sizes: items.sizes,
    })
    .from(items)
    .where(and(eq(items.department, department), isNull(items.ownerId)))
    .orderBy(asc(items.id));
  const lookRows = await db
    .select({
      id: looks.id,
      name: looks.name,
      stylistId: looks.stylistId,
      itemIds: sql<string[]>`array_agg(${lookItems.itemId} order by ${lookItems.position})`,
    })
    .from(looks)
    .innerJoin(lookItems, eq(lookItems.lookId, looks.id))
    .where(and(eq(looks.department, department), eq(looks.isPublic, true)))
    .groupBy(looks.id)
    .orderBy(asc(looks.createdAt), asc(looks.id));
  const boardItems: BoardItem[] = itemRows.map((row) => ({ ...row, price: Number(row.price) }));
  return { items: boardItems, looks: lookRows as BoardLook[] };
};

export const boardsOf = (db: Db, sessionId: string) =>
  db
    .select()
    .from(sessionBoards)
    .where(eq(sessionBoards.sessionId, sessionId))
    .orderBy(asc(sessionBoards.createdAt), asc(sessionBoards.id));

const loved = (notes: readonly SessionNote[]) =>
  notes.filter((note) => note.kind === 'request').map((note) => note.text.toLowerCase());

/** The mood board: the direction of the session, in the shopper's words. */
export const createMoodboard = async (db: Db, session: Session, notes: readonly SessionNote[]) => {
  const wants = loved(notes);
  const [board] = await db
    .insert(sessionBoards)
    .values({
      id: randomUUID(),
      sessionId: session.id,
      kind: 'moodboard',
      number: 0,
      title: 'Your mood board',
      description: wants.length
        ? `Colours, shapes and textures for ${wants.slice(0, 3).join(', ')}. Every style board builds on it.`
        : 'Colours, shapes and textures for your everyday. Every style board builds on it.',
      itemIds: [],
      notes: notes.map((note) => note.text),
    })
    .returning();
  if (!board) throw new Error('The mood board was not stored');
  return board;
};

type StyleBoardInput = {
  session: Session;
  notes: readonly SessionNote[];
  /** The board this one revises, if it is a revision. */
  revising?: BoardRow | null;
  cheaper?: boolean;
};

/**
 * A style board (or a revision) from the catalogue: new pieces that fit the notes (see
 * `buildBoard`). A revision keeps the number of the board it revises. Null when nothing fits.
 */
export const createStyleBoard = async (
  db: Db,
  { session, notes, revising = null, cheaper = false }: StyleBoardInput,
) => {
  const department = await departmentOf(db, session);
  const catalogue = await catalogueFor(db, department);
  const previous = await boardsOf(db, session.id);
  const usedItemIds = new Set(previous.flatMap((board) => board.itemIds));
  const usedLookIds = new Set(previous.flatMap((board) => (board.lookId ? [board.lookId] : [])));
  const prices = new Map(catalogue.items.map((item) => [item.id, item.price]));
  const revisedPrices = (revising?.itemIds ?? []).map((id) => prices.get(id) ?? 0);
  const priceCap =
    cheaper && revisedPrices.length
      ? Math.max(20, Math.round(0.7 * Math.max(...revisedPrices)))
      : null;
  const built = buildBoard({
    ...catalogue,
    preferences: preferencesOf(notes),
    stylistId: session.stylistId,
    usedItemIds,
    usedLookIds,
    priceCap,
  });
  if (!built) return null;
  const styleBoards = previous.filter((board) => board.kind === 'styleboard' && !board.revisionOf);
  const number = revising?.number ?? styleBoards.length + 1;
  const [board] = await db
    .insert(sessionBoards)
    .values({
      id: randomUUID(),
      sessionId: session.id,
      kind: 'styleboard',
      number,
      revisionOf: revising?.id ?? null,
      title: built.title,
      description: revising
        ? `A new take on style board ${number}, ${cheaper ? 'at a lower price' : 'with your changes'}.`
        : `Style board ${number}: ${built.itemIds.length} pieces picked for you.`,
      lookId: built.lookId,
      itemIds: built.itemIds,
      notes: notes.map((note) => note.text),
    })
    .returning();
  if (!board) throw new Error('The style board was not stored');
  return board;
};
