import { useState } from 'react';
import styled from 'styled-components';
import { LOOK_TYPES } from '@shared/closet';
import type { ProfileLook } from '@/api/closet';
import {
  useGetLookFiltersQuery,
  useGetProfileLooksInfiniteQuery,
  useHideLookMutation,
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
import { LookTypeSwitch } from './LookTypeSwitch';
import { ProfileLookCard, profileLookTitle } from './ProfileLookCard';

const TYPE_KEY = 'type';

const lookCount = (count: number) => (count === 1 ? '1 look' : `${count} looks`);

const uniqueLooks = (pages: readonly { looks: ProfileLook[] }[]) => {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.looks)
    .filter((look) => !seen.has(look.id) && Boolean(seen.add(look.id)));
};

/**
 * The boards the shopper's stylists sent (spec 001 §2 "Profile closet and looks"): Mood Boards
 * and Style Boards as subcategories, the other look filters from the server (stylists), 50 at a
 * time, and RemoveLook to hide one (it leaves at once; a failure brings it back, reported).
 */
export const LooksSection = () => {
  const dispatch = useAppDispatch();
  const gridSize = useAppSelector(selectGridSize);
  const filters = useProfileFilters('lookFilters');
  const { data: user } = useGetCurrentUserQuery();
  const filterGroups = useGetLookFiltersQuery({ gender: user?.gender ?? null });
  const looksQuery = useGetProfileLooksInfiniteQuery(filters.query);
  const { currentData, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    looksQuery;
  const [hideLook] = useHideLookMutation();
  const [announcement, setAnnouncement] = useState('');

  const looks = currentData ? uniqueLooks(currentData.pages) : [];
  const total = Math.max(currentData?.pages[0]?.total ?? 0, looks.length);
  const { headingRef, linkRef, focusAfterRemoving } = useRemovalFocus(looks.map(({ id }) => id));
  const { listRef, loadMore } = useLoadMoreFocus(looks.length, fetchNextPage);
  useInfiniteScroll({
    hasMore: hasNextPage,
    isPaused: !currentData || looksQuery.isFetching || isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
  });

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

  const renderLooks = () => {
    if (!currentData && (looksQuery.isFetching || looksQuery.isUninitialized)) {
      return <ProfileSkeleton size={gridSize} label="Loading your looks…" />;
    }
    if (!currentData) {
      return (
        <ErrorState
          title="We couldn't load your looks"
          text="Please check your connection and try again."
          onRetry={() => void looksQuery.refetch()}
        />
      );
    }
    if (looks.length === 0 && !hasNextPage) {
      return filters.isFiltered ? (
        <EmptyState title="No looks match these filters" text="Try another board type or stylist.">
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
      );
    }
    return (
      <>
        <ProfileGrid size={gridSize} ref={listRef} aria-busy={isFetchingNextPage}>
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
        </ProfileGrid>
        <ListEnd
          noun="looks"
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          isFetchNextPageError={isFetchNextPageError}
          onLoadMore={loadMore}
          endText="That’s every look."
        />
      </>
    );
  };

  return (
    <Section aria-labelledby="looks-title">
      <div>
        <Title id="looks-title" ref={headingRef} tabIndex={-1}>
          Looks
        </Title>
        <Count role="status">{currentData ? lookCount(total) : ''}</Count>
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
      {renderLooks()}
    </Section>
  );
};

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
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
