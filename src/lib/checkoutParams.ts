import { decodeQueryParam, encodeQueryParam } from './bookingCodec';

/** The item checkout's selection (spec 001 §3 "Checkout selection"): items and sizes, a source. */
export type CheckoutSelection = { items: { uuid: string; size: string }[]; source: string };

/** At most this many items go to one checkout (the server's limit too). */
export const MAX_CHECKOUT_ITEMS = 50;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** The `params` query of `/shopping-list/checkout`: the selection encoded like `booking`. */
export const encodeCheckoutParams = (selection: CheckoutSelection): string =>
  encodeQueryParam(selection);

/**
 * Reads `params` back. Garbage (not our encoding, not an object, items that are not
 * `{ uuid, size }` strings) gives an empty selection; an item listed twice counts once.
 */
export const decodeCheckoutParams = (raw: string | null | undefined): CheckoutSelection => {
  const value = decodeQueryParam(raw);
  const source = isText(value.source, 50) ? value.source : 'cart';
  if (!Array.isArray(value.items)) return { items: [], source };
  const seen = new Set<string>();
  const items: CheckoutSelection['items'] = [];
  for (const entry of value.items as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { uuid, size } = entry as Record<string, unknown>;
    if (!isText(uuid, 100) || !isText(size, 20) || seen.has(uuid)) continue;
    seen.add(uuid);
    items.push({ uuid, size });
  }
  return { items: items.slice(0, MAX_CHECKOUT_ITEMS), source };
};
