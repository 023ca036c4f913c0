import type { useAppDispatch } from '@/app/hooks';
import { isMobileDevice } from '@/lib/device';
import { feedApi } from './feed/feedApi';
import { feedGender } from './feed/feedItems';
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

/**
 * The feed's first page, the exact request the page makes, for the first render over the feed's
 * shell. Not for a visitor on a phone (they are asked to sign in), nor for a shopper on `/feed`
 * (their department comes from their profile, which the page reads first).
 */
export const prefetchFeed = async (
  dispatch: Dispatch,
  department: string | undefined,
  readerId: string | null,
) => {
  const phone = isMobileDevice({ userAgent: navigator.userAgent, width: window.innerWidth });
  if ((!readerId && phone) || (readerId && department === undefined)) return;
  if (department !== undefined && department !== 'womenswear' && department !== 'menswear') return;
  const gender = feedGender(department, null);
  await settle(dispatch(feedApi.endpoints.getFeed.initiate({ gender, readerId })));
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
