import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hiddenLooks, sessionBoards, stylingSessions, stylists } from '../../db/schema';
import { presentStylistSummary } from '../../presenters/stylistPresenter';
import { itemsWithFlags } from '../looks/lookQueries';
import { boardPictureSigner, type SignBoardPicture } from '../uploads/mediaUrls';

export type LookFilters = { type: string[]; stylist: string[] };

type BoardRow = typeof sessionBoards.$inferSelect;
type StylistRow = typeof stylists.$inferSelect;

const visibleBoards = (userId: string, filters: LookFilters) => {
  const conditions: SQL[] = [eq(stylingSessions.userId, userId), isNull(hiddenLooks.boardId)];
  if (filters.type.length) {
    conditions.push(inArray(sessionBoards.kind, filters.type as BoardRow['kind'][]));
  }
  if (filters.stylist.length) conditions.push(inArray(stylingSessions.stylistId, filters.stylist));
  return and(...conditions);
};

const boardsWithStylists = (db: Db, userId: string) =>
  db
    .select({ board: sessionBoards, stylist: stylists })
    .from(sessionBoards)
    .innerJoin(stylingSessions, eq(stylingSessions.id, sessionBoards.sessionId))
    .innerJoin(stylists, eq(stylists.id, stylingSessions.stylistId))
    .leftJoin(
      hiddenLooks,
      and(eq(hiddenLooks.boardId, sessionBoards.id), eq(hiddenLooks.userId, userId)),
    );

const presentLook = (
  board: BoardRow,
  stylist: StylistRow,
  pieces: Map<
    string,
    { uuid: string; name: string; brand_name: string; picture: string; price: number }
  >,
  signPicture: SignBoardPicture,
) => ({
  uuid: board.id,
  unique: board.id,
  name: board.title,
  outfit_name: board.title,
  type: board.kind,
  number: board.number,
  revision_of: board.revisionOf,
  description: board.description,
  picture: signPicture(board),
  session_uuid: board.sessionId,
  owner: presentStylistSummary(stylist),
  items: board.itemIds.flatMap((id) => {
    const piece = pieces.get(id);
    return piece ? [piece] : [];
  }),
  created: board.createdAt.toISOString(),
});

/**
 * The shopper's profile looks (`GET proxy/user/{uid}/looks`): the boards their stylists sent
 * them in their sessions, newest first, less those they hid; pages from 1.
 */
export const profileLooksPage = async (
  db: Db,
  userId: string,
  { from, count: size, filters }: { from: number; count: number; filters: LookFilters },
) => {
  const where = visibleBoards(userId, filters);
  const [rows, [total]] = await Promise.all([
    boardsWithStylists(db, userId)
      .where(where)
      .orderBy(desc(sessionBoards.createdAt), asc(sessionBoards.id))
      .offset((from - 1) * size)
      .limit(size),
    db
      .select({ value: count() })
      .from(sessionBoards)
      .innerJoin(stylingSessions, eq(stylingSessions.id, sessionBoards.sessionId))
      .leftJoin(
        hiddenLooks,
        and(eq(hiddenLooks.boardId, sessionBoards.id), eq(hiddenLooks.userId, userId)),
      )
      .where(where),
  ]);
  const itemIds = [...new Set(rows.flatMap((row) => row.board.itemIds))];
  const pieces = new Map(
    (await itemsWithFlags(db, itemIds, userId)).map((item) => [
      item.uuid,
      {
        uuid: item.uuid,
        name: item.name,
        brand_name: item.brand_name,
        picture: item.picture,
        price: item.price,
      },
    ]),
  );
  const quota = total?.value ?? 0;
  const signPicture = await boardPictureSigner(db);
  return {
    items: rows.map(({ board, stylist }) => presentLook(board, stylist, pieces, signPicture)),
    quota_max: quota,
    nextPage: from * size < quota ? from + 1 : null,
  };
};

/** The stylists of the shopper's sessions, for the looks' `stylist` filter. */
export const stylistsOfSessions = (db: Db, userId: string) =>
  db
    .selectDistinct({
      id: stylists.id,
      firstName: stylists.firstName,
      lastName: stylists.lastName,
      picture: stylists.profilePicture,
    })
    .from(stylingSessions)
    .innerJoin(stylists, eq(stylists.id, stylingSessions.stylistId))
    .where(eq(stylingSessions.userId, userId))
    .orderBy(asc(stylists.firstName), asc(stylists.lastName), asc(stylists.id));

/** A board from one of the shopper's own sessions, or null. */
export const ownBoard = async (db: Db, userId: string, boardId: string) => {
  const [row] = await db
    .select({ id: sessionBoards.id, kind: sessionBoards.kind })
    .from(sessionBoards)
    .innerJoin(stylingSessions, eq(stylingSessions.id, sessionBoards.sessionId))
    .where(and(eq(sessionBoards.id, boardId), eq(stylingSessions.userId, userId)));
  return row ?? null;
};

/** Hides a board from the shopper's profile (the session keeps it); again changes nothing. */
export const hideLook = (db: Db, userId: string, boardId: string) =>
  db.insert(hiddenLooks).values({ userId, boardId }).onConflictDoNothing();
