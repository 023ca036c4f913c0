import type { useAppDispatch } from '@/app/hooks';
import { itemsApi, legacyItemsApi } from './itemsApi';
import { looksApi } from './looksApi';

type Dispatch = ReturnType<typeof useAppDispatch>;
type Subscription = PromiseLike<unknown> & { unsubscribe: () => void };

/** Waits for a request the page will make, then lets the page's own subscription keep it. */
const settle = async (request: Subscription) => {
  try {
    await request;
  } finally {
    request.unsubscribe();
  }
};

/** A look, as its page asks for it. */
export const prefetchOutfit = (dispatch: Dispatch, outfitId: string, readerId: string | null) =>
  settle(dispatch(looksApi.endpoints.getOutfit.initiate({ outfitId, readerId })));

/** An item, as its page asks for it (`legacy`: the second variant, from the second root). */
export const prefetchItem = (
  dispatch: Dispatch,
  itemId: string,
  signedIn: boolean,
  legacy: boolean,
) =>
  settle(
    legacy
      ? dispatch(legacyItemsApi.endpoints.getLegacyItem.initiate(itemId))
      : dispatch(itemsApi.endpoints.getCatalogItem.initiate({ itemId, signedIn })),
  );
