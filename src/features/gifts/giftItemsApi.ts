import { normaliseItem, type ApiItem, type Item } from '@/api/items';
import { rootApi } from '@/api/rootApi';

/** Gift items come 30 a page, pages counted from 1 (docs/contracts/gifts.md). */
export const GIFT_ITEMS_PAGE_SIZE = 30;

export type GiftFilterOption = { key: string; text: string };
export type GiftFilter = { key: string; title: string; options: GiftFilterOption[] };

type ApiGiftFilters = {
  items?: { key?: unknown; title?: unknown; options?: { key?: unknown; text?: unknown }[] }[];
};

/** The filters in display order; entries without a key, and options without one, are dropped. */
const toGiftFilters = (response: ApiGiftFilters): GiftFilter[] =>
  (response.items ?? []).flatMap((filter) => {
    if (typeof filter.key !== 'string' || !filter.key) return [];
    const options = (filter.options ?? []).flatMap((option) =>
      typeof option.key === 'string' && option.key
        ? [{ key: option.key, text: typeof option.text === 'string' ? option.text : option.key }]
        : [],
    );
    const title = typeof filter.title === 'string' ? filter.title : filter.key;
    return options.length > 0 ? [{ key: filter.key, title, options }] : [];
  });

/** Each chosen filter's options, comma-separated, by filter key (`{ recipient: 'her,him' }`). */
export type GiftItemsArgs = Record<string, string>;

type ApiGiftItemsPage = { items?: ApiItem[]; quota_max?: number; nextPage?: number | null };

export type GiftItemsPage = { items: Item[]; total: number | null; nextPage: number | null };

const toGiftItemsPage = (response: ApiGiftItemsPage): GiftItemsPage => ({
  items: (response.items ?? []).map(normaliseItem).filter((item) => item.id !== ''),
  total: typeof response.quota_max === 'number' ? response.quota_max : null,
  nextPage: response.nextPage ?? null,
});

/**
 * Gift shopping on the second root (spec 000 §7): the filters (`GET giftItem/filters?client=web`)
 * and the items they choose (`GET giftItem`, each filter key a query parameter), page by page.
 */
export const giftItemsApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    getGiftItemFilters: build.query<GiftFilter[], void>({
      query: () => ({ url: 'giftItem/filters', params: { client: 'web' } }),
      transformResponse: (response: ApiGiftFilters) => toGiftFilters(response),
      providesTags: [{ type: 'GiftItem', id: 'FILTERS' }],
    }),
    getGiftItems: build.infiniteQuery<GiftItemsPage, GiftItemsArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.nextPage !== null && lastPage.nextPage > lastPageParam
            ? lastPage.nextPage
            : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'giftItem',
        params: { ...queryArg, from: pageParam, count: GIFT_ITEMS_PAGE_SIZE },
      }),
      transformResponse: (response: ApiGiftItemsPage) => toGiftItemsPage(response),
      providesTags: [{ type: 'GiftItem', id: 'LIST' }],
    }),
  }),
});

export const { useGetGiftItemFiltersQuery, useGetGiftItemsInfiniteQuery } = giftItemsApi;
