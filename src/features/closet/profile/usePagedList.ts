import { useInfiniteScroll } from '@/ui/hooks/useInfiniteScroll';
import { useLoadMoreFocus } from '@/ui/hooks/useLoadMoreFocus';
import { useRemovalFocus } from '@/ui/hooks/useRemovalFocus';

type PagedQuery = {
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
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
  const { hasNextPage, isFetchNextPageError, fetchNextPage } = query;
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
  return { entries, total, headingRef, linkRef, focusAfterRemoving, listRef, loadMore };
};
