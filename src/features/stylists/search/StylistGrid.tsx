import styled from 'styled-components';
import type { Gender } from '@/api/types';
import { mediaQueries } from '@/ui/theme';
import { SkeletonGrid } from '@/ui/Skeleton';
import { useMediaQuery } from '@/ui/hooks/useMediaQuery';
import { StylistMatchCard } from '../StylistMatchCard';
import { SKELETON_COUNT } from '../stylistRules';
import type { ApiStylist } from '@/api/stylistTypes';
import { useFavoriteLookup } from '../useFavoriteLookup';

type StylistGridProps = {
  stylists: readonly ApiStylist[];
  shopperGender: Gender | null;
  /** Cards from this index on load their images lazily (below the fold). */
  lazyFrom?: number;
};

/** Match cards in a responsive grid: one column on phones, up to three on wide screens. */
export const StylistGrid = ({ stylists, shopperGender, lazyFrom = 0 }: StylistGridProps) => {
  const { isFavorite, isReady } = useFavoriteLookup();
  return (
    <Grid>
      {stylists.map((stylist, index) => (
        <li key={stylist.uuid}>
          <StylistMatchCard
            stylist={stylist}
            isFavorite={isFavorite(stylist)}
            isFavoriteLoading={!isReady}
            shopperGender={shopperGender}
            imageLoading={index >= lazyFrom ? 'lazy' : 'eager'}
          />
        </li>
      ))}
    </Grid>
  );
};

/** Placeholder cards while stylists load: 4 on phones, 10 elsewhere. */
export const StylistGridSkeleton = () => {
  const isWide = useMediaQuery(mediaQueries.aboveMobile);
  return (
    <SkeletonGrid
      count={isWide ? SKELETON_COUNT.other : SKELETON_COUNT.mobile}
      minItemWidth="280px"
    />
  );
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
  }

  > li > * {
    flex: 1;
  }
`;
