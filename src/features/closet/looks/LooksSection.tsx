import { useState } from 'react';
import { LOOK_TYPES } from '@shared/closet';
import type { ProfileLook } from '../profileLooks';
import {
  useGetLookFiltersQuery,
  useGetProfileLooksInfiniteQuery,
  useHideLookMutation,
} from '../closetApi';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { useAppDispatch } from '@/app/hooks';
import { Button, ButtonLink } from '@/ui/Button';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { EmptyState } from '../profile/EmptyState';
import { FilterPanel } from '../profile/FilterPanel';
import { PagedGrid } from '../profile/PagedGrid';
import { Section, SectionNote, SectionTitle } from '../profile/SectionParts';
import { usePagedList } from '../profile/usePagedList';
import { useProfileFilters } from '../profile/useProfileFilters';
import { LookTypeSwitch } from './LookTypeSwitch';
import { ProfileLookCard, profileLookTitle } from './ProfileLookCard';

const TYPE_KEY = 'type';

const lookCount = (count: number) => (count === 1 ? '1 look' : `${count} looks`);

/**
 * The boards the shopper's stylists sent (spec 001 §2 "Profile closet and looks"): Mood Boards
 * and Style Boards as subcategories, the other look filters from the server (stylists), 50 at a
 * time, and RemoveLook to hide one (it leaves at once; a failure brings it back, reported).
 */
export const LooksSection = () => {
  const dispatch = useAppDispatch();
  const filters = useProfileFilters('lookFilters');
  const { data: user } = useGetCurrentUserQuery();
  const filterGroups = useGetLookFiltersQuery({ gender: user?.gender ?? null });
  const looksQuery = useGetProfileLooksInfiniteQuery(filters.query);
  const { currentData } = looksQuery;
  const [hideLook] = useHideLookMutation();
  const [announcement, setAnnouncement] = useState('');

  const {
    entries: looks,
    total,
    headingRef,
    linkRef,
    focusAfterRemoving,
    paging,
  } = usePagedList(looksQuery, currentData, (page) => page.looks);

  const groups = filterGroups.data ?? [];
  const types = groups.find((group) => group.key === TYPE_KEY)?.options ?? LOOK_TYPES;
  const otherGroups = groups.filter((group) => group.key !== TYPE_KEY);
  const chosenType = filters.selected[TYPE_KEY]?.[0]?.key ?? '';
  const otherSelected = Object.fromEntries(
    Object.entries(filters.selected).filter(([key]) => key !== TYPE_KEY),
  );

  const handleTypeChange = (typeKey: string) => {
    for (const value of filters.selected[TYPE_KEY] ?? []) filters.remove(TYPE_KEY, value.key);
    const type = types.find((option) => option.key === typeKey);
    if (type) filters.add(TYPE_KEY, type);
  };

  const handleRemove = (look: ProfileLook) => {
    const title = profileLookTitle(look);
    dispatch(
      modalOpened({
        type: 'RemoveLook',
        modalProps: {
          lookName: title,
          onConfirm: () => {
            focusAfterRemoving(look.id);
            setAnnouncement(`${title} removed from your profile.`);
            // A failure puts the look back and is reported (spec 001 §8); no message here.
            hideLook({ lookId: look.id, type: look.type }).catch(() => undefined);
          },
        },
      }),
    );
  };

  return (
    <Section aria-labelledby="looks-title">
      <div>
        <SectionTitle id="looks-title" ref={headingRef} tabIndex={-1}>
          Looks
        </SectionTitle>
        <SectionNote role="status">{currentData ? lookCount(total) : ''}</SectionNote>
      </div>
      <LookTypeSwitch types={types} value={chosenType} onChange={handleTypeChange} />
      <FilterPanel
        name="look"
        groups={otherGroups}
        selected={otherSelected}
        onAdd={filters.add}
        onRemove={filters.remove}
        onClear={filters.clear}
      />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <PagedGrid
        subject="looks"
        noun="looks"
        isLoading={!currentData && (looksQuery.isFetching || looksQuery.isUninitialized)}
        hasData={Boolean(currentData)}
        onRetry={() => void looksQuery.refetch()}
        empty={
          filters.isFiltered ? (
            <EmptyState
              title="No looks match these filters"
              text="Try another board type or stylist."
            >
              <Button variant="secondary" onClick={filters.clear}>
                Show all looks
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              title="No looks yet"
              text="Your stylist's mood boards and style boards will wait for you here after a styling session."
            >
              <ButtonLink to="/stylistSearch">Find a stylist</ButtonLink>
            </EmptyState>
          )
        }
        paging={paging}
        endText="That’s every look."
      >
        {looks.map((look, index) => (
          <li key={look.id}>
            <ProfileLookCard
              look={look}
              eager={index < 5}
              focusRef={linkRef(look.id)}
              onRemove={handleRemove}
            />
          </li>
        ))}
      </PagedGrid>
    </Section>
  );
};
