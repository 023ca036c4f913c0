import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { useFavoriteRemoval } from '@/blocks/useFavoriteRemoval';
import { EmptyPanel } from '@/ui/EmptyPanel';
import { ErrorState } from '@/ui/ErrorState';
import { FormAlert } from '@/ui/FormAlert';
import { ListSection } from '@/ui/ListSection';
import { LoadMoreRow } from '@/ui/LoadMoreRow';
import { SkeletonGrid } from '@/ui/Skeleton';
import { looksApi, useGetFavoriteLooksInfiniteQuery, useSetLookLikedMutation } from '../looksApi';
import type { FavoriteLook } from '../outfit';
import { FavoriteLookCard, lookTitle } from './FavoriteLookCard';
import { useLoadMoreNearEnd } from './useLoadMoreNearEnd';
import { useLoadMoreFocus } from '@/ui/hooks/useLoadMoreFocus';

const SKELETON_CARDS = 8;

/** Each look once, even when a page boundary moved between two page loads. */
const uniqueLooks = (pages: readonly { looks: FavoriteLook[] }[]) => {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.looks)
    .filter((look) => !seen.has(look.id) && Boolean(seen.add(look.id)));
};

/**
 * The shopper's liked looks (spec 001 §2 /favorites, §4 "Like"), 30 a page, the next page as the
 * end of the list nears (or with 'Load more looks'). Removing a look unlikes it: it leaves at
 * once, focus moves to its neighbour and a status line says so; a refused call brings it back
 * with an error. Pages are counted from the top, so when more pages remain on the server the
 * loaded ones are read again after a removal: the next page would otherwise skip a look.
 */
export const FavoriteLooks = () => {
  const favorites = useGetFavoriteLooksInfiniteQuery();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = favorites;
  const [setLookLiked] = useSetLookLikedMutation();
  const dispatch = useAppDispatch();
  const looks = data ? uniqueLooks(data.pages) : [];
  const { linkRef, remove, sectionProps } = useFavoriteRemoval(looks.map(({ id }) => id));
  const { listRef, loadMore } = useLoadMoreFocus(looks.length, fetchNextPage);
  const endRef = useLoadMoreNearEnd(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  );

  const handleRemove = (look: FavoriteLook) =>
    remove(look.id, lookTitle(look), () =>
      setLookLiked({ lookId: look.id, liked: false })
        .unwrap()
        .then(() => {
          if (hasNextPage) dispatch(looksApi.util.invalidateTags(['Favorite']));
        }),
    );

  const renderContent = () => {
    if (favorites.isLoading) {
      return (
        <>
          <p className="visually-hidden">Loading your liked looks…</p>
          <SkeletonGrid count={SKELETON_CARDS} minItemWidth="140px" imageHeight="220px" />
        </>
      );
    }
    if (!data) {
      return (
        <ErrorState
          title="We couldn't load your liked looks"
          text="Check your connection and try again."
          onRetry={() => void favorites.refetch()}
        />
      );
    }
    if (looks.length === 0 && !hasNextPage) {
      return (
        <EmptyPanel
          text="No liked looks yet. Tap the heart on a look you love and it will wait for you here."
          linkTo="/feed"
          linkLabel="Browse looks"
        />
      );
    }
    return (
      <>
        <Grid ref={listRef}>
          {looks.map((look) => (
            <li key={look.id}>
              <FavoriteLookCard look={look} linkRef={linkRef(look.id)} onRemove={handleRemove} />
            </li>
          ))}
        </Grid>
        <div ref={endRef} />
        {isFetchNextPageError && <FormAlert message="We couldn't load more looks." />}
        {hasNextPage && (
          <LoadMoreRow
            label="Load more looks"
            isLoading={isFetchingNextPage}
            onLoadMore={loadMore}
          />
        )}
      </>
    );
  };

  return (
    <ListSection title="Liked looks" {...sectionProps}>
      {renderContent()}
    </ListSection>
  );
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 420px;
  }
`;
