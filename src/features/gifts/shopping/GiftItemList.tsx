import styled from 'styled-components';
import type { Item } from '@/api/items';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { ListEnd } from '@/ui/ListEnd';
import { ProductCard } from '@/blocks/ProductCard';
import { useInfiniteScroll } from '@/ui/hooks/useInfiniteScroll';
import { SkeletonGrid } from '@/ui/Skeleton';
import { useLoadMoreFocus } from '@/ui/hooks/useLoadMoreFocus';
import { useGetGiftItemsInfiniteQuery, type GiftItemsArgs } from '../giftItemsApi';

/** Placeholder cards while the first page loads (spec 000 §9: 10 outside phones). */
const SKELETON_CARDS = 10;
/** Cards in the first rows load their pictures at once; the rest as they near the screen. */
const EAGER_CARDS = 4;
const CARD_MIN_WIDTH = '140px';

/** Each item once, even when pages overlap. */
const uniqueItems = (pages: readonly { items: Item[] }[]) => {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
};

/** The item page, opened from gift shopping (spec 001 §2 `/item/{itemId}?source=&context=`). */
export const giftItemHref = (itemId: string) =>
  `/item/${encodeURIComponent(itemId)}?source=gifts&context=gift`;

const giftCount = (count: number) => (count === 1 ? '1 gift' : `${count} gifts`);

type GiftItemListProps = {
  args: GiftItemsArgs;
  /** Whether any filter is chosen: the empty state then offers to clear them. */
  isFiltered: boolean;
  onClearFilters: () => void;
};

/**
 * The gifts the chosen filters pick, 30 a page: the next page as the shopper nears the end (or
 * with 'Load more gifts'), a retry when a page fails, the count for screen readers as it changes.
 */
export const GiftItemList = ({ args, isFiltered, onClearFilters }: GiftItemListProps) => {
  const gifts = useGetGiftItemsInfiniteQuery(args);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = gifts;
  const items = data ? uniqueItems(data.pages) : [];
  const total = Math.max(data?.pages[0]?.total ?? 0, items.length);

  const { listRef, loadMore } = useLoadMoreFocus(items.length, fetchNextPage);
  useInfiniteScroll({
    hasMore: hasNextPage,
    isPaused: !data || gifts.isFetching || isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
  });

  // One live region throughout, so a change of filters is announced when its gifts arrive.
  const status = gifts.isLoading ? 'Loading gifts' : data ? giftCount(total) : '';
  return (
    <>
      <Count role="status" className={items.length === 0 ? 'visually-hidden' : undefined}>
        {status}
      </Count>
      {gifts.isLoading ? (
        <SkeletonGrid count={SKELETON_CARDS} minItemWidth={CARD_MIN_WIDTH} imageHeight="220px" />
      ) : !data ? (
        <ErrorState
          title="We couldn't load gifts"
          text="Please check your connection and try again."
          onRetry={() => void gifts.refetch()}
        />
      ) : items.length === 0 ? (
        <Empty>
          {isFiltered ? (
            <>
              <p>No gifts match these filters</p>
              <Button variant="secondary" onClick={onClearFilters}>
                Clear filters
              </Button>
            </>
          ) : (
            <p>No gifts here yet. Our stylists are picking new ones; check back soon.</p>
          )}
        </Empty>
      ) : (
        <>
          <Grid ref={listRef} aria-busy={isFetchingNextPage}>
            {items.map((item, index) => (
              <li key={item.id}>
                <ProductCard
                  item={item}
                  href={giftItemHref(item.id)}
                  eager={index < EAGER_CARDS}
                  fill
                  soldOutLabel="Out of stock"
                />
              </li>
            ))}
          </Grid>
          <ListEnd
            noun="gifts"
            hasNextPage={hasNextPage}
            isFetchingNextPage={isFetchingNextPage}
            isFetchNextPageError={isFetchNextPageError}
            onLoadMore={loadMore}
            endText={`That’s every gift${isFiltered ? ' for these filters' : ''}.`}
          />
        </>
      )}
    </>
  );
};

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${CARD_MIN_WIDTH}, 100%), 1fr));
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Cards far off screen skip layout and paint until the shopper scrolls near them. */
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 300px;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  p {
    margin: 0;
  }
`;
