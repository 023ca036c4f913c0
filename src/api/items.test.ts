import { describe, expect, it } from 'vitest';
import { isSoldOut, normaliseItem } from './items';

describe('normaliseItem', () => {
  it('normalises a shoppable item on sale', () => {
    expect(
      normaliseItem({
        uuid: 'i-1',
        name: 'Silk Blouse',
        brand_name: 'Solenne',
        retailer_name: 'Gallery Row',
        color: 'Navy',
        sale_price: 90,
        retail_price: 120,
        price: 90,
        sizes: ['S', 'M'],
        is_shoppable: true,
        available_for_checkout: true,
        picture: '/i.svg',
        buy_url: 'https://gallery.example/i-1',
        buy_url_short: 'gallery.example',
        is_in_cart: true,
      }),
    ).toMatchObject({
      id: 'i-1',
      name: 'Silk Blouse',
      brand: 'Solenne',
      price: 90,
      retailPrice: 120,
      salePrice: 90,
      currency: 'USD',
      isShoppable: true,
      isInStock: true,
      isAffiliate: false,
      sizes: ['S', 'M'],
      primaryPicture: '/i.svg',
      isInCart: true,
      isInCloset: false,
    });
  });

  it('marks an item sold only at the retailer as affiliate and in stock, never sold out', () => {
    const item = normaliseItem({
      uuid: 'i-2',
      available_for_checkout: false,
      sizes: [],
      retail_price: 50,
    });
    expect(item).toMatchObject({
      isAffiliate: true,
      isShoppable: false,
      isInStock: true,
      price: 50,
    });
    expect(isSoldOut(item)).toBe(false);
  });

  it('treats an item without sizes as sold out', () => {
    const item = normaliseItem({ uuid: 'i-3', available_for_checkout: true, sizes: [] });
    expect(item).toMatchObject({ isShoppable: false, isInStock: false });
    expect(isSoldOut(item)).toBe(true);
  });

  it('reads the id from item_uuid, uuid or unique', () => {
    expect(normaliseItem({ unique: 'u' }).id).toBe('u');
    expect(normaliseItem({ uuid: 'v', unique: 'u' }).id).toBe('v');
    expect(normaliseItem({ item_uuid: 'w', uuid: 'v' }).id).toBe('w');
  });
});
