import { afterEach, describe, expect, it } from 'vitest';
import { bookingSourceFor, noteShopItBack } from './shopItBackVisit';

afterEach(() => sessionStorage.clear());

describe('bookingSourceFor', () => {
  it("keeps the page's source until Shop it Back is chosen, then sends the campaign's", () => {
    expect(bookingSourceFor('stylist profile')).toBe('stylist profile');
    noteShopItBack();
    expect(bookingSourceFor('stylist profile')).toBe('shop-it-back');
    expect(bookingSourceFor('match page')).toBe('shop-it-back');
  });
});
