import { useMemo } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { useBreakpointValue } from '@/ui/hooks/useBreakpointValue';
import { useInfiniteScroll } from '@/ui/hooks/useInfiniteScroll';
import { SkeletonGrid } from '@/ui/Skeleton';
import { Spinner } from '@/ui/Spinner';
import { useGetFeedInfiniteQuery, type FeedArgs } from './feedApi';
import { FeedCard } from './FeedCard';
import type { FeedItem } from './feedItems';
import { useFeedRows } from './useFeedRows';

/** Spec 001 §9: the feed shows 10 skeletons while its first page loads. */
export const FEED_SKELETONS = 10;

type FeedListProps = FeedArgs & { canLike: boolean; labelledBy: string };

const chunk = (items: FeedItem[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, row) =>
    items.slice(row * size, row * size + size),
  );

/**
 * The feed's looks and the other items, in rows of one to three cards by width, loaded page by
 * page as the shopper nears the end. Only the rows near the screen are in the document
 * (@tanstack/react-virtual on the window), so the page stays light after any number of pages;
 * coming back to the feed (history back) finds it laid out where it was.
 */
export const FeedList = ({ gender, readerId, canLike, labelledBy }: FeedListProps) => {
  const feed = useGetFeedInfiniteQuery({ gender, readerId });
  const items = useMemo(
    () => (feed.data?.pages ?? []).flatMap((page) => page.items).filter((i) => i.type !== 'empty'),
    [feed.data],
  );
  const columns = useBreakpointValue({ base: 1, smallMobile: 2, tablet: 3 });
  const rows = useMemo(() => chunk(items, columns), [items, columns]);

  const { virtualizer, listRef, focusHandlers } = useFeedRows({
    rows,
    columns,
    memoryKey: `${gender}:${readerId ?? ''}`,
  });
  const hasItems = items.length > 0;

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  useInfiniteScroll({
    hasMore: hasNextPage,
    isPaused: isFetchingNextPage || isFetchNextPageError || feed.isLoading,
    onLoadMore: () => void fetchNextPage(),
  });

  if (feed.isLoading)
    return <SkeletonGrid count={FEED_SKELETONS} minItemWidth="240px" imageHeight="320px" />;
  if (feed.isError && !feed.data)
    return (
      <ErrorState
        title="We couldn't load the feed"
        text="Please check your connection and try again."
        onRetry={() => void feed.refetch()}
      />
    );
  if (!hasItems)
    return (
      <Empty>
        <p>No looks here yet. Our stylists are putting new ones together; meanwhile, meet them.</p>
        <ButtonLink to="/stylistSearch">Browse stylists</ButtonLink>
      </Empty>
    );

  return (
    <>
      <Rows
        ref={listRef}
        role="feed"
        aria-labelledby={labelledBy}
        aria-busy={isFetchingNextPage}
        {...focusHandlers}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <Row
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {rows[row.index]?.map((item) => (
              <FeedCard key={item.key} item={item} canLike={canLike} eager={row.index === 0} />
            ))}
          </Row>
        ))}
      </Rows>
      <End>
        {isFetchingNextPage ? (
          <Spinner label="Loading more looks" />
        ) : isFetchNextPageError ? (
          <ErrorState title="We couldn't load more looks" onRetry={() => void fetchNextPage()} />
        ) : hasNextPage ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            Load more looks
          </Button>
        ) : (
          <Done>You've seen every look. Our stylists add new ones every week.</Done>
        )}
      </End>
    </>
  );
};

const Rows = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
`;

const End = styled.div`
  display: grid;
  justify-items: center;
  min-height: 6rem;
  padding: ${({ theme }) => theme.space.xl} 0;
`;

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;
`;
