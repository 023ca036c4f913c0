import { readAllPages } from './allPages';
import { UID } from './currentUser';
import { gatewayApi } from './gatewayApi';
import { patchOptimistically, type OptimisticLifecycle } from './optimistic';
import type { ApiItems, ApiStylist, ApiStylistName } from './stylistTypes';

/** Spec 001 §7, §9: favourite stylists come 30 a page, `from` counting stylists from 0. */
const FAVORITE_STYLISTS_PAGE_SIZE = 30;

/**
 * A page of favourite stylists. The spec shows only `items`; the reference server also says
 * where the next page starts (`nextPage`, the next `from`, null on the last page).
 */
export type FavoriteStylistsPage = { items: ApiStylist[]; nextPage?: number | null };

/**
 * Where the page after the one read from `from` starts, or null at the end: the answer's
 * `nextPage` when it has one, else a full page means another may follow.
 */
const nextFavoritesFrom = (page: Partial<FavoriteStylistsPage>, from: number) => {
  if (page.nextPage !== undefined) return page.nextPage;
  const isFull = (page.items?.length ?? 0) >= FAVORITE_STYLISTS_PAGE_SIZE;
  return isFull ? from + FAVORITE_STYLISTS_PAGE_SIZE : null;
};

const favoritesPage = (from: number) => ({
  url: `proxy/user/${UID}/favourites`,
  params: { from, count: FAVORITE_STYLISTS_PAGE_SIZE },
});

/** Signed out: an id (or `{ id }`); signed in: `{ id, withUser: true }` for the personal fields. */
export type GetStylistArgs = string | { id: string; withUser?: boolean };

export type GetStylistsArgs = { count?: number; userGender?: string | null };

export type FavoriteArgs = {
  stylistId: string;
  /** The stylist being added, so the favorites list can show it before the server answers. */
  stylist?: ApiStylist;
};

export const stylistIdOf = (args: GetStylistArgs) => (typeof args === 'string' ? args : args.id);

const markFavorite = (stylist: ApiStylist, stylistId: string, favorite: boolean) => {
  if (stylist.uuid === stylistId) stylist.is_favorite = favorite;
};

/** Reads first, so the favorite mutations below can patch their caches with full types. */
const stylistReadsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getBestMatches: build.query<ApiStylist[], void>({
      query: () => `proxy/user/${UID}/bestMatchesNew`,
      transformResponse: (response: ApiItems<ApiStylist>) => response.items,
      providesTags: ['Match'],
    }),
    getStylistNames: build.query<ApiStylistName[], void>({
      query: () => 'proxy/stylist/all/names',
      transformResponse: (response: ApiItems<ApiStylistName>) => response.items,
    }),
    getStylists: build.query<ApiStylist[], GetStylistsArgs | void>({
      query: ({ count = 15, userGender } = {}) => ({
        url: 'proxy/stylist/readAll',
        params: userGender ? { count, user_gender: userGender } : { count },
      }),
      transformResponse: (response: ApiItems<ApiStylist>) => response.items,
      providesTags: ['Stylist'],
    }),
    getStylist: build.query<ApiStylist, GetStylistArgs>({
      query: (args) => {
        const id = stylistIdOf(args);
        const withUser = typeof args !== 'string' && args.withUser === true;
        return {
          url: `proxy/stylist/${encodeURIComponent(id)}/read`,
          params: withUser ? { user_uuid: UID } : undefined,
        };
      },
      providesTags: (_result, _error, args) => [{ type: 'Stylist', id: stylistIdOf(args) }],
    }),
    /** The favourites list, page by page (the /favorites page shows them as they are read). */
    getFavoriteStylists: build.infiniteQuery<FavoriteStylistsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastFrom) => {
          const next = nextFavoritesFrom(lastPage, lastFrom);
          return next !== null && next > lastFrom ? next : undefined;
        },
      },
      query: ({ pageParam }) => favoritesPage(pageParam),
      transformResponse: (response: Partial<FavoriteStylistsPage>) => ({
        items: response.items ?? [],
        nextPage: response.nextPage,
      }),
      providesTags: ['Favorite'],
    }),
    /**
     * Every favourite's id, all pages read: what a heart shows, whichever page of the list a
     * stylist is on.
     */
    getFavoriteStylistIds: build.query<string[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await readAllPages(
          (from) => baseQuery(favoritesPage(from)),
          0,
          nextFavoritesFrom,
        );
        if ('error' in result) return { error: result.error };
        const ids = result.data.flatMap((page) => page.items?.map(({ uuid }) => uuid) ?? []);
        return { data: [...new Set(ids)] };
      },
      providesTags: ['Favorite'],
    }),
  }),
});

