import styled from 'styled-components';
import type { ApiStylist } from '@/api/stylistTypes';
import {
  useGetFavoriteStylistsInfiniteQuery,
  useRemoveFavoriteStylistMutation,
} from '@/api/stylistsApi';
import { useFavoriteRemoval } from '@/blocks/useFavoriteRemoval';
import { EmptyPanel } from '@/ui/EmptyPanel';
import { ErrorState } from '@/ui/ErrorState';
import { ListEnd } from '@/ui/ListEnd';
import { ListSection } from '@/ui/ListSection';
import { SkeletonGrid } from '@/ui/Skeleton';
import { useInfiniteScroll } from '@/ui/hooks/useInfiniteScroll';
import { useLoadMoreFocus } from '@/ui/hooks/useLoadMoreFocus';
import { FavoriteStylistCard, stylistDisplayName } from './FavoriteStylistCard';

const SKELETON_CARDS = 4;

/** Each stylist once, even when a removal moved a page boundary between two page loads. */
const uniqueStylists = (pages: readonly { items: ApiStylist[] }[]) => {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((stylist) => !seen.has(stylist.uuid) && Boolean(seen.add(stylist.uuid)));
};

/**
 * The shopper's favourite stylists (spec 001 §2 /favorites; §7, §9: 30 a page from 0), the next
 * page as the shopper nears the end (or with 'Load more stylists'), a retry when a page fails.
 * Removing one takes it off at once, moves focus to its neighbour and says so; a refused call
 * brings it back with an error. A removal that lands reads the loaded pages again, so the next
 * page starts where it should.
 */
export const FavoriteStylists = () => {
  const favorites = useGetFavoriteStylistsInfiniteQuery();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = favorites;
  const [removeFavorite] = useRemoveFavoriteStylistMutation();
  const stylists = data ? uniqueStylists(data.pages) : [];
  const { linkRef, remove, sectionProps } = useFavoriteRemoval(stylists.map(({ uuid }) => uuid));
  const { listRef, loadMore } = useLoadMoreFocus(stylists.length, fetchNextPage);

  useInfiniteScroll({
    hasMore: hasNextPage,
    isPaused: !data || isFetchingNextPage || isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
  });

  const handleRemove = (stylist: ApiStylist) =>
    remove(stylist.uuid, stylistDisplayName(stylist), () =>
      removeFavorite({ stylistId: stylist.uuid }).unwrap(),
    );

  const renderContent = () => {
    if (favorites.isLoading) {
      return (
        <>
          <p className="visually-hidden">Loading your favorite stylists…</p>
          <SkeletonGrid count={SKELETON_CARDS} minItemWidth="260px" imageHeight="240px" />
        </>
      );
    }
    if (!data) {
      return (
        <ErrorState
          title="We couldn't load your favorite stylists"
          text="Check your connection and try again."
          onRetry={() => void favorites.refetch()}
        />
      );
    }
    if (stylists.length === 0 && !hasNextPage) {
      return (
        <EmptyPanel
          text="No favorite stylists yet. Tap the heart on a stylist you like to keep them here."
          linkTo="/stylistSearch"
          linkLabel="Browse stylists"
        />
      );
    }
    return (
      <>
        <Grid ref={listRef}>
          {stylists.map((stylist) => (
            <li key={stylist.uuid}>
              <FavoriteStylistCard
                stylist={stylist}
                linkRef={linkRef(stylist.uuid)}
                onRemove={handleRemove}
              />
            </li>
          ))}
        </Grid>
        <ListEnd
          noun="stylists"
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          isFetchNextPageError={isFetchNextPageError}
          onLoadMore={loadMore}
          endText="That’s every stylist you keep."
        />
      </>
    );
  };

  return (
    <ListSection title="Favorite stylists" {...sectionProps}>
      {renderContent()}
    </ListSection>
  );
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
