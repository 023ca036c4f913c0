/** Gift shopping filters (/gifts/shopping). Price buckets use the item's current price. */
export type GiftFilterSeed = {
  key: string;
  title: string;
  options: { key: string; text: string }[];
};

export const giftFilters: GiftFilterSeed[] = [
  {
    key: 'recipient',
    title: 'Who is it for?',
    options: [
      { key: 'her', text: 'For Her' },
      { key: 'him', text: 'For Him' },
      { key: 'them', text: 'For Them' },
    ],
  },
  {
    key: 'price',
    title: 'Price',
    options: [
      { key: 'under-100', text: 'Under $100' },
      { key: '100-250', text: '$100 to $250' },
      { key: '250-500', text: '$250 to $500' },
      { key: 'over-500', text: '$500 and up' },
    ],
  },
  {
    key: 'category',
    title: 'Category',
    options: [
      { key: 'accessories', text: 'Accessories' },
      { key: 'bags', text: 'Bags' },
      { key: 'jewelry', text: 'Jewelry' },
      { key: 'knitwear', text: 'Knitwear' },
      { key: 'shoes', text: 'Shoes' },
    ],
  },
  {
    key: 'occasion',
    title: 'Occasion',
    options: [
      { key: 'birthday', text: 'Birthday' },
      { key: 'anniversary', text: 'Anniversary' },
      { key: 'holiday', text: 'Holidays' },
      { key: 'thank-you', text: 'Thank You' },
    ],
  },
];

export type PriceBucket = 'under-100' | '100-250' | '250-500' | 'over-500';

/** The price filter bucket of a price in dollars: [0, 100), [100, 250), [250, 500), [500, ∞). */
export const priceBucketFor = (price: number): PriceBucket => {
  if (price < 100) return 'under-100';
  if (price < 250) return '100-250';
  if (price < 500) return '250-500';
  return 'over-500';
};