export const stylistsApi = stylistReadsApi.injectEndpoints({
  endpoints: (build) => ({
    addFavoriteStylist: build.mutation<{ favorite: boolean }, FavoriteArgs>({
      query: ({ stylistId }) => ({
        url: `proxy/user/${UID}/favourites/${encodeURIComponent(stylistId)}`,
        method: 'POST',
      }),
      onQueryStarted: (args, api) => updateFavoriteOptimistically(args, true, api),
      invalidatesTags: (_result, error) => (error ? [] : ['Favorite']),
    }),
    removeFavoriteStylist: build.mutation<{ favorite: boolean }, FavoriteArgs>({
      query: ({ stylistId }) => ({
        url: `proxy/user/${UID}/favourites/${encodeURIComponent(stylistId)}`,
        method: 'DELETE',
      }),
      onQueryStarted: (args, api) => updateFavoriteOptimistically(args, false, api),
      invalidatesTags: (_result, error) => (error ? [] : ['Favorite']),
    }),
  }),
});

type OptimisticApi = OptimisticLifecycle<
  ReturnType<typeof stylistReadsApi.util.updateQueryData>
> & {
  getState: () => unknown;
};

/**
 * Shows the new favorite state at once in every cache that shows it (favorites list and ids,
 * best matches, stylist lists, single stylists) and undoes all of it when the call fails.
 */
async function updateFavoriteOptimistically(
  { stylistId, stylist }: FavoriteArgs,
  favorite: boolean,
  api: OptimisticApi,
) {
  const { updateQueryData, selectCachedArgsForQuery } = stylistReadsApi.util;
  const state = api.getState() as Parameters<typeof selectCachedArgsForQuery>[0];
  await patchOptimistically(api, [
    updateQueryData('getFavoriteStylists', undefined, ({ pages }) => {
      const isListed = pages.some((page) => page.items.some((item) => item.uuid === stylistId));
      if (!favorite) {
        for (const page of pages) page.items = page.items.filter((item) => item.uuid !== stylistId);
      } else if (!isListed && stylist) {
        pages[0]?.items.unshift({ ...stylist, is_favorite: true });
      }
    }),
    updateQueryData('getFavoriteStylistIds', undefined, (ids) => {
      const index = ids.indexOf(stylistId);
      if (!favorite && index >= 0) ids.splice(index, 1);
      if (favorite && index < 0) ids.unshift(stylistId);
    }),
    updateQueryData('getBestMatches', undefined, (draft) => {
      draft.forEach((item) => markFavorite(item, stylistId, favorite));
    }),
    ...selectCachedArgsForQuery(state, 'getStylists').map((args) =>
      updateQueryData('getStylists', args, (draft) => {
        draft.forEach((item) => markFavorite(item, stylistId, favorite));
      }),
    ),
    ...selectCachedArgsForQuery(state, 'getStylist')
      .filter((args) => stylistIdOf(args) === stylistId)
      .map((args) =>
        updateQueryData('getStylist', args, (draft) => markFavorite(draft, stylistId, favorite)),
      ),
  ]);
}

export const {
  useGetBestMatchesQuery,
  useGetStylistNamesQuery,
  useGetStylistsQuery,
  useGetStylistQuery,
  useGetFavoriteStylistsInfiniteQuery,
  useGetFavoriteStylistIdsQuery,
  useAddFavoriteStylistMutation,
  useRemoveFavoriteStylistMutation,
} = stylistsApi;
