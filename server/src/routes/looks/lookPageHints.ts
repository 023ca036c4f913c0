import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { looks } from '../../db/schema';
import { isMobileUserAgent } from '../../http/device';
import { imageHint } from '../../http/pageHintTags';
import type { PageData, PageHints } from '../../http/spaRoutes';
import { itemsWithFlags } from '../../services/looks/lookQueries';
import { feedOrder } from '../feed/feedRoutes';
import { outfitAnswer } from './lookRoutes';

const FEED_PATH = /^\/feed(?:\/(womenswear|menswear))?\/?$/;
const OUTFIT_PATH = /^\/outfit\/([0-9a-f-]{36})\/?$/i;
const ITEM_PATH = /^\/item(-legacy)?\/([0-9a-f-]{36})\/?$/i;

/** A look's page or an item's: one HTML for everyone (their data reads nothing of the request). */
export const isLookOrItemPage = (path: string) => OUTFIT_PATH.test(path) || ITEM_PATH.test(path);

/** The box the look and item pages give their picture's `<img>` (4:5; CSS sets its width). */
const PICTURE_SIZE = { width: 400, height: 500 };

/** The looks of the first page whose pictures come with the HTML: the first screen's. */
const FEED_PICTURES = 3;

/**
 * A department's feed (`/feed`, `/feed/womenswear`, `/feed/menswear`): the pictures of its first
 * three looks, the first with high priority. Phones and tablets get none: the SPA shows visitors
 * there a sign-in prompt, not the feed. One query: the department's newest public looks, in the
 * feed's order. Not the feed's own request: a signed-in shopper's is the same URL, and Chromium
 * answers it with the preloaded visitor's feed (no likes, no matches), headers or not.
 */
const feedHints = async (
  db: Db,
  department: string | undefined,
  userAgent: string | undefined,
): Promise<PageData | null> => {
  if (isMobileUserAgent(userAgent)) return null;
  const gender = department === 'menswear' ? 'male' : 'female';
  const first = await db
    .select({ picture: looks.picture })
    .from(looks)
    .where(and(eq(looks.department, gender), eq(looks.isPublic, true)))
    .orderBy(...feedOrder)
    .limit(FEED_PICTURES);
  return {
    hints: first.map((look, index) => imageHint(look.picture, index === 0 ? 'high' : 'auto')),
  };
};

/** The name a look's page gives its stylist (src/features/looks/outfit.ts `stylistName`). */
const stylistName = (owner: { first_name: string | null; last_name: string | null }) =>
  [owner.first_name, owner.last_name].filter(Boolean).join(' ');

/**
 * A look's page: its record as the gateway answers a visitor (carried in the page, read by the
 * SPA instead of asking), its picture (drawn in the shell, named as the page names it:
 * src/features/looks/outfit/OutfitDetails.tsx), and its link preview: its name, its stylist's
 * and its picture, worded as the page words its head (src/features/looks/outfit/OutfitPage.tsx).
 * Only public looks.
 */
const outfitHints = async (db: Db, id: string): Promise<PageData | null> => {
  const look = await outfitAnswer(db, id, null).catch(() => null);
  if (!look) return null;
  const author = stylistName(look.owner);
  return {
    hints: [imageHint(look.picture, 'high')],
    picture: look.picture
      ? {
          src: look.picture,
          alt: `${look.name || 'A look'}${author ? ` by ${author}` : ''}`,
          ...PICTURE_SIZE,
        }
      : undefined,
    answers: { [`proxy/outfit/web/${encodeURIComponent(id)}/null`]: look },
    preview: {
      title: look.name || 'Look',
      description: `${look.name || 'A look'}${author ? ` by ${author}` : ''}: every piece, ready to shop.`,
      image: look.picture,
      imageAlt: look.name || 'A look',
      type: 'article',
    },
  };
};

/**
 * An item's page: the item as the gateway answers a visitor (a shopper's read carries
 * `user_uuid`, another URL), carried in the page; its picture (drawn in the shell as the
 * gallery draws it: src/features/looks/item/ItemGallery.tsx); and its link preview, worded as
 * the page words its head (src/features/looks/item/ItemPage.tsx). `/item-legacy/{id}` reads the
 * second root, one URL for visitors and shoppers: it gets the picture and the preview only. Only
 * catalogue items: a shopper's own upload is theirs.
 */
const itemHints = async (db: Db, id: string, legacy: boolean): Promise<PageData | null> => {
  // An id that is no UUID at all (the path allows 36 dashes) is no item, not an error.
  const [item] = await itemsWithFlags(db, [id], null).catch(() => []);
  if (!item) return null;
  const named = `${item.name}${item.brand ? ` by ${item.brand}` : ''}`;
  return {
    hints: [imageHint(item.picture, 'high')],
    picture: item.picture ? { src: item.picture, alt: item.name, ...PICTURE_SIZE } : undefined,
    answers: legacy ? {} : { [`proxy/item/catalog/${encodeURIComponent(id)}`]: item },
    preview: {
      title: named,
      description: `${named}${item.retailer_name ? ` from ${item.retailer_name}` : ''}. ${item.description || 'Picked by our stylists.'}`,
      image: item.picture,
      imageAlt: named,
      type: 'product',
    },
  };
};

/**
 * The data of the feed, a look's page and an item's page (`path` inside /app): the pictures the
 * page shows first, fetched while the app's code is still on its way, and for a look or an item
 * its record and link preview. Other paths, unknown or private looks and unknown items get none.
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
    return null;
  };
