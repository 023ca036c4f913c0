import { MAX_CLOSET_SUGGESTIONS } from '@shared/closet';
import { UID } from '@/api/currentUser';
import { gatewayApi } from '@/api/gatewayApi';
import { patchOptimistically } from '@/api/optimistic';
import { readUpload, uploadWithProgress, type ProgressListener } from '@/api/uploadWithProgress';
import type { Gender } from '@/api/types';
import { reportError } from '@/services/errorReporting';
import {
  toClosetTags,
  toFilterGroups,
  toFilterParams,
  type ApiClosetTag,
  type ApiFilters,
  type ClosetTag,
  type FilterGroup,
  type FilterQuery,
} from './closetFilters';
import {
  CLOSET_PAGE_SIZE,
  nextClosetOffset,
  toClosetItem,
  toClosetPage,
  toClosetSuggestions,
  type ApiClosetPage,
  type ApiClosetSuggestions,
  type ClosetItem,
  type ClosetPage,
  type ClosetSuggestions,
} from './closetItems';
import {
  toPhoto,
  toPhotosPage,
  type ApiPhotosPage,
  type Photo,
  type PhotosPage,
} from './closetPhotos';
import {
  toProfileLooksPage,
  type ApiProfileLooksPage,
  type LookType,
  type ProfileLooksPage,
} from './profileLooks';

/**
 * Spec 001 §9: looks and photos come 50 at a time too; suggestions 250 (all of which one
 * add-to-closet call takes); closet tags 100.
 */
export const LOOKS_PAGE_SIZE = 50;
export const PHOTOS_PAGE_SIZE = 50;
export const SUGGESTIONS_COUNT = MAX_CLOSET_SUGGESTIONS;
export const CLOSET_TAGS_COUNT = 100;

const CLOSET_LIST = { type: 'Closet', id: 'LIST' } as const;
const CLOSET_SUGGESTIONS = { type: 'Closet', id: 'SUGGESTIONS' } as const;
const PROFILE_LOOKS = { type: 'Look', id: 'PROFILE' } as const;
const PHOTO_LIST = { type: 'Photo', id: 'LIST' } as const;

/** The spec's words for the error service when a removal fails (spec 001 §8). */
export const REMOVE_ITEM_FAILED = "Couldn't remove item from closet";
export const REMOVE_LOOK_FAILED = "Couldn't remove look";

const segment = encodeURIComponent;

/** The AddClosetItem modal's payload (spec 001 §3 "Closet item", add payload). */
export type NewClosetItem = {
  /** Base64 JPEG or PNG without a `data:` prefix. */
  picture: string;
  category: string;
  brand?: string;
  colors?: string[];
  seasons?: string[];
};

export type FiltersArgs = { gender?: Gender | null };

/** Without a department the filters are womenswear's (spec 001 §7: gender defaults to female). */
const genderOf = ({ gender }: FiltersArgs = {}) => (gender === 'male' ? 'male' : 'female');

/**
 * The closet, profile looks and photos (spec 001 §7 "Closet, looks, photos";
 * docs/contracts/closet.md). Removing a closet item or hiding a look takes it off every cached
 * page at once and brings it back if the call fails, which the error service hears about in the
 * spec's words; the shopper sees no message. Adding refreshes the closet (and the cart, whose
 * items say whether they are in the closet).
 */
