import { useState } from 'react';
import { useRemovalFocus } from '@/ui/hooks/useRemovalFocus';

/**
 * Removing a favourite (look or stylist) from the shopper's list: focus moves to its neighbour,
 * the status line says it went, and a refused call clears that and says it failed. Spread
 * `sectionProps` on the list's ListSection; give each entry's main link `linkRef(id)`.
 */
export const useFavoriteRemoval = (ids: readonly string[]) => {
  const { headingRef, linkRef, focusAfterRemoving } = useRemovalFocus(ids);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  /** `name` is what the shopper calls the entry; `request` makes the call. */
  const remove = (id: string, name: string, request: () => Promise<unknown>) => {
    focusAfterRemoving(id);
    setFailure(null);
    setAnnouncement(`${name} removed from your favorites.`);
    request().catch(() => {
      setAnnouncement('');
      setFailure(`We couldn't remove ${name} from your favorites. Please try again.`);
    });
  };

  return { linkRef, remove, sectionProps: { headingRef, announcement, failure } };
};
