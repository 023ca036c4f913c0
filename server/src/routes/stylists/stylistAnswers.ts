import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews, stylists } from '../../db/schema';
import { presentReview, presentStylist } from '../../presenters/stylistPresenter';
import { reviewAvatar, reviewerAvatars } from '../../services/reviews/reviewerAvatars';
import { reviewPhotoVariantUrls } from '../../services/reviews/reviewPhotos';
import {
  countLooks,
  findStylist,
  looksFor,
  noStats,
  statsFor,
  tagsFor,
  tagsForMany,
} from './stylistQueries';

/**
 * The public answers of the stylist reads: the same for every reader, so the catalogue cache
 * keeps them (./stylistsRoutes.ts). Each answers null for an unknown stylist.
 */

export const stylistNames = async (db: Db) => {
  const rows = await db
    .select({ id: stylists.id, firstName: stylists.firstName, lastName: stylists.lastName })
    .from(stylists)
    .where(and(eq(stylists.isApproved, true), eq(stylists.isBot, false)))
    .orderBy(asc(stylists.firstName), asc(stylists.lastName), asc(stylists.id));
  return {
    items: rows.map((row) => ({
      stylist_uuid: row.id,
      stylist_name: `${row.firstName} ${row.lastName}`,
    })),
  };
};

export type Department = 'female' | 'male' | 'both';

const departmentsFor = (userGender: string | undefined): Department[] =>
  userGender === 'male'
    ? ['male', 'both']
    : userGender === 'female'
      ? ['female', 'both']
      : ['female', 'male', 'both'];

/**
 * `GET proxy/stylist/readAll`. Spec 000 §7 lists it as keeping items "only if they have no
 * picture". Read literally, that empties every list a shopper sees of it (the landing page's
 * featured stylists and the campaign carousels are stylists' pictures), so we take it for a quirk
 * of the original, an inverted filter, and follow the reading users can see: every approved,
 * non-bot stylist of the department, active ones first, pictures and all (spec README, "Reading
 * notes": keep the visible behaviour and say which reading the code follows).
 */
export const stylistList = async (db: Db, query: { count: number; user_gender?: string }) => {
  const rows = await db
    .select()
    .from(stylists)
    .where(
      and(
        eq(stylists.isApproved, true),
        eq(stylists.isBot, false),
        inArray(stylists.department, departmentsFor(query.user_gender)),
      ),
    )
    .orderBy(desc(stylists.isActive), asc(stylists.lastName), asc(stylists.id))
    .limit(query.count);
  const ids = rows.map((row) => row.id);
  const [stats, tags] = await Promise.all([statsFor(db, ids), tagsForMany(db, ids)]);
  return {
    items: rows.map((row) =>
      presentStylist(row, { stats: stats.get(row.id) ?? noStats, tags: tags.get(row.id) }),
    ),
  };
};

/** A profile without the reader's own fields (neutral values; no `why`, no `is_favorite`). */
export const stylistProfile = async (db: Db, id: string) => {
  const stylist = await findStylist(db, id);
  if (!stylist) return null;
  const [stats, tags, looks] = await Promise.all([
    statsFor(db, [stylist.id]),
    tagsFor(db, stylist.id),
    looksFor(db, stylist.id, 5),
  ]);
  return presentStylist(stylist, { stats: stats.get(stylist.id) ?? noStats, tags, looks });
};

export const whyWeRecommend = async (db: Db, id: string) => {
  const stylist = await findStylist(db, id);
  return stylist ? { data: stylist.whyWeRecommend } : null;
};

export const stylistLooks = async (db: Db, id: string, page: { from: number; count: number }) => {
  const stylist = await findStylist(db, id);
  if (!stylist) return null;
  const [looks, total] = await Promise.all([
    looksFor(db, stylist.id, page.count, (page.from - 1) * page.count),
    countLooks(db, stylist.id),
  ]);
  return {
    outfits: looks.map((look) => ({
      uuid: look.id,
      name: look.name,
      picture: look.picture,
      style_tags: look.styleTags,
    })),
    nextPage: page.from * page.count < total ? page.from + 1 : null,
  };
};

export const stylistReviews = async (db: Db, id: string, page: { from: number; count: number }) => {
  const stylist = await findStylist(db, id);
  if (!stylist) return null;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(eq(reviews.stylistId, stylist.id))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .offset(page.from)
      .limit(page.count),
    db.select({ value: count() }).from(reviews).where(eq(reviews.stylistId, stylist.id)),
  ]);
  const [avatars, photoVariants] = await Promise.all([
    reviewerAvatars(db, rows),
    reviewPhotoVariantUrls(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return {
    reviews: rows.map((row) =>
      presentReview(row, stylist, {
        avatar: reviewAvatar(row, avatars),
        photoVariants: photoVariants.get(row.id) ?? [],
      }),
    ),
    total: total?.value ?? 0,
  };
};
