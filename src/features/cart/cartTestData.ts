import { delay, http, HttpResponse } from 'msw';
import type { ApiCartItem } from '@/api/cartApi';
import { gatewayUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';

export const anApiCartItem = (id: string, overrides: Partial<ApiCartItem> = {}): ApiCartItem => ({
  item_uuid: id,
  name: `Item ${id}`,
  brand_name: 'Solenne',
  retailer_name: 'Gallery Row',
  retail_price: 100,
  sale_price: null,
  price: 100,
  picture: `https://cdn.example.com/${id}.jpg`,
  description: `The ${id}, cut close. Soft to wear.`,
  buy_url: `https://gallery.example/${id}`,
  buy_url_short: 'gallery.example',
  sizes: ['S', 'M', 'L'],
  size: null,
  is_shoppable: true,
  available_for_checkout: true,
  ...overrides,
});

/** On sale: retail $120, price $90. */
export const blouse = anApiCartItem('blouse', {
  name: 'Silk Blouse',
  retail_price: 120,
  sale_price: 90,
  price: 90,
});
/** $80, in the cart in size M already. */
export const skirt = anApiCartItem('skirt', {
  name: 'Pleated Skirt',
  retail_price: 80,
  price: 80,
  size: 'M',
});
export const boots = anApiCartItem('boots', {
  name: 'Ankle Boots',
  sizes: [],
  is_shoppable: false,
});
export const tote = anApiCartItem('tote', {
  name: 'Canvas Tote',
  is_shoppable: false,
  available_for_checkout: false,
  buy_url_short: 'totes.example',
});

/** `count` cart items, 'Piece 1' (piece-1) to 'Piece {count}'. */
export const manyCartItems = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    anApiCartItem(`piece-${index + 1}`, { name: `Piece ${index + 1}` }),
  );

/**
 * Serves the cart page by page as the server does (`from` counts pages from 1, `count` a page's
 * size; every sort order answers the same items), each request's sort and order recorded in
 * `asked` and its page in `pages` ('from/count'). `items` is the server's copy, which successful
 * changes edit. Also serves the budget: a number per piece, null, or 'fails'.
 */
export const serveCart = (
  initial: ApiCartItem[],
  { budget = null }: { budget?: number | null | 'fails' } = {},
) => {
  const asked: string[] = [];
  const pages: string[] = [];
  const items = initial.map((item) => ({ ...item }));
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/cart'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const from = Number(params.get('from') ?? 1);
      const count = Number(params.get('count') ?? 100);
      asked.push(`${params.get('sort')} ${params.get('order')}`);
      pages.push(`${from}/${count}`);
      return HttpResponse.json({
        items: items.slice((from - 1) * count, from * count),
        quota_max: items.length,
        total_price: items.reduce((sum, item) => sum + (item.price ?? 0), 0),
        nextPage: from * count < items.length ? from + 1 : null,
      });
    }),
    http.get(gatewayUrl('proxy/user/user-1/budget'), () =>
      budget === 'fails'
        ? HttpResponse.json({ message: 'Down' }, { status: 503 })
        : HttpResponse.json({ perPiece: budget, source: budget === null ? null : 'questionnaire' }),
    ),
    http.get(gatewayUrl('proxy/user/user-1/bestMatchesNew'), () =>
      HttpResponse.json({ items: [] }),
    ),
  );
  return { asked, pages, items };
};

type ChangeOptions = {
  /** The server's cart from `serveCart`, edited when a change succeeds. */
  items?: ApiCartItem[];
  /** Hold every answer until `release` is called. */
  wait?: boolean;
};

/**
 * Answers cart changes (POST sets a size, DELETE removes) with `status`; records each change as
 * 'POST id size' or 'DELETE id'.
 */
export const serveCartChanges = (
  status: number,
  { items = [], wait = false }: ChangeOptions = {},
) => {
  let release = () => {};
  const released = wait ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const changes: string[] = [];
  const answer = async (apply: () => void) => {
    await released;
    await delay(10);
    if (status >= 400) return HttpResponse.json({ message: 'Down' }, { status });
    apply();
    return HttpResponse.json({}, { status });
  };
  server.use(
    http.post(gatewayUrl('proxy/user/user-1/cart/:itemId'), async ({ params, request }) => {
      const id = String(params.itemId);
      const { size = null } = (await request.json()) as { size?: string | null };
      changes.push(`POST ${id} ${size ?? ''}`);
      return answer(() => {
        const item = items.find((entry) => entry.item_uuid === id);
        if (item) item.size = size;
      });
    }),
    http.delete(gatewayUrl('proxy/user/user-1/cart/:itemId'), ({ params }) => {
      const id = String(params.itemId);
      changes.push(`DELETE ${id}`);
      return answer(() => {
        const index = items.findIndex((entry) => entry.item_uuid === id);
        if (index >= 0) items.splice(index, 1);
      });
    }),
  );
  return { changes, release: () => release() };
};
