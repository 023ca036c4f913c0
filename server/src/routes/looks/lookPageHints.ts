import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, looks } from '../../db/schema';
import { isMobileUserAgent } from '../../http/device';
import { fetchHint, hintLines, imageHint } from '../../http/pageHintTags';
import type { PageHints } from '../../http/spaRoutes';
import { feedOrder } from '../feed/feedRoutes';

const FEED_PATH = /^\/feed(?:\/(womenswear|menswear))?\/?$/;
const OUTFIT_PATH = /^\/outfit\/([0-9a-f-]{36})\/?$/i;
const ITEM_PATH = /^\/item(-legacy)?\/([0-9a-f-]{36})\/?$/i;

/** The looks of the first page whose pictures come with the HTML: the first screen's. */
const FEED_PICTURES = 3;

/**
 * A department's feed (`/feed`, `/feed/womenswear`, `/feed/menswear`): the pictures of its first
 * three looks, the first with high priority. Phones and tablets get none: the SPA shows visitors
 * there a sign-in prompt, not the feed. One query: the department's newest public looks, in the
 * feed's order. Not the feed's own request: a signed-in shopper's is the same URL, and Chromium
 * answers it with the preloaded visitor's feed (no likes, no matches), headers or not.
 */
const feedHints = async (db: Db, department: string | undefined, userAgent: string | undefined) => {
  if (isMobileUserAgent(userAgent)) return '';
  const gender = department === 'menswear' ? 'male' : 'female';
  const first = await db
    .select({ picture: looks.picture })
    .from(looks)
    .where(and(eq(looks.department, gender), eq(looks.isPublic, true)))
    .orderBy(...feedOrder)
    .limit(FEED_PICTURES);
  return hintLines(
    first.map((look, index) => imageHint(look.picture, index === 0 ? 'high' : 'auto')),
  );
};

/** A look's page: its record as a visitor reads it, and its picture. Only public looks. */
const outfitHints = async (db: Db, id: string) => {
  const [look] = await db
    .select({ id: looks.id, picture: looks.picture })
    .from(looks)
    .where(and(eq(looks.id, id), eq(looks.isPublic, true)));
  if (!look) return '';
  return hintLines([
    fetchHint(`/gateway/proxy/outfit/web/${encodeURIComponent(look.id)}/null`),
    imageHint(look.picture, 'high'),
  ]);
};

/**
 * An item's page: the item as a visitor reads it on the gateway (a shopper's read carries
 * `user_uuid`, another URL) and its picture. `/item-legacy/{id}` gets only the picture: its
 * second-root read is one URL for visitors and shoppers, and a preloaded visitor's answer would
 * stand in for a shopper's. Only catalogue items: a shopper's own upload is theirs.
 */
const itemHints = async (db: Db, id: string, legacy: boolean) => {
  const [item] = await db
    .select({ id: items.id, picture: items.picture })
    .from(items)
    .where(and(eq(items.id, id), isNull(items.ownerId)));
  if (!item) return '';
  const key = encodeURIComponent(item.id);
  return hintLines([
    ...(legacy ? [] : [fetchHint(`/gateway/proxy/item/catalog/${key}`)]),
    imageHint(item.picture, 'high'),
  ]);
};

/**
 * Preload hints for the feed, a look's page and an item's page (`path` inside /app): what the
 * page will ask for and show first, fetched while the app's code is still on its way. Other paths,
 * unknown or private looks and unknown items get none. Each is one query by an index.
 */
export const lookPageHints =
  (db: Db): PageHints =>
  async (path, request) => {
    const feed = FEED_PATH.exec(path);
    if (feed) return feedHints(db, feed[1], request.header('user-agent'));
    const outfit = OUTFIT_PATH.exec(path)?.[1];
    if (outfit) return outfitHints(db, outfit);
    const item = ITEM_PATH.exec(path);
    if (item?.[2]) return itemHints(db, item[2], Boolean(item[1]));
    return '';
  };
