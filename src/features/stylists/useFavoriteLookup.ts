import { useCallback, useMemo } from 'react';
import type { ApiStylist } from '@/api/stylistTypes';
import { useGetFavoriteStylistIdsQuery } from '@/api/stylistsApi';

/**
 * Whether a stylist is a favorite: every favourite's id, all pages of the list read, decides once
 * loaded (it changes at once on a toggle), so a stylist on any page shows a filled heart; the
 * stylist's own `is_favorite` decides when they cannot be loaded. `isReady` is false while they
 * load, so a toggle is not overwritten by the list arriving after it.
 */
export const useFavoriteLookup = () => {
  const { data: ids, isError } = useGetFavoriteStylistIdsQuery();
  const favorites = useMemo(() => (ids ? new Set(ids) : undefined), [ids]);
  const isFavorite = useCallback(
    (stylist: Pick<ApiStylist, 'uuid' | 'is_favorite'>) =>
      favorites ? favorites.has(stylist.uuid) : Boolean(stylist.is_favorite),
    [favorites],
  );
  return { isFavorite, isReady: ids !== undefined || isError, count: ids?.length ?? 0 };
};
