import { describe, expect, it } from 'vitest';
import { toOrder, toOrderItem, toOrdersPage } from './orders';

const address = {
  name: 'Ada Lovelace',
  line1: '12 Marsh Lane',
  line2: '',
  city: 'Brooklyn',
  state: 'NY',
  postalCode: '11201',
  country: 'US',
  phone: '+1 555 0100',
};

describe('toOrder', () => {
  it('normalises the contract shape', () => {
    expect(
      toOrder({
        uuid: 'o-1',
        order_number: 'LW-00001234',
        created: '2025-03-05T14:00:00.000Z',
        status: 'paid',
        completed: true,
        checkoutSource: 'express checkout',
        source: 'item',
        items: [
          {
            item_uuid: 'i-1',
            name: 'Silk Blouse',
            brand_name: 'Solenne',
            picture: '/media/i-1.svg',
            price: 90,
            item_size: 'M',
          },
        ],
        priceBreakdown: { subtotal: 90, tax: 8, shipping: 0, total: 98 },
        shippingAddress: address,
      }),
    ).toEqual({
      id: 'o-1',
      number: 'LW-00001234',
      created: '2025-03-05T14:00:00.000Z',
      status: 'paid',
      completed: true,
      checkoutSource: 'express checkout',
      source: 'item',
      items: [
        {
          id: 'i-1',
          name: 'Silk Blouse',
          brand: 'Solenne',
          picture: '/media/i-1.svg',
          price: 90,
          size: 'M',
        },
      ],
      priceBreakdown: { subtotal: 90, tax: 8, shipping: 0, total: 98 },
      shippingAddress: address,
    });
  });

  it('reads the spec’s other names: confirmationNumber, uuid and pictureUrl', () => {
    const order = toOrder({
      uuid: 'o-2',
      confirmationNumber: 'C-77',
      items: [{ uuid: 'i-2', pictureUrl: '/p.jpg', price: 40 }],
    });
    expect(order.number).toBe('C-77');
    expect(order.items[0]).toEqual({
      id: 'i-2',
      name: '',
      brand: '',
      picture: '/p.jpg',
      price: 40,
      size: null,
    });
  });

  it('fills what is missing: not completed, unknown status, totals from the items', () => {
    const order = toOrder({ items: [{ price: 30 }, { price: 20 }] });
    expect(order).toMatchObject({
      id: '',
      number: '',
      created: null,
      status: 'unknown',
      completed: false,
      checkoutSource: null,
      shippingAddress: null,
      priceBreakdown: { subtotal: 50, tax: 0, shipping: 0, total: 50 },
    });
  });

  it.each(['open', 'paid', 'expired'])('keeps the status %s', (status) => {
    expect(toOrder({ status }).status).toBe(status);
  });

  it('trims the address and turns missing lines into empty ones', () => {
    expect(toOrder({ shippingAddress: { name: ' Ada ', line2: null } }).shippingAddress).toEqual({
      name: 'Ada',
      line1: '',
      line2: '',
      city: '',
      state: '',
      postalCode: '',
      country: '',
      phone: '',
    });
  });
});

describe('toOrderItem', () => {
  it('prefers picture over pictureUrl and item_uuid over uuid', () => {
    expect(
      toOrderItem({ item_uuid: 'a', uuid: 'b', picture: '/a.jpg', pictureUrl: '/b.jpg' }),
    ).toMatchObject({ id: 'a', picture: '/a.jpg' });
  });
});

describe('toOrdersPage', () => {
  it('counts from quota_max and keeps the next page', () => {
    const page = toOrdersPage({ items: [{ uuid: 'o-1' }], quota_max: 31, nextPage: 2 });
    expect(page.total).toBe(31);
    expect(page.nextPage).toBe(2);
    expect(page.orders.map((order) => order.id)).toEqual(['o-1']);
  });

  it('reads an empty answer as no orders and no next page', () => {
    expect(toOrdersPage({})).toEqual({ orders: [], total: 0, nextPage: null });
  });
});
