import { http, HttpResponse } from 'msw';
import type { ApiItem } from '@/api/items';
import { gatewayUrl, rootUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';

/** An item as the server answers it: shoppable here, on sale, three sizes, two extra views. */
export const buildApiItem = (overrides: Partial<ApiItem> = {}): ApiItem => ({
  uuid: 'i-1',
  item_uuid: 'i-1',
  name: 'Linen Shirt',
  brand_name: 'Solenne',
  retailer_name: 'Gallery Row',
  color: 'Sand',
  description: 'A relaxed shirt in washed linen.',
  retail_price: 120,
  sale_price: 90,
  price: 90,
  currency: 'usd',
  sizes: ['S', 'M', 'L'],
  is_shoppable: true,
  available_for_checkout: true,
  is_in_cart: false,
  is_in_closet: false,
  buy_url: 'https://galleryrow.example.com/linen-shirt',
  buy_url_short: 'galleryrow.example.com',
  picture_large: '/media/items/i-1.svg',
  additional_pictures: ['/media/items/i-1-detail.svg', '/media/items/i-1-flat.svg'],
  type: 'shop',
  ...overrides,
});

/** An item sold only at the retailer's own site. */
export const affiliateItem = (overrides: Partial<ApiItem> = {}) =>
  buildApiItem({ available_for_checkout: false, is_shoppable: false, sizes: [], ...overrides });

/** Answers the gateway's item read; returns the query strings it was asked with. */
export const serveCatalogItem = (item: ApiItem) => {
  const searches: string[] = [];
  server.use(
    http.get(gatewayUrl('proxy/item/catalog/:itemId'), ({ request }) => {
      searches.push(new URL(request.url).search);
      return HttpResponse.json(item);
    }),
  );
  return searches;
};

/** Fails the gateway's item read with `status`. */
export const failCatalogItem = (status: number) =>
  server.use(
    http.get(gatewayUrl('proxy/item/catalog/:itemId'), () =>
      HttpResponse.json({ message: 'No luck' }, { status }),
    ),
  );

/** Answers the second root's item read (the /item-legacy variant). */
export const serveLegacyItem = (item: ApiItem) => {
  const calls: string[] = [];
  server.use(
    http.get(rootUrl('item/:itemId'), ({ params }) => {
      calls.push(String(params.itemId));
      return HttpResponse.json(item);
    }),
  );
  return calls;
};

/**
 * A signed-in shopper's cart (user-1) holding these items. Returns the list the answer is read
 * from at each request, so a test can put in what an add stored.
 */
export const serveCart = (items: ApiItem[] = []) => {
  const stored = [...items];
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/cart'), () =>
      HttpResponse.json({
        items: stored,
        quota_max: stored.length,
        total_price: 0,
        nextPage: null,
      }),
    ),
  );
  return stored;
};
