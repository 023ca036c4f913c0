import { describe, expect, it } from 'vitest';
import { encodeQueryParam } from './bookingCodec';
import { decodeCheckoutParams, encodeCheckoutParams } from './checkoutParams';

describe('checkout params', () => {
  it('round-trips a selection', () => {
    const selection = {
      items: [
        { uuid: 'a', size: 'M' },
        { uuid: 'b', size: '8' },
      ],
      source: 'cart',
    };
    expect(decodeCheckoutParams(encodeCheckoutParams(selection))).toEqual(selection);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not base64', '%%%garbage'],
    ['not an object', encodeQueryParam([1, 2])],
    ['items not a list', encodeQueryParam({ items: 'a' })],
  ])('gives an empty selection for %s', (_name, raw) => {
    expect(decodeCheckoutParams(raw).items).toEqual([]);
  });

  it('drops malformed items and repeats, and defaults the source', () => {
    const raw = encodeQueryParam({
      items: [
        { uuid: 'a', size: 'M' },
        { uuid: 'a', size: 'L' },
        { uuid: 'b' },
        { uuid: 3, size: 'M' },
        null,
        { uuid: 'c', size: ' ' },
        { uuid: 'd', size: 'XL' },
      ],
      source: { evil: true },
    });
    expect(decodeCheckoutParams(raw)).toEqual({
      items: [
        { uuid: 'a', size: 'M' },
        { uuid: 'd', size: 'XL' },
      ],
      source: 'cart',
    });
  });
});
