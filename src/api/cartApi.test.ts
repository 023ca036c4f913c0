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

  it('reads every page of the cart, each as the one before names it, for every view of it', async () => {
    const all = Array.from({ length: 120 }, (_, index) => apiItem(`i-${index + 1}`, 10));
    const asked: string[] = [];
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/cart'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const from = Number(params.get('from'));
        const count = Number(params.get('count'));
        asked.push(`${params.get('sort')} ${params.get('order')} ${from}/${count}`);
        return HttpResponse.json({
          items: all.slice((from - 1) * count, from * count),
          quota_max: 120,
          total_price: 1200,
          nextPage: from * count < 120 ? from + 1 : null,
        });
      }),
    );
    const store = signedInStore();
    const { data } = await store.dispatch(cartApi.endpoints.getCart.initiate());
    expect(data?.items).toHaveLength(120);
    expect(data?.items.at(-1)?.id).toBe('i-120');
    expect(data).toMatchObject({ itemsCount: 120, totalPrice: 1200 });
    expect(asked).toEqual(['created desc 1/100', 'created desc 2/100']);
  });

  it('stops at a page that names no page after it, and at one that names itself again', async () => {
    let reads = 0;
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/cart'), () => {
        reads += 1;
        return HttpResponse.json({ items: [apiItem('a', 40)], quota_max: 1, nextPage: 1 });
      }),
    );
    const { data } = await signedInStore().dispatch(cartApi.endpoints.getCart.initiate());
    expect(data?.items.map((item) => item.id)).toEqual(['a']);
    expect(reads).toBe(1);
  });

  it('fails as a whole when a later page fails', async () => {
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/cart'), ({ request }) =>
        new URL(request.url).searchParams.get('from') === '1'
          ? HttpResponse.json({ items: [apiItem('a', 40)], quota_max: 101, nextPage: 2 })
          : HttpResponse.json({ message: 'Down' }, { status: 503 }),
      ),
    );
    const result = await signedInStore().dispatch(cartApi.endpoints.getCart.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 503 });
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
