import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, looks, stylists } from '../db/schema';

/**
 * The pages anyone may read and search engines may list, as paths under /app. An area that adds
 * a public page adds its path here; one whose pages come from the database adds a query to
 * `publicPageQueries`.
 */
export const publicPages: readonly string[] = [
  '/',
  '/how-it-works',
  '/pricing',
  '/lux',
  '/our-story',
  '/wedding',
  // The gift pages: how gift buyers arrive (spec 000 §2).
  '/gifts',
  '/gift-cards',
  '/gift-cards/lux',
  '/terms',
  '/privacy',
  '/blog',
  '/onboarding',
  '/feed',
  '/feed/womenswear',
  '/feed/menswear',
];

/** Every bookable stylist's profile: approved, active, not the assistant. */
const stylistProfiles = async (db: Db) =>
  (
    await db
      .select({ id: stylists.id })
      .from(stylists)
      .where(
        and(eq(stylists.isApproved, true), eq(stylists.isActive, true), eq(stylists.isBot, false)),
      )
      .orderBy(asc(stylists.id))
  ).map((row) => `/stylist/${encodeURIComponent(row.id)}/profile`);

/** Every public look's page. */
const lookPages = async (db: Db) =>
  (
    await db
      .select({ id: looks.id })
      .from(looks)
      .where(eq(looks.isPublic, true))
      .orderBy(asc(looks.id))
  ).map((row) => `/outfit/${encodeURIComponent(row.id)}`);

/** Every catalogue item's page (a shopper's own closet uploads are theirs alone). */
const itemPages = async (db: Db) =>
  (
    await db
      .select({ id: items.id })
      .from(items)
      .where(isNull(items.ownerId))
      .orderBy(asc(items.id))
  ).map((row) => `/item/${encodeURIComponent(row.id)}`);

/** Public pages the database lists, as paths under /app. */
export const publicPageQueries: readonly ((db: Db) => Promise<string[]>)[] = [
  stylistProfiles,
  lookPages,
  itemPages,
];

/** Every public page, static ones first. */
export const allPublicPages = async (db: Db) => [
  ...publicPages,
  ...(await Promise.all(publicPageQueries.map((query) => query(db)))).flat(),
];
