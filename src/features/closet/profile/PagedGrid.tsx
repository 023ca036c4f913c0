import type { ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { ErrorState } from '@/ui/ErrorState';
import { ListEnd } from '@/ui/ListEnd';
import { ProfileGrid } from './ProfileGrid';
import { ProfileSkeleton } from './ProfileSkeleton';
import { selectGridSize } from './profileSlice';
import type { Paging } from './usePagedList';

type PagedGridProps = {
  /** Whose list, for the loading and error copy: 'closet', 'looks', 'photos'. */
  subject: string;
  /** What the list holds, plural, for the 'Load more …' copy: 'items', 'looks', 'photos'. */
  noun: string;
  /** The first page is on its way. */
  isLoading: boolean;
  /** The first page arrived (else, once not loading, it failed). */
  hasData: boolean;
  onRetry: () => void;
  /** Shown instead of the grid when there is nothing to list. */
  empty: ReactNode;
  /** From usePagedList. */
  paging: Paging;
  /** Said under the grid once every entry is shown. */
  endText: string;
  /** The grid's entries, each an `<li>`. */
  children: ReactNode;
};

/**
 * The body of a profile list (closet, looks, photos) in the shopper's grid size: skeletons while
 * the first page loads, an error with retry if it fails, the list's empty state, else the grid
 * and what goes under it (ListEnd: load more, its retry, or the end).
 */
export const PagedGrid = ({
  subject,
  noun,
  isLoading,
  hasData,
  onRetry,
  empty,
  paging,
  endText,
  children,
}: PagedGridProps) => {
  const gridSize = useAppSelector(selectGridSize);
  if (isLoading) return <ProfileSkeleton size={gridSize} label={`Loading your ${subject}…`} />;
  if (!hasData) {
    return (
      <ErrorState
        title={`We couldn't load your ${subject}`}
        text="Please check your connection and try again."
        onRetry={onRetry}
      />
    );
  }
  const { count, listRef, hasNextPage, isFetchingNextPage, isFetchNextPageError, loadMore } =
    paging;
  if (count === 0 && !hasNextPage) return empty;
  return (
    <>
      <ProfileGrid size={gridSize} ref={listRef} aria-busy={isFetchingNextPage}>
        {children}
      </ProfileGrid>
      <ListEnd
        noun={noun}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        onLoadMore={loadMore}
        endText={endText}
      />
    </>
  );
};
