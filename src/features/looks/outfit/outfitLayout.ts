import styled from 'styled-components';

/**
 * The look's page and its skeleton share these, so the picture is where it will be, at every
 * width, before the look arrives: the page's frame, and the picture beside the details above the
 * mobile breakpoint.
 */
export const OutfitFrame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
`;

export const OutfitColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

/** The look's picture's box: its 4:5 shape across its column. */
export const outfitPictureBox = `
  width: 100%;
  aspect-ratio: 4 / 5;
`;
