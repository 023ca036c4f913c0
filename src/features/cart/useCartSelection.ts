import { useEffect, useMemo, useState } from 'react';
import { selectUserId } from '@/api/authSlice';
import type { CartItem } from '@/api/cartApi';
import { useAppSelector } from '@/app/hooks';
import { canSelect, type CartSelection } from './cartRules';

const storageKey = (userId: string) => `cart-selection:${userId}`;

/** The longest size the cart accepts (the server's limit). */
const MAX_SIZE_LENGTH = 20;

const read = (key: string | null): CartSelection => {
  if (!key) return {};
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && entry[1].length <= MAX_SIZE_LENGTH,
      ),
    );
  } catch {
    return {};
  }
};

const write = (key: string | null, selection: CartSelection) => {
  if (!key) return;
  try {
    sessionStorage.setItem(key, JSON.stringify(selection));
  } catch {
    // Storage unavailable: the selection lasts as long as the page.
  }
};

/**
 * What is ticked among the items the cart holds now: items gone from the cart, or that can no
 * longer be ticked (sold out since), drop out; a size no longer offered is cleared.
 */
const within = (selection: CartSelection, items: readonly CartItem[]): CartSelection =>
  Object.fromEntries(
    items
      .filter((item) => item.id in selection && canSelect(item))
      .map((item) => {
        const size = selection[item.id] ?? '';
        return [item.id, item.availableSizes.includes(size) ? size : ''];
      }),
  );

/**
 * The shopper's cart selection (spec 001 §4 "Cart selection"), kept in session storage per
 * shopper so a return from checkout (a declined card, the back button) finds it as it was.
 * `items` is the cart as loaded (undefined while it loads, when nothing is pruned or saved).
 */
export const useCartSelection = (items: readonly CartItem[] | undefined) => {
  const userId = useAppSelector(selectUserId);
  const key = userId ? storageKey(userId) : null;
  const [stored, setSelection] = useState(() => read(key));
  const selection = useMemo(() => (items ? within(stored, items) : stored), [stored, items]);

  useEffect(() => {
    if (items) write(key, selection);
  }, [items, key, selection]);

  return [selection, setSelection] as const;
};
