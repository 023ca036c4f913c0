import { http, HttpResponse } from 'msw';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import type { ApiFilters } from './closetFilters';
import type { ApiClosetItem, ApiClosetSuggestion } from './closetItems';
import type { ApiPhoto } from './closetPhotos';
import type { ApiProfileLook } from './profileLooks';

/** A closet item as the server sends it (docs/contracts/closet.md). */
export const anApiClosetItem = (
  n: number,
  overrides: Partial<ApiClosetItem> = {},
): ApiClosetItem => ({
  id: `c-${n}`,
  uuid: `c-${n}`,
  type: 'catalog',
  name: `Piece ${n}`,
  brand: '',
  brand_name: '',
  price: 90,
  currency: 'usd',
  picture: `https://cdn.example.com/c-${n}.jpg`,
  item_size: null,
  category: 'tops',
  colors: ['black'],
  seasons: ['fall'],
  source: 'item',
  ...overrides,
});

export const closetFilters: ApiFilters = {
  category: {
    filter_options: [
      { key: 'tops', text: 'Tops', picture: null },
      { key: 'shoes', text: 'Shoes', picture: null },
    ],
  },
  colors: {
    filter_options: [
      { key: 'black', text: 'Black', picture: null, hex: '#1D1C1B' },
      { key: 'red', text: 'Red', picture: null, hex: '#7D1818' },
    ],
  },
  seasons: { filter_options: [{ key: 'winter', text: 'Winter', picture: null }] },
};

type ClosetAnswer = (
  params: URLSearchParams,
) => Response | { items: ApiClosetItem[]; quota_max: number };

/**
 * The closet's calls for user-1: the account, the filters, the closet tags and the closet pages
 * (`answer` decides each page). Returns every closet request's query string, in order.
 */
export const serveCloset = (answer: ClosetAnswer) => {
  const asked: string[] = [];
  return {
    asked,
    handlers: [
      ...signedInAccountHandlers(),
      http.get(gatewayUrl('proxy/user/user-1/closet/filters'), () =>
        HttpResponse.json(closetFilters),
      ),
      http.get(gatewayUrl('proxy/user/user-1/closetTags'), () =>
        HttpResponse.json({ closetTags: [{ key: 'tops', text: 'Tops', count: 3 }], quota_max: 1 }),
      ),
      http.get(gatewayUrl('proxy/user/closet/user-1/user-1'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.toString());
        const page = answer(params);
        return page instanceof Response ? page : HttpResponse.json(page);
      }),
    ],
  };
};

/** `count` items from `from`, out of `total`. */
export const closetPage = (params: URLSearchParams, total: number) => {
  const from = Number(params.get('from'));
  const count = Math.max(0, Math.min(Number(params.get('count')), total - from));
  return {
    items: Array.from({ length: count }, (_, index) => anApiClosetItem(from + index + 1)),
    quota_max: total,
  };
};

export const anApiLook = (n: number, overrides: Partial<ApiProfileLook> = {}): ApiProfileLook => ({
  uuid: `look-${n}`,
  name: `Board ${n}`,
  type: n % 2 ? 'moodboard' : 'styleboard',
  picture: `/media/boards/look-${n}.svg`,
  owner: { uuid: 's-1', name: 'Ann Lee', first_name: 'Ann', last_name: 'Lee' },
  items: [],
  ...overrides,
});

export const lookFilters: ApiFilters = {
  type: {
    filter_options: [
      { key: 'moodboard', text: 'Mood Boards', picture: null },
      { key: 'styleboard', text: 'Style Boards', picture: null },
    ],
  },
  stylist: { filter_options: [{ key: 's-1', text: 'Ann Lee', picture: null }] },
};

export const anApiPhoto = (n: number): ApiPhoto => ({
  photo_uuid: `p-${n}`,
  name: `Photo ${n}`,
  picture: `/media/u/p-${n}?expires=1&signature=x`,
  picture_small: `/media/u/p-${n}?expires=1&signature=x`,
  width: 400,
  height: 500,
});

export const aSuggestion = (n: number): ApiClosetSuggestion => ({
  unique: `item-${n}`,
  uuid: `item-${n}`,
  name: `Suggested piece ${n} with a long name that goes on past the second line of its card`,
  picture: `/media/items/item-${n}.svg`,
});
