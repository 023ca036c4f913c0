import type { Garment } from '../media/garments';
import type { ArtHints, Catalogue } from './catalogue';
import { priceBucketFor } from './data/giftFilters';
import { type Random, seededUuid } from './random';

const unisexGiftGarments = new Set<Garment>([
  'scarf',
  'beanie',
  'sunglasses',
  'watch',
  'tote',
  'backpack',
  'sweater',
  'cardigan',
  'sneaker',
]);

const giftCategories = new Set(['accessories', 'bags', 'jewelry', 'knitwear', 'shoes']);
const occasions = ['birthday', 'anniversary', 'holiday', 'thank-you'];

/**
 * The gift guide: 14 in-stock, checkout-able accessories, bags, jewellery, knitwear and shoes
 * from each price bucket, shuffled, each with its recipient, price, category and occasion facets.
 */
export const buildGiftItems = (
  root: Random,
  art: ArtHints,
  items: Catalogue['items'],
): Catalogue['giftItems'] => {
  const giftRng = root.fork('gifts');
  const buckets = new Map<string, Catalogue['items']>();
  for (const item of items) {
    if (!giftCategories.has(item.category) || item.availableForCheckout === false) continue;
    if (item.sizes.length === 0) continue;
    const bucket = priceBucketFor(item.salePrice ?? item.retailPrice);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), item]);
  }
  const giftPicks = giftRng.shuffle(
    ['under-100', '100-250', '250-500', 'over-500'].flatMap((bucket) =>
      giftRng.pickMany(buckets.get(bucket) ?? [], 14),
    ),
  );
  return giftPicks.map((item, position) => {
    const garment = art.items.get(item.id)?.garment;
    const recipient = [item.department === 'female' ? 'her' : 'him'];
    if (garment && unisexGiftGarments.has(garment) && giftRng.chance(0.6)) recipient.push('them');
    return {
      id: seededUuid('gift-item', position),
      itemId: item.id,
      facets: {
        recipient,
        price: [priceBucketFor(item.salePrice ?? item.retailPrice)],
        category: [item.category],
        occasion: giftRng.pickMany(occasions, giftRng.int(1, 3)).sort(),
      },
      position,
    };
  });
};
