import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/api/cartApi';
import {
  CART_SORTS,
  canSelect,
  checkoutState,
  itemRemoved,
  itemsMissingSize,
  orderSummary,
  SIZE_REQUIRED,
  sizeChosen,
  toggleSelected,
} from './cartRules';

const item = (id: string, overrides: Partial<CartItem> = {}): CartItem => ({
  id,
  title: `Item ${id}`,
  picture: null,
  brand: 'Brand',
  retailer: 'Retailer',
  retailPrice: 100,
  salePrice: null,
  price: 100,
  buyUrl: null,
  buyUrlShort: null,
  description: '',
  lookId: null,
  originalItemId: null,
  isInCloset: false,
  isShoppable: true,
  isAffiliate: false,
  availableSizes: ['S', 'M'],
  size: null,
  ...overrides,
});

const shirt = item('shirt');
const soldOut = item('sold-out', { availableSizes: [], isShoppable: false });
const atRetailer = item('retailer', { isAffiliate: true, isShoppable: false });
const bag = item('bag', { availableSizes: [] });

describe('cart selection', () => {
  it.each([
    ['a shoppable item with sizes', shirt, true],
    ['a sold-out item', soldOut, false],
    ['an item sold only at the retailer', atRetailer, false],
    [
      'an item sold only at the retailer even if flagged shoppable',
      { ...atRetailer, isShoppable: true },
      false,
    ],
    ['an item with no size left', bag, false],
  ])('%s can be ticked: %s', (_name, candidate, expected) => {
    expect(canSelect(candidate)).toBe(expected);
  });

  it('ticks and unticks, never an item that cannot be ticked', () => {
    const ticked = toggleSelected({}, shirt, true);
    expect(ticked).toEqual({ shirt: '' });
    expect(toggleSelected(ticked, shirt, false)).toEqual({});
    expect(toggleSelected({}, soldOut, true)).toEqual({});
  });

  it('starts from the size the cart holds', () => {
    expect(toggleSelected({}, item('x', { size: 'M' }), true)).toEqual({ x: 'M' });
  });

  it('selects an item when its size is chosen, and deselects it when it is removed', () => {
    const chosen = sizeChosen({}, shirt, 'M');
    expect(chosen).toEqual({ shirt: 'M' });
    expect(sizeChosen({}, soldOut, 'M')).toEqual({});
    expect(itemRemoved(chosen, 'shirt')).toEqual({});
  });
});

describe('checkout', () => {
  it.each([
    ['nothing selected', {}, { canCheckout: false, error: null }],
    ['a selected item without a size', { shirt: '' }, { canCheckout: false, error: SIZE_REQUIRED }],
    ['every selected item sized', { shirt: 'S' }, { canCheckout: true, error: null }],
  ])('%s', (_name, selection, expected) => {
    expect(checkoutState([shirt, soldOut], selection)).toEqual(expected);
  });

  it('marks the selected items still missing a size', () => {
    const other = item('other');
    expect(itemsMissingSize([shirt, other], { shirt: '', other: 'M' })).toEqual([shirt]);
  });
});

describe('order summary', () => {
  it.each([
    [
      'no saving',
      [item('a', { retailPrice: 80, price: 80 })],
      { subtotal: 80, saving: null, total: 80 },
    ],
    [
      'a sale',
      [
        item('a', { retailPrice: 120, salePrice: 90, price: 90 }),
        item('b', { retailPrice: 50, price: 50 }),
      ],
      { subtotal: 170, saving: 30, total: 140 },
    ],
  ])('%s', (_name, items, expected) => {
    const selection = Object.fromEntries(items.map((entry) => [entry.id, 'M']));
    expect(orderSummary(items, selection)).toEqual(expected);
  });

  it('counts only the selected items', () => {
    expect(orderSummary([shirt, item('b', { price: 40, retailPrice: 40 })], { b: 'S' })).toEqual({
      subtotal: 40,
      saving: null,
      total: 40,
    });
  });
});

describe('sort options', () => {
  it('are the spec’s four, Newest first, as the cart call’s sort and order', () => {
    expect(CART_SORTS.map(({ label, sort, order }) => `${label}: ${sort} ${order}`)).toEqual([
      'Newest: created desc',
      'Price High to Low: price desc',
      'Price Low to High: price asc',
      'Retailer: retailer asc',
    ]);
  });
});
