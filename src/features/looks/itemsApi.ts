import { UID } from '@/api/currentUser';
import { gatewayApi } from '@/api/gatewayApi';
import { normaliseItem, type ApiItem, type Item } from '@/api/items';
import { rootApi } from '@/api/rootApi';

/** The item to read and whether a shopper reads it (then their cart and closet flags come). */
export type ItemArgs = { itemId: string; signedIn: boolean };

const segment = encodeURIComponent;

/** `GET item/{id}` on the second root: the item page's second variant (/item-legacy). */
export const legacyItemsApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    getLegacyItem: build.query<Item, string>({
      query: (itemId) => `item/${segment(itemId)}`,
      transformResponse: (response: ApiItem) => normaliseItem(response),
    }),
  }),
});

/**
 * The item page's gateway calls: the item (`GET proxy/item/catalog/{itemId}`, with `user_uuid`
 * for a signed-in shopper) and adding it to the closet (`POST proxy/user/{uid}/items`), which
 * shows 'In Closet' at once and refreshes the closet and the cart.
 */
export const itemsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogItem: build.query<Item, ItemArgs>({
      query: ({ itemId, signedIn }) => ({
        url: `proxy/item/catalog/${segment(itemId)}`,
        params: signedIn ? { user_uuid: UID } : undefined,
      }),
      transformResponse: (response: ApiItem) => normaliseItem(response),
      providesTags: (_result, _error, { itemId }) => [{ type: 'Closet', id: itemId }],
    }),
    addItemToCloset: build.mutation<unknown, { itemId: string; source?: string }>({
      query: ({ itemId, source = 'item' }) => ({
        url: `proxy/user/${UID}/items`,
        method: 'POST',
        body: { item_uuids: [itemId], source },
      }),
      async onQueryStarted({ itemId }, { dispatch, queryFulfilled }) {
        if (
          !(await queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          return;
        // The second root's item has no tags of this slice to refresh by.
        dispatch(
          legacyItemsApi.util.updateQueryData('getLegacyItem', itemId, (item) => {
            item.isInCloset = true;
          }),
        );
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Closet', 'Cart']),
    }),
  }),
});

export const { useGetCatalogItemQuery, useAddItemToClosetMutation } = itemsApi;
export const { useGetLegacyItemQuery } = legacyItemsApi;
