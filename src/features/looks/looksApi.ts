import { UID } from '@/api/currentUser';
import { patchOptimistically } from '@/api/optimistic';
import { feedApi } from './feed/feedApi';
import {
  toFavoriteLook,
  toOutfit,
  type ApiFavoriteLook,
  type ApiOutfitDetail,
  type FavoriteLook,
  type Outfit,
} from './outfit';

/** Spec 001 §9: favourite looks, 30 a page from page 1. */
export const FAVORITE_LOOKS_PAGE_SIZE = 30;

export type FavoriteLooksPage = { looks: FavoriteLook[]; total: number; nextPage: number | null };

type ApiFavoriteLooksPage = {
  items?: ApiFavoriteLook[];
  quota_max?: number;
  nextPage?: number | null;
};

/** The look to read and who reads it: the reader's own flags come only with their id. */
export type OutfitArgs = { outfitId: string; readerId: string | null };

const segment = encodeURIComponent;

/** Reads first, so the like below can patch every cache that shows a look with full types. */
const lookReadsApi = feedApi.injectEndpoints({
  endpoints: (build) => ({
    getOutfit: build.query<Outfit, OutfitArgs>({
      query: ({ outfitId, readerId }) =>
        `proxy/outfit/web/${segment(outfitId)}/${readerId ? segment(readerId) : 'null'}`,
      transformResponse: (response: ApiOutfitDetail) => toOutfit(response),
      providesTags: (_result, _error, { outfitId }) => [{ type: 'Look', id: outfitId }],
    }),
    getFavoriteLooks: build.infiniteQuery<FavoriteLooksPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.nextPage !== null && lastPage.nextPage > lastPageParam
            ? lastPage.nextPage
            : undefined,
      },
      query: ({ pageParam }) => ({
        url: `proxy/user/${UID}/favorites/looks`,
        params: { from: pageParam, count: FAVORITE_LOOKS_PAGE_SIZE },
      }),
      transformResponse: (response: ApiFavoriteLooksPage) => ({
        looks: (response.items ?? []).map(toFavoriteLook),
        total: response.quota_max ?? 0,
        nextPage: response.nextPage ?? null,
      }),
      providesTags: ['Favorite'],
    }),
  }),
});

export type SetLookLikedArgs = { lookId: string; liked: boolean };

/**
 * Liking a look (`POST` / `DELETE proxy/outfit/like/{lookId}`, spec 001 §4 "Like"): every cache
 * that shows the look (each department's feed, the look's own page, the favourites) changes at
 * once and goes back when the call fails. A like that lands refreshes the favourites.
 */
export const looksApi = lookReadsApi.injectEndpoints({
  endpoints: (build) => ({
    setLookLiked: build.mutation<unknown, SetLookLikedArgs>({
      query: ({ lookId, liked }) => ({
        url: `proxy/outfit/like/${segment(lookId)}`,
        method: liked ? 'POST' : 'DELETE',
        body: { user_uuid: UID },
      }),
      async onQueryStarted({ lookId, liked }, api) {
        const { updateQueryData, selectCachedArgsForQuery } = lookReadsApi.util;
        const state = api.getState() as Parameters<typeof selectCachedArgsForQuery>[0];
        await patchOptimistically(api, [
          ...selectCachedArgsForQuery(state, 'getFeed').map((gender) =>
            updateQueryData('getFeed', gender, (feed) => {
              for (const page of feed.pages)
                for (const item of page.items)
                  if (item.type === 'outfit' && item.id === lookId) item.liked = liked;
            }),
          ),
          ...selectCachedArgsForQuery(state, 'getOutfit')
            .filter((args) => args.outfitId === lookId)
            .map((args) =>
              updateQueryData('getOutfit', args, (outfit) => {
                outfit.liked = liked;
              }),
            ),
          ...(liked
            ? []
            : [
                updateQueryData('getFavoriteLooks', undefined, (favorites) => {
                  for (const page of favorites.pages) {
                    const before = page.looks.length;
                    page.looks = page.looks.filter((look) => look.id !== lookId);
                    if (page.looks.length < before) page.total = Math.max(0, page.total - 1);
                  }
                }),
              ]),
        ]);
      },
      invalidatesTags: (_result, error, { liked }) => (error || !liked ? [] : ['Favorite']),
    }),
  }),
});

export const { useGetOutfitQuery, useGetFavoriteLooksInfiniteQuery, useSetLookLikedMutation } =
  looksApi;
