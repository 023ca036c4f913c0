import { useState } from 'react';
import styled from 'styled-components';
import type { ClosetItem } from '@/api/closet';
import {
  useGetClosetFiltersQuery,
  useGetClosetInfiniteQuery,
  useGetClosetTagsQuery,
  useRemoveClosetItemMutation,
} from '@/api/closetApi';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button, ButtonLink } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { useInfiniteScroll } from '@/ui/hooks/useInfiniteScroll';
import { useLoadMoreFocus } from '@/ui/hooks/useLoadMoreFocus';
import { useRemovalFocus } from '@/ui/hooks/useRemovalFocus';
import { modalOpened } from '@/ui/uiSlice';
import { EmptyState } from '../profile/EmptyState';
import { FilterPanel } from '../profile/FilterPanel';
import { ListEnd } from '../profile/ListEnd';
import { ProfileGrid } from '../profile/ProfileGrid';
import { ProfileSkeleton } from '../profile/ProfileSkeleton';
import { selectGridSize } from '../profile/profileSlice';
import { useProfileFilters } from '../profile/useProfileFilters';
import { ClosetItemCard, closetItemTitle } from './ClosetItemCard';

/** Cards in the first rows load their pictures at once. */
const EAGER_CARDS = 5;

const itemCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** Each item once, even when a removal or an addition moved the page boundaries. */
const uniqueItems = (pages: readonly { items: ClosetItem[] }[]) => {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
};

/**
 * The closet (spec 001 §2 "Profile closet and looks"): the filters the server offers, the items
 * 50 at a time until quota_max (infinite scroll, or 'Load more items'), adding a piece
 * (AddClosetItem) and removing one (RemoveItem; it leaves at once and comes back if the call
 * fails). Loading, failure with retry and both empty states (nothing yet, nothing for these
 * filters) each have their own view.
 */
export const ClosetSection = () => {
  const dispatch = useAppDispatch();
  const gridSize = useAppSelector(selectGridSize);
  const filters = useProfileFilters('closetFilters');
  const { data: user } = useGetCurrentUserQuery();
  const filterGroups = useGetClosetFiltersQuery({ gender: user?.gender ?? null });
  const { data: tags } = useGetClosetTagsQuery();
  const closet = useGetClosetInfiniteQuery(filters.query);
  const { currentData, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    closet;
  const [removeClosetItem] = useRemoveClosetItemMutation();
  const [announcement, setAnnouncement] = useState('');

  const items = currentData ? uniqueItems(currentData.pages) : [];
  const total = Math.max(currentData?.pages[0]?.total ?? 0, items.length);
  const { headingRef, linkRef, focusAfterRemoving } = useRemovalFocus(items.map(({ id }) => id));
  const { listRef, loadMore } = useLoadMoreFocus(items.length, fetchNextPage);
  useInfiniteScroll({
    hasMore: hasNextPage,
    isPaused: !currentData || closet.isFetching || isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
  });

  const openAddItem = () => dispatch(modalOpened({ type: 'AddClosetItem', modalProps: {} }));
  const handleRemove = (item: ClosetItem) => {
    const title = closetItemTitle(item);
    dispatch(
      modalOpened({
        type: 'RemoveItem',
        modalProps: {
          itemName: title,
          onConfirm: () => {
            focusAfterRemoving(item.id);
            setAnnouncement(`${title} removed from your closet.`);
            // A failure puts the item back and is reported (spec 001 §8); no message here.
            removeClosetItem({ itemId: item.id }).catch(() => undefined);
          },
        },
      }),
    );
  };

  const counts = Object.fromEntries((tags ?? []).map((tag) => [tag.key, tag.count]));

  const renderItems = () => {
    if (!currentData && (closet.isFetching || closet.isUninitialized)) {
      return <ProfileSkeleton size={gridSize} label="Loading your closet…" />;
    }
    if (!currentData) {
      return (
        <ErrorState
          title="We couldn't load your closet"
          text="Please check your connection and try again."
          onRetry={() => void closet.refetch()}
        />
      );
    }
    if (items.length === 0 && !hasNextPage) {
      return filters.isFiltered ? (
        <EmptyState title="No items match these filters" text="Try fewer filters, or clear them.">
          <Button variant="secondary" onClick={filters.clear}>
            Clear filters
          </Button>
        </EmptyState>
      ) : (
        <EmptyState
          title="Your closet is empty"
          text="Add the pieces you own with a photo, or add pieces from your stylist's boards and your orders."
        >
          <Button aria-haspopup="dialog" onClick={openAddItem}>
            Add an item
          </Button>
          <ButtonLink variant="secondary" to="/feed">
            Browse looks
          </ButtonLink>
        </EmptyState>
      );
    }
    return (
      <>
        <ProfileGrid size={gridSize} ref={listRef} aria-busy={isFetchingNextPage}>
          {items.map((item, index) => (
            <li key={item.id}>
              <ClosetItemCard
                item={item}
                eager={index < EAGER_CARDS}
                focusRef={linkRef(item.id)}
                onRemove={handleRemove}
              />
            </li>
          ))}
        </ProfileGrid>
        <ListEnd
          noun="items"
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          isFetchNextPageError={isFetchNextPageError}
          onLoadMore={loadMore}
          endText={`That’s everything in your closet${filters.isFiltered ? ' for these filters' : ''}.`}
        />
      </>
    );
  };

  return (
    <Section aria-labelledby="closet-title">
      <Head>
        <div>
          <Title id="closet-title" ref={headingRef} tabIndex={-1}>
            Closet
          </Title>
          <Count role="status">{currentData ? itemCount(total) : ''}</Count>
        </div>
        <Button aria-haspopup="dialog" onClick={openAddItem}>
          Add item
        </Button>
      </Head>
      {filterGroups.data ? (
        <FilterPanel
          name="closet"
          groups={filterGroups.data}
          selected={filters.selected}
          counts={counts}
          onAdd={filters.add}
          onRemove={filters.remove}
          onClear={filters.clear}
        />
      ) : (
        filterGroups.isError && (
          <FiltersFailed>
            The filters didn&apos;t load.{' '}
            <Button variant="ghost" size="sm" onClick={() => void filterGroups.refetch()}>
              Retry filters
            </Button>
          </FiltersFailed>
        )
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {renderItems()}
    </Section>
  );
};

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};

  &:focus {
    outline: none;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FiltersFailed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
