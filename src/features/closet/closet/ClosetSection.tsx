import { useState } from 'react';
import type { ClosetItem } from '../closetItems';
import {
  useGetClosetFiltersQuery,
  useGetClosetInfiniteQuery,
  useGetClosetTagsQuery,
  useRemoveClosetItemMutation,
} from '../closetApi';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { useAppDispatch } from '@/app/hooks';
import { Button, ButtonLink } from '@/ui/Button';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { EmptyState } from '../profile/EmptyState';
import { FilterPanel } from '../profile/FilterPanel';
import { PagedGrid } from '../profile/PagedGrid';
import { Section, SectionHead, SectionNote, SectionTitle } from '../profile/SectionParts';
import { usePagedList } from '../profile/usePagedList';
import { useProfileFilters } from '../profile/useProfileFilters';
import { ClosetItemCard, closetItemTitle } from './ClosetItemCard';

/** Cards in the first rows load their pictures at once. */
const EAGER_CARDS = 5;

const itemCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * The closet (spec 001 §2 "Profile closet and looks"): the filters the server offers, the items
 * 50 at a time until quota_max (infinite scroll, or 'Load more items'), adding a piece
 * (AddClosetItem) and removing one (RemoveItem; it leaves at once and comes back if the call
 * fails). Loading, failure with retry and both empty states (nothing yet, nothing for these
 * filters) each have their own view.
 */
export const ClosetSection = () => {
  const dispatch = useAppDispatch();
  const filters = useProfileFilters('closetFilters');
  const { data: user } = useGetCurrentUserQuery();
  const filterGroups = useGetClosetFiltersQuery({ gender: user?.gender ?? null });
  const { data: tags } = useGetClosetTagsQuery();
  const closet = useGetClosetInfiniteQuery(filters.query);
  const { currentData } = closet;
  const [removeClosetItem] = useRemoveClosetItemMutation();
  const [announcement, setAnnouncement] = useState('');

  const {
    entries: items,
    total,
    headingRef,
    linkRef,
    focusAfterRemoving,
    paging,
  } = usePagedList(closet, currentData, (page) => page.items);

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

  return (
    <Section aria-labelledby="closet-title">
      <SectionHead>
        <div>
          <SectionTitle id="closet-title" ref={headingRef} tabIndex={-1}>
            Closet
          </SectionTitle>
          <SectionNote role="status">{currentData ? itemCount(total) : ''}</SectionNote>
        </div>
        <Button aria-haspopup="dialog" onClick={openAddItem}>
          Add item
        </Button>
      </SectionHead>
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
          <SectionNote>
            The filters didn&apos;t load.{' '}
            <Button variant="ghost" size="sm" onClick={() => void filterGroups.refetch()}>
              Retry filters
            </Button>
          </SectionNote>
        )
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <PagedGrid
        subject="closet"
        noun="items"
        isLoading={!currentData && (closet.isFetching || closet.isUninitialized)}
        hasData={Boolean(currentData)}
        onRetry={() => void closet.refetch()}
        empty={
          filters.isFiltered ? (
            <EmptyState
              title="No items match these filters"
              text="Try fewer filters, or clear them."
            >
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
          )
        }
        paging={paging}
        endText={`That’s everything in your closet${filters.isFiltered ? ' for these filters' : ''}.`}
      >
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
      </PagedGrid>
    </Section>
  );
};
