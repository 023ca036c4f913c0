import { and, avg, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { isLiveSession } from '../../services/booking/activeSession';
import {
  chatChannels,
  favoriteStylists,
  lookTags,
  looks,
  reviews,
  stylingSessions,
  stylistTags,
  stylists,
  tags,
  userMatches,
} from '../../db/schema';
import type { LookSummary, StylistPersonal, StylistStats } from '../../presenters/stylistPresenter';
import { paidSession } from '../../services/membership/paidSessions';

/** Review count and average rating per stylist. */
export const statsFor = async (db: Db, stylistIds: string[]) => {
  const stats = new Map<string, StylistStats>();
  if (!stylistIds.length) return stats;
  const rows = await db
    .select({ stylistId: reviews.stylistId, reviewsCount: count(), average: avg(reviews.rate) })
    .from(reviews)
    .where(inArray(reviews.stylistId, stylistIds))
    .groupBy(reviews.stylistId);
  for (const row of rows) {
    stats.set(row.stylistId, {
      reviewsCount: row.reviewsCount,
      averageRating: row.average === null ? null : Math.round(Number(row.average) * 10) / 10,
    });
  }
  return stats;
};

export const noStats: StylistStats = { reviewsCount: 0, averageRating: null };

export const tagsFor = (db: Db, stylistId: string) =>
  db
    .select({ tag: tags })
    .from(stylistTags)
    .innerJoin(tags, eq(tags.id, stylistTags.tagId))
    .where(eq(stylistTags.stylistId, stylistId))
    .orderBy(tags.position, tags.name)
    .then((rows) => rows.map((row) => row.tag));

/** Tags of several stylists at once, in the order `tagsFor` answers them. */
export const tagsForMany = async (db: Db, stylistIds: string[]) => {
  const byStylist = new Map<string, (typeof tags.$inferSelect)[]>();
  if (!stylistIds.length) return byStylist;
  const rows = await db
    .select({ stylistId: stylistTags.stylistId, tag: tags })
    .from(stylistTags)
    .innerJoin(tags, eq(tags.id, stylistTags.tagId))
    .where(inArray(stylistTags.stylistId, stylistIds))
    .orderBy(tags.position, tags.name);
  for (const row of rows) {
    byStylist.set(row.stylistId, [...(byStylist.get(row.stylistId) ?? []), row.tag]);
  }
  return byStylist;
};

const publicLooksOf = (stylistId: string) =>
  and(eq(looks.stylistId, stylistId), eq(looks.isPublic, true));

/** How many public looks a stylist has. */
export const countLooks = async (db: Db, stylistId: string) =>
  (await db.select({ value: count() }).from(looks).where(publicLooksOf(stylistId)))[0]?.value ?? 0;

/** A stylist's newest public looks with their style tags (`offset` for paging). */
export const looksFor = async (
  db: Db,
  stylistId: string,
  limit: number,
  offset = 0,
): Promise<LookSummary[]> => {
  const rows = await db
    .select()
    .from(looks)
    .where(publicLooksOf(stylistId))
    .orderBy(desc(looks.createdAt), looks.id)
    .offset(offset)
    .limit(limit);
  if (!rows.length) return [];
  const tagRows = await db
    .select({ lookId: lookTags.lookId, name: tags.name })
    .from(lookTags)
    .innerJoin(tags, eq(tags.id, lookTags.tagId))
    .where(
      inArray(
        lookTags.lookId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(tags.position, tags.name);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    picture: row.picture,
    styleTags: tagRows.filter((tag) => tag.lookId === row.id).map((tag) => tag.name),
  }));
};

const stylistById = preparedStatement((db) =>
  db
    .select()
    .from(stylists)
    .where(eq(stylists.id, sql.placeholder('id')))
    .limit(1)
    .prepare('stylist_by_id'),
);

export const findStylist = async (db: Db, id: string) =>
  (await stylistById(db).execute({ id }))[0] ?? null;

/**
 * The signed-in reader's own fields for several stylists: their stored match, sessions, chat
 * channel and favourite. Always filtered by `userId`: pass only the signed-in user's id.
 */
export const personalFor = async (db: Db, userId: string, stylistIds: string[]) => {
  const personal = new Map<string, StylistPersonal>();
  if (!stylistIds.length) return personal;
  const [matches, sessions, channels, favorites] = await Promise.all([
    db
      .select()
      .from(userMatches)
      .where(and(eq(userMatches.userId, userId), inArray(userMatches.stylistId, stylistIds))),
    db
      .select({
        stylistId: stylingSessions.stylistId,
        status: stylingSessions.status,
        // Reviews need a paid session (../../services/membership/paidSessions.ts).
        paid: sql<boolean>`coalesce(${paidSession}, false)`,
      })
      .from(stylingSessions)
      .where(
        and(eq(stylingSessions.userId, userId), inArray(stylingSessions.stylistId, stylistIds)),
      ),
    db
      .select({ stylistId: chatChannels.stylistId, sid: chatChannels.sid })
      .from(chatChannels)
      .where(and(eq(chatChannels.clientId, userId), inArray(chatChannels.stylistId, stylistIds))),
    db
      .select({ stylistId: favoriteStylists.stylistId })
      .from(favoriteStylists)
      .where(
        and(eq(favoriteStylists.userId, userId), inArray(favoriteStylists.stylistId, stylistIds)),
      ),
  ]);
  for (const stylistId of stylistIds) {
    const match = matches.find((row) => row.stylistId === stylistId);
    const own = sessions.filter((row) => row.stylistId === stylistId);
    personal.set(stylistId, {
      match: match ? { percentage: match.percentage, tags: match.tags, why: match.why } : null,
      hasActiveSession: own.some((row) => isLiveSession(row.status)),
      hasSession: own.some((row) => row.paid),
      channelSid: channels.find((row) => row.stylistId === stylistId)?.sid ?? null,
      isFavorite: favorites.some((row) => row.stylistId === stylistId),
    });
  }
  return personal;
};

/** The neutral personal fields (a stylist the reader has nothing to do with). */
export const noPersonal: StylistPersonal = {
  match: null,
  hasActiveSession: false,
  hasSession: false,
  channelSid: null,
  isFavorite: false,
};

/** A stylist shoppers can book: approved, active and not the assistant. */
export const isBookable = (stylist: typeof stylists.$inferSelect) =>
  stylist.isApproved && stylist.isActive && !stylist.isBot;
