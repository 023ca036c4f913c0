import { http, HttpResponse } from 'msw';
import type { ApiItem } from '@/api/items';
import { rootUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';

/** The filters as `GET giftItem/filters?client=web` answers them (the seed's, shortened). */
export const apiGiftFilters = {
  items: [
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
      ],
    },
    {
      key: 'occasion',
      title: 'Occasion',
      options: [
        { key: 'birthday', text: 'Birthday' },
        { key: 'holiday', text: 'Holidays' },
      ],
    },
  ],
};

/** A gift item as the catalogue presents it: in stock unless told otherwise. */
export const anApiGiftItem = (n: number, overrides: Partial<ApiItem> = {}): ApiItem => ({
  item_uuid: `gift-${n}`,
  name: `Gift ${n}`,
  brand_name: 'Solenne',
  retailer_name: 'Gallery Row',
  retail_price: 80,
  price: 80,
  sizes: ['One size'],
  is_shoppable: true,
  available_for_checkout: true,
  picture_large: `/media/items/gift-${n}.svg`,
  ...overrides,
});

type Page = { items: ApiItem[]; quota_max?: number; nextPage?: number | null };

/** Every `GET giftItem` asked, as its query string (`recipient=her&from=1&count=30`). */
export type AskedQueries = string[];

/**
 * Serves the filters and the items: `pages` by page number (`from`), or a function of the
 * request's query for answers that depend on the filters. Returns the queries asked for items.
 */
export const serveGifts = (
  pages: Record<number, Page | 'error'> | ((params: URLSearchParams) => Page | 'error') = {
    1: { items: [] },
  },
): AskedQueries => {
  const asked: AskedQueries = [];
  server.use(
    http.get(rootUrl('giftItem/filters'), ({ request }) =>
      new URL(request.url).searchParams.get('client') === 'web'
        ? HttpResponse.json(apiGiftFilters)
        : HttpResponse.json({ message: 'client is required' }, { status: 400 }),
    ),
    http.get(rootUrl('giftItem'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(decodeURIComponent(params.toString()));
      const page =
        typeof pages === 'function'
          ? pages(params)
          : (pages[Number(params.get('from'))] ?? { items: [] });
      if (page === 'error') return HttpResponse.json({ message: 'Down' }, { status: 500 });
      return HttpResponse.json({ quota_max: page.items.length, nextPage: null, ...page });
    }),
  );
  return asked;
};
