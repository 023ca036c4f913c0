import { gatewayApi } from './gatewayApi';

/** Spec 001 §9: a stylist's looks, 5 per page. */
export const LOOKS_PAGE_SIZE = 5;

/** One look of GET proxy/stylist/{id}/looks. */
export type ApiOutfit = { uuid: string; name: string; picture: string; style_tags: string[] };

/** `nextPage` is the next `from` (pages start at 1), or null on the last page. */
export type LooksPage = { outfits: ApiOutfit[]; nextPage: number | null };

export type LooksArgs = { stylistId: string; readerId: string | null };

/**
 * A stylist's public looks (`GET proxy/stylist/{id}/looks`), 5 a page from page 1: the profile's
 * Looks section and the outfit page's "more looks" share one cache.
 */
export const stylistLooksApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getStylistLooks: build.infiniteQuery<LooksPage, LooksArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.nextPage !== null && lastPage.nextPage > lastPageParam
            ? lastPage.nextPage
            : undefined,
      },
      query: ({ queryArg: { stylistId, readerId }, pageParam }) => ({
        url: `proxy/stylist/${encodeURIComponent(stylistId)}/looks`,
        params: {
          public: true,
          type: 'look',
          reader_uuid: readerId ?? '',
          from: pageParam,
          count: LOOKS_PAGE_SIZE,
        },
      }),
      providesTags: ['Look'],
    }),
  }),
});

export const { useGetStylistLooksInfiniteQuery } = stylistLooksApi;
