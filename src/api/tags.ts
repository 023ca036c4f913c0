/** Cache tags. Each API slice refreshes within itself; cross-root refreshes dispatch invalidateTags. */
export const gatewayTags = [
  'User',
  'Cart',
  'Order',
  'Closet',
  'Look',
  'Photo',
  'Favorite',
  'Stylist',
  'Review',
  'Inbox',
  'Session',
  'Match',
] as const;

export const rootTags = ['Waitlist', 'ChatToken', 'StyleData', 'GiftItem'] as const;
