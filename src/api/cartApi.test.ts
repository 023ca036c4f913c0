import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/api/authSlice';
import { cartApi, toCartItem, type ApiCartItem } from '@/api/cartApi';
import { cartChangesApi } from '@/api/cartChangesApi';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';

const apiItem = (id: string, price: number): ApiCartItem => ({
  item_uuid: id,
  name: `Item ${id}`,
  brand_name: 'Solenne',
  retailer_name: 'Gallery Row',
  retail_price: price,
  price,
  sizes: ['S', 'M'],
  is_shoppable: true,
  available_for_checkout: true,
});

const signedInStore = () => {
  const store = makeStore();
  store.dispatch(signedIn({ apiToken: 'token-1', userId: 'user-1' }));
  return store;
};

/** Serves a two-item cart, and a cart change that fails after a short wait. */
const serveCart = () =>
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/cart'), () =>
      HttpResponse.json({ items: [apiItem('a', 40), apiItem('b', 60)], quota_max: 2 }),
    ),
    http.post(gatewayUrl('proxy/user/user-1/cart/:itemId'), async () => {
      await delay(30);
      return HttpResponse.json({ message: 'Down' }, { status: 500 });
    }),
    http.delete(gatewayUrl('proxy/user/user-1/cart/:itemId'), async () => {
      await delay(30);
      return HttpResponse.json({ message: 'Down' }, { status: 500 });
    }),
  );

const sorted = { sort: 'price', order: 'asc' } as const;

describe('cartApi', () => {
  it('maps a cart item with its description and the retailer’s short address', () => {
    expect(
      toCartItem({
        ...apiItem('a', 40),
        description: 'Soft linen.',
        buy_url: 'https://gallery.example/a',
        buy_url_short: 'gallery.example',
        available_for_checkout: false,
      }),
    ).toMatchObject({
      id: 'a',
      description: 'Soft linen.',
      buyUrl: 'https://gallery.example/a',
      buyUrlShort: 'gallery.example',
      isAffiliate: true,
    });
  });

  it('removes an item from every cached cart at once, and brings it back when refused', async () => {
    serveCart();
    const store = signedInStore();
    await store.dispatch(cartApi.endpoints.getCart.initiate());
    await store.dispatch(cartApi.endpoints.getCart.initiate(sorted));
    const ids = () =>
      [undefined, sorted].map((args) =>
        cartApi.endpoints.getCart
          .select(args)(store.getState())
          .data?.items.map((item) => item.id)
          .join(),
      );

    const removal = store.dispatch(
      cartChangesApi.endpoints.removeFromCart.initiate({ itemId: 'a' }),
    );
    expect(ids()).toEqual(['b', 'b']);
    expect(cartApi.endpoints.getCart.select(sorted)(store.getState()).data?.itemsCount).toBe(1);
    await removal;
    expect(ids()).toEqual(['a,b', 'a,b']);
  });

  it('changes the size in every cached cart at once, and undoes it when refused', async () => {
    serveCart();
    const store = signedInStore();
    await store.dispatch(cartApi.endpoints.getCart.initiate());
    await store.dispatch(cartApi.endpoints.getCart.initiate(sorted));
    const sizes = () =>
      [undefined, sorted].map(
        (args) =>
          cartApi.endpoints.getCart
            .select(args)(store.getState())
            .data?.items.find((item) => item.id === 'b')?.size,
      );
    const item = toCartItem(apiItem('b', 60));

    const change = store.dispatch(cartChangesApi.endpoints.addToCart.initiate({ item, size: 'M' }));
    expect(sizes()).toEqual(['M', 'M']);
    await change;
    expect(sizes()).toEqual([null, null]);
  });
});
