import type { brands, closetItems, items, uploads } from '../../db/schema';
import { signedVariantUrls, type SignUploadUrl } from '../uploads/mediaUrls';

export type ClosetRow = {
  closet: typeof closetItems.$inferSelect;
  item: typeof items.$inferSelect;
  brand: typeof brands.$inferSelect;
  upload: typeof uploads.$inferSelect | null;
};

/**
 * A closet item as the closet answers it (spec 001 §3 "Closet item", docs/contracts/closet.md):
 * a shopper's own upload with a signed URL of its picture and of each of its sized variants
 * (`picture_variants`; a catalogue item's picture is SVG art, so it has none) and no price.
 */
export const presentClosetItem = (
  { closet, item, brand, upload }: ClosetRow,
  sign: SignUploadUrl,
) => {
  const own = item.type === 'user';
  const picture = own && upload ? sign(upload.id, upload.contentType) : item.picture;
  return {
    id: item.id,
    uuid: item.id,
    unique: item.id,
    item_uuid: item.id,
    type: item.type,
    name: item.name,
    brand: brand.name,
    brand_name: brand.name,
    price: own ? null : (item.salePrice ?? item.retailPrice),
    currency: item.currency,
    picture,
    picture_small: picture,
    picture_large: picture,
    picture_variants: own && upload ? signedVariantUrls(upload, sign) : [],
    item_size: closet.size,
    category: closet.category,
    colors: closet.colors,
    seasons: closet.seasons,
    source: closet.source,
    created: closet.createdAt.toISOString(),
  };
};