export const closetApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getCloset: build.infiniteQuery<ClosetPage, FilterQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastFrom) =>
          nextClosetOffset(lastPage.total, lastFrom),
      },
      query: ({ queryArg, pageParam }) => ({
        url: `proxy/user/closet/${UID}/${UID}`,
        params: { from: pageParam, count: CLOSET_PAGE_SIZE, ...toFilterParams(queryArg) },
      }),
      transformResponse: (response: ApiClosetPage) => toClosetPage(response),
      providesTags: [CLOSET_LIST],
    }),
    getClosetFilters: build.query<FilterGroup[], FiltersArgs | void>({
      query: (args) => ({
        url: `proxy/user/${UID}/closet/filters`,
        params: {
          client: 'web',
          gender: genderOf(args ?? {}),
          refinements: 'ALL',
          fields: 'categories,colors,seasons',
        },
      }),
      transformResponse: (response: ApiFilters) => toFilterGroups(response),
    }),
    getClosetTags: build.query<ClosetTag[], void>({
      query: () => ({
        url: `proxy/user/${UID}/closetTags`,
        params: { from: 0, count: CLOSET_TAGS_COUNT },
      }),
      transformResponse: (response: { closetTags?: ApiClosetTag[] }) => toClosetTags(response),
      providesTags: [CLOSET_LIST],
    }),
    addClosetItem: build.mutation<ClosetItem, NewClosetItem & { onProgress?: ProgressListener }>({
      queryFn: async (
        { picture, category, brand = '', colors = [], seasons = [], onProgress },
        api,
      ) => {
        const body = { type: 'user', picture, category, brand, colors, seasons, owner_uuid: UID };
        const result = await uploadWithProgress({ url: 'proxy/item', method: 'POST', body }, api, {
          onProgress,
        });
        return readUpload(result, toClosetItem);
      },
      invalidatesTags: (_result, error) => (error ? [] : [CLOSET_LIST]),
    }),
    removeClosetItem: build.mutation<unknown, { itemId: string }>({
      query: ({ itemId }) => ({ url: `proxy/item/${segment(itemId)}`, method: 'DELETE' }),
      async onQueryStarted({ itemId }, api) {
        const { updateQueryData, selectCachedArgsForQuery } = closetApi.util;
        const state = api.getState() as Parameters<typeof selectCachedArgsForQuery>[0];
        await patchOptimistically(
          api,
          selectCachedArgsForQuery(state, 'getCloset').map((filters) =>
            updateQueryData('getCloset', filters, (closet) => {
              for (const page of closet.pages) {
                const before = page.items.length;
                page.items = page.items.filter((item) => item.id !== itemId);
                if (page.items.length < before) page.total = Math.max(0, page.total - 1);
              }
            }),
          ),
          (error) =>
            reportError(new Error(REMOVE_ITEM_FAILED), { endpoint: 'removeClosetItem', error }),
        );
      },
      invalidatesTags: (_result, error, { itemId }) =>
        error ? [] : [CLOSET_LIST, CLOSET_SUGGESTIONS, { type: 'Closet', id: itemId }, 'Cart'],
    }),
    addItemsToCloset: build.mutation<unknown, { itemIds: string[]; source: string }>({
      query: ({ itemIds, source }) => ({
        url: `proxy/user/${UID}/items`,
        method: 'POST',
        body: { item_uuids: itemIds, source },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Closet', 'Cart']),
    }),
    getClosetSuggestions: build.query<ClosetSuggestions, string>({
      query: (sessionId) => ({
        url: `session/${segment(sessionId)}/closet-suggestions`,
        params: { count: SUGGESTIONS_COUNT },
      }),
      transformResponse: (response: ApiClosetSuggestions) => toClosetSuggestions(response),
      providesTags: [CLOSET_SUGGESTIONS],
    }),
    getLookFilters: build.query<FilterGroup[], FiltersArgs | void>({
      query: (args) => ({
        url: `proxy/user/${UID}/looks/filters`,
        params: { gender: genderOf(args ?? {}), client: 'web' },
      }),
      transformResponse: (response: ApiFilters) => toFilterGroups(response),
    }),
    getProfileLooks: build.infiniteQuery<ProfileLooksPage, FilterQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.nextPage !== null && lastPage.nextPage > lastPageParam
            ? lastPage.nextPage
            : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `proxy/user/${UID}/looks`,
        params: { from: pageParam, count: LOOKS_PAGE_SIZE, ...toFilterParams(queryArg) },
      }),
      transformResponse: (response: ApiProfileLooksPage) => toProfileLooksPage(response),
      providesTags: [PROFILE_LOOKS],
    }),
    hideLook: build.mutation<unknown, { lookId: string; type: LookType }>({
      query: ({ lookId, type }) => ({
        url: `proxy/user/${UID}/outfits/${segment(lookId)}/hide`,
        method: 'DELETE',
        params: { type },
      }),
      async onQueryStarted({ lookId }, api) {
        const { updateQueryData, selectCachedArgsForQuery } = closetApi.util;
        const state = api.getState() as Parameters<typeof selectCachedArgsForQuery>[0];
        await patchOptimistically(
          api,
          selectCachedArgsForQuery(state, 'getProfileLooks').map((filters) =>
            updateQueryData('getProfileLooks', filters, (looks) => {
              for (const page of looks.pages) {
                const before = page.looks.length;
                page.looks = page.looks.filter((look) => look.id !== lookId);
                if (page.looks.length < before) page.total = Math.max(0, page.total - 1);
              }
            }),
          ),
          (error) => reportError(new Error(REMOVE_LOOK_FAILED), { endpoint: 'hideLook', error }),
        );
      },
      invalidatesTags: (_result, error) => (error ? [] : [PROFILE_LOOKS]),
    }),
    getPhotos: build.infiniteQuery<PhotosPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastFrom) =>
          nextClosetOffset(lastPage.total, lastFrom, PHOTOS_PAGE_SIZE),
      },
      query: ({ pageParam }) => ({
        url: `proxy/user/${UID}/photos`,
        params: { from: pageParam, count: PHOTOS_PAGE_SIZE },
      }),
      transformResponse: (response: ApiPhotosPage) => toPhotosPage(response),
      providesTags: [PHOTO_LIST],
    }),
    addPhoto: build.mutation<Photo, { file: File; onProgress?: ProgressListener }>({
      queryFn: async ({ file, onProgress }, api) => {
        const body = new FormData();
        body.append('picture', file, file.name);
        const result = await uploadWithProgress(
          { url: `proxy/user/${UID}/photos`, method: 'POST', body },
          api,
          { onProgress },
        );
        return readUpload(result, toPhoto);
      },
      invalidatesTags: (_result, error) => (error ? [] : [PHOTO_LIST]),
    }),
    removePhoto: build.mutation<unknown, { photoId: string }>({
      query: ({ photoId }) => ({ url: `proxy/user/photos/${segment(photoId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [PHOTO_LIST]),
    }),
  }),
});

export const {
  useGetClosetInfiniteQuery,
  useGetClosetFiltersQuery,
  useGetClosetTagsQuery,
  useAddClosetItemMutation,
  useRemoveClosetItemMutation,
  useAddItemsToClosetMutation,
  useGetClosetSuggestionsQuery,
  useGetLookFiltersQuery,
  useGetProfileLooksInfiniteQuery,
  useHideLookMutation,
  useGetPhotosInfiniteQuery,
  useAddPhotoMutation,
  useRemovePhotoMutation,
} = closetApi;
