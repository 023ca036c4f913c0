import type { RefObject } from 'react';
import { useInfiniteScroll } from '@/ui/hooks/useInfiniteScroll';
import { useLoadMoreFocus } from '@/ui/hooks/useLoadMoreFocus';
import { useRemovalFocus } from '@/ui/hooks/useRemovalFocus';

type PagedQuery = {
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

/** Where a paged list is, for its grid (PagedGrid): what it shows, what can come next. */
export type Paging = {
  /** Entries shown. */
  count: number;
  /** On the list whose children are the entries, for focus after 'Load more'. */
  listRef: RefObject<HTMLUListElement | null>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  /** Asks for the next page; focus goes to the first new entry. */
  loadMore: () => void;
};

/**
 * One of the profile's paged lists (closet, looks, photos) from its infinite query and the pages
 * it has: each entry once (a removal or an addition can move the page boundaries), the total,
 * focus kept after a removal and after 'Load more', and infinite scroll asking for the next page.
 */
export const usePagedList = <Page extends { total: number }, Entry extends { id: string }>(
  query: PagedQuery,
  data: { pages: readonly Page[] } | undefined,
  entriesOf: (page: Page) => readonly Entry[],
) => {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const seen = new Set<string>();
  const entries = (data?.pages ?? [])
    .flatMap(entriesOf)
    .filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
  const total = Math.max(data?.pages[0]?.total ?? 0, entries.length);
  const { headingRef, linkRef, focusAfterRemoving } = useRemovalFocus(entries.map(({ id }) => id));
  const { listRef, loadMore } = useLoadMoreFocus(entries.length, fetchNextPage);
  useInfiniteScroll({
    hasMore: hasNextPage,
    isPaused: !data || query.isFetching || isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
  });
  const paging: Paging = {
    count: entries.length,
    listRef,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    loadMore,
  };
  return { entries, total, headingRef, linkRef, focusAfterRemoving, paging };
};
