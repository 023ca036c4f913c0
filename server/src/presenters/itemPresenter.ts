import type { brands, items, retailers } from '../db/schema';
import { additionalItemPictures } from '../media/itemPictures';

type ItemRow = typeof items.$inferSelect;
type Extras = {
  brand: typeof brands.$inferSelect;
  retailer: typeof retailers.$inferSelect;
  isInCart?: boolean;
  isInCloset?: boolean;
};

/** An item as the gateway answers (spec 001 §3 "Item (server)"). */
export const presentItem = (
  item: ItemRow,
  { brand, retailer, isInCart = false, isInCloset = false }: Extras,
) => {
  const price = item.salePrice ?? item.retailPrice;
  return {
    uuid: item.id,
    unique: item.id,
    item_uuid: item.id,
    brand: brand.name,
    brand_name: brand.name,
    name: item.name,
    color: item.color,
    sale_price: item.salePrice,
    retail_price: item.retailPrice,
    price,
    currency: item.currency,
    sizes: item.sizes,
    has_sizes_information: item.sizes.length > 0,
    is_shoppable: item.availableForCheckout && item.sizes.length > 0,
    available_for_checkout: item.availableForCheckout,
    is_in_cart: isInCart,
    is_in_closet: isInCloset,
    buy_url: item.buyUrl,
    buy_url_short: retailer.domain,
    description: item.description,
    shortDescription: item.description.split('. ')[0] ?? item.description,
    picture: item.picture,
    picture_large: item.picture,
    picture_medium: item.picture,
    picture_small: item.picture,
    additional_pictures: additionalItemPictures(item),
    retailer_name: retailer.name,
    type: item.type,
    category: item.category,
    tags: [] as string[],
  };
};
