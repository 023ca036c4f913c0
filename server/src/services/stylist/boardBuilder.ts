import type { Preferences, Sizes } from './notes';

/** An item the stylist may put on a board. */
export type BoardItem = {
  id: string;
  name: string;
  category: string;
  color: string;
  price: number;
  sizes: string[];
};

/** A look the stylist may start a board from: its items in order. */
export type BoardLook = { id: string; name: string; stylistId: string; itemIds: string[] };

export type BuiltBoard = { lookId: string | null; title: string; itemIds: string[] };

/** Pieces that read as work clothes. */
const WORK = /blazer|trouser|shirt|blouse|loafer|pump|tote|briefcase|suit|pencil|oxford|chino/i;
const ALPHA_SIZES = new Set(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL']);
const MIN_ITEMS = 3;

/**
 * The size of this item the shopper said they wear: `null` when they said none for its kind (or
 * it is one size), `false` when they said one and the item does not come in it.
 */
export const theirSize = (item: Pick<BoardItem, 'category' | 'name' | 'sizes'>, sizes: Sizes) => {
  const words = `${item.category} ${item.name}`;
  const pick = (size: string | undefined) =>
    size === undefined ? null : item.sizes.includes(size) ? size : false;
  if (item.sizes.includes('One Size')) return 'One Size';
  if (/shoe|boot|sneaker|loafer|pump/i.test(words)) return pick(sizes.shoes);
  if (item.sizes.some((size) => ALPHA_SIZES.has(size))) return pick(sizes.alpha);
  if (/bottom|denim|jean|trouser|pant/i.test(words)) return pick(sizes.waist);
  return null;
};

/** Whether the item comes in the size the shopper wears (when they said one for its kind). */
const inTheirSize = (item: BoardItem, sizes: Sizes) => theirSize(item, sizes) !== false;

/** Whether an item may go on a board at all: in stock, in their size, nothing they ruled out. */
export const fits = (item: BoardItem, preferences: Preferences, priceCap: number | null) => {
  if (item.sizes.length === 0) return false;
  if (preferences.dislikedColours.has(item.color.toLowerCase())) return false;
  const words = `${item.category} ${item.name}`;
  if (preferences.dislikedPieces.some((piece) => piece.test(words))) return false;
  const cap = Math.min(preferences.budget ?? Infinity, priceCap ?? Infinity);
  if (item.price > cap) return false;
  return inTheirSize(item, preferences.sizes);
};

const workScore = (look: BoardLook, items: Map<string, BoardItem>) =>
  look.itemIds.filter((id) => WORK.test(items.get(id)?.name ?? '')).length;

export type BoardRequest = {
  looks: readonly BoardLook[];
  items: readonly BoardItem[];
  preferences: Preferences;
  /** The stylist of the session: their own looks come first. */
  stylistId: string;
  /** Items and looks already on the session's boards: a new board brings new ones. */
  usedItemIds: ReadonlySet<string>;
  usedLookIds: ReadonlySet<string>;
  /** A revision asked for something cheaper: every piece below this price. */
  priceCap?: number | null;
};

/**
 * A style board: the first look (the stylist's own first, the most work-like first when the
 * shopper asked for work) whose pieces, with any that do not fit swapped for one of the same
 * category that does, make at least three new pieces. Without such a look, a capsule of fitting
 * pieces from different categories. Null when nothing in the catalogue fits at all.
 */
export const buildBoard = (request: BoardRequest): BuiltBoard | null => {
  const { preferences, usedItemIds } = request;
  const cap = request.priceCap ?? null;
  const byId = new Map(request.items.map((item) => [item.id, item]));
  const fitting = request.items.filter(
    (item) => fits(item, preferences, cap) && !usedItemIds.has(item.id),
  );
  const looks = [...request.looks]
    .filter((look) => !request.usedLookIds.has(look.id))
    .sort(
      (a, b) =>
        Number(b.stylistId === request.stylistId) - Number(a.stylistId === request.stylistId) ||
        (preferences.forWork ? workScore(b, byId) - workScore(a, byId) : 0),
    );

  for (const look of looks) {
    const chosen: string[] = [];
    for (const itemId of look.itemIds) {
      const item = byId.get(itemId);
      if (!item) continue;
      const swap =
        fits(item, preferences, cap) && !usedItemIds.has(item.id)
          ? item
          : fitting.find(
              (other) =>
                other.category === item.category &&
                !chosen.includes(other.id) &&
                (!preferences.forWork || WORK.test(other.name) || !WORK.test(item.name)),
            );
      if (swap && !chosen.includes(swap.id)) chosen.push(swap.id);
    }
    if (chosen.length >= MIN_ITEMS) return { lookId: look.id, title: look.name, itemIds: chosen };
  }

  const capsule: BoardItem[] = [];
  const ranked = preferences.forWork
    ? [...fitting].sort((a, b) => Number(WORK.test(b.name)) - Number(WORK.test(a.name)))
    : fitting;
  for (const item of ranked) {
    if (capsule.length === 4) break;
    if (!capsule.some((other) => other.category === item.category)) capsule.push(item);
  }
  if (capsule.length === 0) return null;
  return {
    lookId: null,
    title: preferences.forWork ? 'Workweek capsule' : 'Capsule edit',
    itemIds: capsule.map((item) => item.id),
  };
};
