import styled from 'styled-components';
import type { ApiStylist } from '@/api/stylistTypes';
import { useGetFavoriteStylistsQuery, useRemoveFavoriteStylistMutation } from '@/api/stylistsApi';
import { useFavoriteRemoval } from '@/blocks/useFavoriteRemoval';
import { EmptyPanel } from '@/ui/EmptyPanel';
import { ErrorState } from '@/ui/ErrorState';
import { ListSection } from '@/ui/ListSection';
import { SkeletonGrid } from '@/ui/Skeleton';
import { FavoriteStylistCard, stylistDisplayName } from './FavoriteStylistCard';

const SKELETON_CARDS = 4;

/**
 * The shopper's favourite stylists (spec 001 §2 /favorites, §7: 30 from 0). Removing one takes
 * it off at once, moves focus to its neighbour and says so; a refused call brings it back with
 * an error.
 */
export const FavoriteStylists = () => {
  const favorites = useGetFavoriteStylistsQuery();
  const [removeFavorite] = useRemoveFavoriteStylistMutation();
  const stylists = favorites.data ?? [];
  const { linkRef, remove, sectionProps } = useFavoriteRemoval(stylists.map(({ uuid }) => uuid));

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
    if (!favorites.data) {
      return (
        <ErrorState
          title="We couldn't load your favorite stylists"
          text="Check your connection and try again."
          onRetry={() => void favorites.refetch()}
        />
      );
    }
    if (stylists.length === 0) {
      return (
        <EmptyPanel
          text="No favorite stylists yet. Tap the heart on a stylist you like to keep them here."
          linkTo="/stylistSearch"
          linkLabel="Browse stylists"
        />
      );
    }
    return (
      <Grid>
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
