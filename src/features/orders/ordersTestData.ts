import type { ApiOrder, ApiOrderItem } from '@/api/orders';

/** An ordered item as the server sends it (docs/contracts/shopping.md). */
export const anApiOrderItem = (overrides: Partial<ApiOrderItem> = {}): ApiOrderItem => ({
  item_uuid: 'item-1',
  name: 'Silk Blouse',
  brand_name: 'Solenne',
  picture: 'https://cdn.example.com/item-1.jpg',
  price: 90,
  item_size: 'M',
  ...overrides,
});

/** A paid, completed order of one item shipped to Brooklyn (docs/contracts/shopping.md). */
export const anApiOrder = (overrides: Partial<ApiOrder> = {}): ApiOrder => ({
  uuid: 'order-1',
  order_number: 'LW-00001234',
  created: '2025-03-05T14:00:00',
  status: 'paid',
  completed: true,
  checkoutSource: 'cart',
  source: 'cart',
  items: [anApiOrderItem()],
  priceBreakdown: { subtotal: 90, tax: 8, shipping: 0, total: 98 },
  shippingAddress: {
    name: 'Ada Lovelace',
    line1: '12 Marsh Lane',
    line2: 'Apt 4',
    city: 'Brooklyn',
    state: 'NY',
    postalCode: '11201',
    country: 'US',
    phone: '+1 555 0100',
  },
  ...overrides,
});
