import { Hono } from 'hono';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { lookLikes, looks, reviews, stylists, userMatches } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { readQuery } from '../../http/validate';
import { decodeFeedToken, encodeFeedToken } from './feedToken';

const feedSchema = z.object({
  gender: z.enum(['female', 'male']).default('female'),
  pageToken: z.string().max(500).optional(),
  count: z.coerce.number().int().min(1).max(50).default(30),
});

type StylistRow = typeof stylists.$inferSelect;

/** Looks in the order of their tokens: the time as the token holds it (milliseconds), then id. */
const createdMs = sql`date_trunc('milliseconds', ${looks.createdAt})`;

/** The feed's order, newest first: its pages, and the first page's pictures the HTML preloads. */
export const feedOrder = [desc(createdMs), desc(looks.id)] as const;

const feedStylist = (stylist: StylistRow) => ({
  id: stylist.id,
  firstName: stylist.firstName,
  lastName: stylist.lastName,
  pictureUrl: stylist.profilePicture,
});

/** Where the other item types sit among a page's looks. */
const GIFT_OFFER_AT = 4;
const MATCH_AT = 8;
const REVIEW_AT = 15;

const likedOf = async (db: Db, userId: string | null, lookIds: string[]) => {
  if (!userId || lookIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ lookId: lookLikes.lookId })
    .from(lookLikes)
    .where(and(eq(lookLikes.userId, userId), inArray(lookLikes.lookId, lookIds)));
  return new Set(rows.map((row) => row.lookId));
};

/** The page's review: the newest reviews in turn, one per page. */
const reviewFor = async (db: Db, page: number) => {
  const [row] = await db
    .select({ review: reviews, stylist: stylists })
    .from(reviews)
    .innerJoin(stylists, eq(stylists.id, reviews.stylistId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(page - 1)
    .limit(1);
  return row
    ? {
        type: 'review' as const,
        id: row.review.id,
        title: row.review.title ?? `${row.review.rate} stars for ${row.stylist.firstName}`,
        description: row.review.description,
        rate: row.review.rate,
        author: row.review.clientFirstName,
        stylist: feedStylist(row.stylist),
      }
    : null;
};

/** The signed-in shopper's matches: three on the first page, then one per page. */
const matchFor = async (db: Db, userId: string | null, page: number) => {
  if (!userId) return null;
  const take = page === 1 ? 3 : 1;
  const rows = await db
    .select({ match: userMatches, stylist: stylists })
    .from(userMatches)
    .innerJoin(stylists, eq(stylists.id, userMatches.stylistId))
    .where(eq(userMatches.userId, userId))
    .orderBy(desc(userMatches.percentage), stylists.id)
    .offset(page === 1 ? 0 : page + 1)
    .limit(take);
  const experts = rows.map(({ match, stylist }) => ({
    stylist: feedStylist(stylist),
    match: { location: stylist.location, score: match.percentage },
  }));
  if (experts.length === 0) return null;
  if (page === 1 && experts.length > 1) return { type: 'match-multi' as const, experts };
  const [expert] = experts;
  return expert ? { type: 'match-single' as const, ...expert } : null;
};

/**
 * `GET feed` (gateway, public): a department's public looks, newest first, in pages of `count`
 * (30 by default) after `pageToken`, with the other feed item types mixed in: the gift-card offer
 * on the first page, the signed-in shopper's matches (several on the first page, one on each
 * later one) and a review per page. Each look says whether the signed-in shopper liked it.
 */
export const feedRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/feed', async (c) => {
    const query = readQuery(c, feedSchema);
    const cursor = query.pageToken ? decodeFeedToken(query.pageToken, query.gender) : null;
    const page = cursor ? cursor.page + 1 : 1;
    const userId = c.get('user')?.id ?? null;
    const rows = await db
      .select({ look: looks, stylist: stylists })
      .from(looks)
      .innerJoin(stylists, eq(stylists.id, looks.stylistId))
      .where(
        and(
          eq(looks.department, query.gender),
          eq(looks.isPublic, true),
          cursor
            ? sql`(${createdMs}, ${looks.id}) < (${new Date(cursor.createdAt)}, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(...feedOrder)
      .limit(query.count + 1);
    const pageRows = rows.slice(0, query.count);
    const [liked, review, match] = await Promise.all([
      likedOf(
        db,
        userId,
        pageRows.map((row) => row.look.id),
      ),
      reviewFor(db, page),
      matchFor(db, userId, page),
    ]);
    const items: unknown[] = pageRows.map(({ look, stylist }) => ({
      type: 'outfit',
      id: look.id,
      name: look.name,
      pictureUrl: look.picture,
      liked: liked.has(look.id),
      stylist: feedStylist(stylist),
    }));
    const insert = (at: number, item: unknown) => {
      if (item && items.length >= at) items.splice(at, 0, item);
    };
    insert(REVIEW_AT, review);
    insert(MATCH_AT, match);
    if (page === 1) insert(GIFT_OFFER_AT, { type: 'gift-card-offer', id: 'gift-card-offer' });
    const last = pageRows.at(-1);
    const hasNextPage = rows.length > query.count && last !== undefined;
    return c.json({
      items,
      pageInfo: {
        hasNextPage,
        nextPageToken:
          hasNextPage && last
            ? encodeFeedToken({
                gender: query.gender,
                createdAt: last.look.createdAt.toISOString(),
                id: last.look.id,
                page,
              })
            : null,
      },
    });
  });
