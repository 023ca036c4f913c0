import { isSoldOut } from '@/api/items';
import type { CartItem } from '@/api/cartApi';

/**
 * The cart page's rules (spec 001 §2 cart page, §4 "Cart selection", §5, §7 express checkout),
 * as pure functions of the cart and the shopper's selection.
 */

/** What the shopper ticked, by item id, with the size chosen for each (empty: none yet). */
export type CartSelection = Readonly<Record<string, string>>;

/** Sold out: not sold only at the retailer, and no size left (spec 001 §4). */
const soldOut = (item: CartItem) =>
  isSoldOut({ isAffiliate: item.isAffiliate, sizes: item.availableSizes });

/** An item can be ticked only when it is shoppable here and not sold out. */
/** Only what can be checked out here: shoppable, sold here (not only at the retailer), in stock. */
export const canSelect = (item: CartItem) =>
  item.isShoppable && !item.isAffiliate && !soldOut(item);

const without = (selection: CartSelection, itemId: string): CartSelection =>
  Object.fromEntries(Object.entries(selection).filter(([id]) => id !== itemId));

/** Ticks or unticks an item (one that cannot be ticked is left out). */
export const toggleSelected = (
  selection: CartSelection,
  item: CartItem,
  selected: boolean,
): CartSelection => {
  const rest = without(selection, item.id);
  if (!selected || !canSelect(item)) return rest;
  return { ...rest, [item.id]: selection[item.id] ?? item.size ?? '' };
};

/** Choosing a size on an item also selects it (if it can be). */
export const sizeChosen = (selection: CartSelection, item: CartItem, size: string) =>
  canSelect(item) ? { ...selection, [item.id]: size } : selection;

/** Removing an item from the cart deselects it. */
export const itemRemoved = (selection: CartSelection, itemId: string): CartSelection =>
  without(selection, itemId);

export const SIZE_REQUIRED = 'Please select a size for all selected items.';

/** Selected items that come in sizes but have none chosen: their size selector shows the error. */
export const itemsMissingSize = (items: readonly CartItem[], selection: CartSelection) =>
  items.filter(
    (item) => item.id in selection && item.availableSizes.length > 0 && !selection[item.id],
  );

/** Checkout: disabled with nothing selected; blocked, with the message, while a size is missing. */
export const checkoutState = (items: readonly CartItem[], selection: CartSelection) => {
  const selected = items.filter((item) => item.id in selection);
  if (selected.length === 0) return { canCheckout: false, error: null } as const;
  return itemsMissingSize(items, selection).length > 0
    ? ({ canCheckout: false, error: SIZE_REQUIRED } as const)
    : ({ canCheckout: true, error: null } as const);
};

/**
 * The order summary of the selected items (spec 001 §2): the subtotal of retail prices, the
 * saving (retail minus price, shown only above 0) and the estimated total of prices. Shipping is
 * 'Free' and tax 'At Checkout'.
 */
export const orderSummary = (items: readonly CartItem[], selection: CartSelection) => {
  const selected = items.filter((item) => item.id in selection);
  const subtotal = selected.reduce((sum, item) => sum + item.retailPrice, 0);
  const total = selected.reduce((sum, item) => sum + item.price, 0);
  const saving = subtotal - total;
  return { subtotal, saving: saving > 0 ? saving : null, total };
};

/** The cart's sort options (spec 001 §2, §9), as the cart call's `sort` and `order`. */
export const CART_SORTS = [
  { label: 'Newest', sort: 'created', order: 'desc' },
  { label: 'Price High to Low', sort: 'price', order: 'desc' },
  { label: 'Price Low to High', sort: 'price', order: 'asc' },
  { label: 'Retailer', sort: 'retailer', order: 'asc' },
] as const;
