import styled, { css } from 'styled-components';

/**
 * The 4:5 picture frame of the closet's cards (closet items, looks, photos, suggestions): the
 * picture shows whole on the surface colour. A card may override the radius or the fit after it.
 */
export const pictureFrame = css`
  display: block;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** A card: the frame, the lines under it and the corner button placed on it. */
export const CardArticle = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** A card's title, two lines at most (spec 001 §2). */
export const twoLines = css`
  display: -webkit-box;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;
