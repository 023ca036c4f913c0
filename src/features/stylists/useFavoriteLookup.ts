import { useCallback } from 'react';
import type { ApiStylist } from '@/api/stylistTypes';
import { useGetFavoriteStylistsQuery } from '@/api/stylistsApi';

/**
 * Whether a stylist is a favorite: the favorites list decides once loaded (it changes at once on
 * a toggle), the stylist's own `is_favorite` when it cannot be loaded. `isReady` is false while
 * the list loads, so a toggle is not overwritten by the list arriving after it.
 */
export const useFavoriteLookup = () => {
  const { data: favorites, isError } = useGetFavoriteStylistsQuery();
  const isFavorite = useCallback(
    (stylist: Pick<ApiStylist, 'uuid' | 'is_favorite'>) =>
      favorites
        ? favorites.some((favorite) => favorite.uuid === stylist.uuid)
        : Boolean(stylist.is_favorite),
    [favorites],
  );
  return { isFavorite, isReady: favorites !== undefined || isError, count: favorites?.length ?? 0 };
};
