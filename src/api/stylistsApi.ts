import { UID } from './currentUser';
import { gatewayApi } from './gatewayApi';
import { patchOptimistically, type OptimisticLifecycle } from './optimistic';
import type { ApiItems, ApiStylist, ApiStylistName } from './stylistTypes';

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
    getFavoriteStylists: build.query<ApiStylist[], void>({
      query: () => ({ url: `proxy/user/${UID}/favourites`, params: { from: 0, count: 30 } }),
      transformResponse: (response: ApiItems<ApiStylist>) => response.items,
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
 * Shows the new favorite state at once in every cache that shows it (favorites list, best
 * matches, stylist lists, single stylists) and undoes all of it when the call fails.
 */
async function updateFavoriteOptimistically(
  { stylistId, stylist }: FavoriteArgs,
  favorite: boolean,
  api: OptimisticApi,
) {
  const { updateQueryData, selectCachedArgsForQuery } = stylistReadsApi.util;
  const state = api.getState() as Parameters<typeof selectCachedArgsForQuery>[0];
  await patchOptimistically(api, [
    updateQueryData('getFavoriteStylists', undefined, (draft) => {
      const index = draft.findIndex((item) => item.uuid === stylistId);
      if (!favorite && index >= 0) draft.splice(index, 1);
      if (favorite && index < 0 && stylist) draft.unshift({ ...stylist, is_favorite: true });
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
  useGetFavoriteStylistsQuery,
  useAddFavoriteStylistMutation,
  useRemoveFavoriteStylistMutation,
} = stylistsApi;
