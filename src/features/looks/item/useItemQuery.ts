import { useCallback } from 'react';
import { selectIsSignedIn } from '@/api/authSlice';
import type { Item } from '@/api/items';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  itemsApi,
  legacyItemsApi,
  useGetCatalogItemQuery,
  useGetLegacyItemQuery,
} from '../itemsApi';

/**
 * The item of the page: from the gateway (`/item/:itemId`) or, on the second variant
 * (`/item-legacy/:itemId`), from the second root. `item` is the current id's only (no previous
 * item while another loads). `patchItem` changes the cached item in place, e.g. its in-cart flag
 * once an add or remove has landed.
 */
export const useItemQuery = (itemId: string, isLegacy: boolean) => {
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  const catalog = useGetCatalogItemQuery({ itemId, signedIn }, { skip: isLegacy });
  const legacy = useGetLegacyItemQuery(itemId, { skip: !isLegacy });
  const { currentData: item, error, refetch } = isLegacy ? legacy : catalog;

  const patchItem = useCallback(
    (change: (draft: Item) => void) => {
      dispatch(
        isLegacy
          ? legacyItemsApi.util.updateQueryData('getLegacyItem', itemId, change)
          : itemsApi.util.updateQueryData('getCatalogItem', { itemId, signedIn }, change),
      );
    },
    [dispatch, isLegacy, itemId, signedIn],
  );

  return { item, error, refetch, patchItem };
};
