import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { mediaQueries } from '@/ui/theme';
import type { GridSize } from './profileSlice';

type ProfileGridProps = ComponentProps<'ul'> & { size: GridSize };

/**
 * The profile's grids (closet, looks, photos) in the shopper's grid size: small fits more to a
 * row, large fewer and bigger. Cards far off screen skip layout and paint until scrolled near.
 */
export const ProfileGrid = ({ size, ...list }: ProfileGridProps) => (
  <Grid data-size={size} {...list} />
);

/**
 * `sizes` for a picture filling one tile of the grid below, so the browser picks the variant
 * the tile needs: the columns per breakpoint, the page at most 1240 px wide (5 columns: ~240 px).
 */
export const gridPictureSizes = (size: GridSize) =>
  size === 'large'
    ? `${mediaQueries.aboveTablet} 400px, ${mediaQueries.aboveSmallMobile} 50vw, 100vw`
    : `${mediaQueries.aboveTablet} 240px, ${mediaQueries.aboveMobile} 25vw, ` +
      `${mediaQueries.aboveSmallMobile} 33vw, 50vw`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-size='large'] {
    grid-template-columns: minmax(0, 1fr);
  }

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    &[data-size='large'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: repeat(5, minmax(0, 1fr));

    &[data-size='large'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }

  & > li {
    min-width: 0;
    content-visibility: auto;
    contain-intrinsic-size: auto 320px;
  }

  &[data-size='large'] > li {
    contain-intrinsic-size: auto 520px;
  }
`;
