import styled from 'styled-components';

/**
 * The item page's frame, shared by the page, its skeleton and its not-found state so nothing
 * moves when the item arrives: one column on phones, the gallery beside the details above the
 * mobile breakpoint, at most the theme's page width.
 */
export const ItemFrame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

export const ItemColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }

  ${({ theme }) => theme.media.aboveTablet} {
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

/** The big picture's box: the items' 4:5 shape, never wider than it is useful. */
export const PICTURE_WIDTH = 400;
export const PICTURE_HEIGHT = 500;

export const pictureBox = `
  width: 100%;
  max-width: 560px;
  aspect-ratio: ${PICTURE_WIDTH} / ${PICTURE_HEIGHT};
`;

/** A column of details (brand, name, prices, buttons) with an even rhythm. */
export const DetailsColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  min-width: 0;
`;
