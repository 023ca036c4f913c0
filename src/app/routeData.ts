import { matchPath } from 'react-router-dom';
import { selectIsSignedIn, selectUserId } from '@/api/authSlice';
import type { AppStore } from './store';

type RouteData = {
  path: string;
  prefetch: (params: Record<string, string | undefined>, store: AppStore) => Promise<unknown>;
};

/** Server data a page needs for its first render, for pages rendered over a prerendered shell. */
const ROUTE_DATA: RouteData[] = [
  {
    path: '/outfit/:collectionId',
    prefetch: ({ collectionId = '' }, store) =>
      import('@/features/looks/outfit/OutfitPage').then((m) =>
        m.prefetchOutfit(store.dispatch, collectionId, selectUserId(store.getState())),
      ),
  },
  {
    path: '/item/:itemId',
    prefetch: ({ itemId = '' }, store) =>
      import('@/features/looks/item/ItemPage').then((m) =>
        m.prefetchItem(store.dispatch, itemId, selectIsSignedIn(store.getState()), false),
      ),
  },
  {
    path: '/item-legacy/:itemId',
    prefetch: ({ itemId = '' }, store) =>
      import('@/features/looks/item/ItemPage').then((m) =>
        m.prefetchItem(store.dispatch, itemId, selectIsSignedIn(store.getState()), true),
      ),
  },
  {
    path: '/stylist/:id/profile',
    prefetch: ({ id = '' }, store) =>
      import('@/features/stylists/profile/StylistProfilePage').then((m) =>
        m.prefetchStylistProfile(store.dispatch, id, selectUserId(store.getState())),
      ),
  },
];

/**
 * Fetches the data the page at `pathname` (inside the basename) needs for its first render, if
 * it has a prefetch; resolves either way (failures are left to the page).
 */
export const preloadRouteData = (pathname: string, store: AppStore): Promise<unknown> => {
  const inApp = pathname.replace(/^\/app(?=\/|$)/, '') || '/';
  const loads = ROUTE_DATA.map((route) => {
    const match = matchPath(route.path, inApp);
    return match ? route.prefetch(match.params, store).catch(() => undefined) : Promise.resolve();
  });
  return Promise.all(loads);
};
