import styled from 'styled-components';

/**
 * A landing band of two columns above mobile, a picture and its copy side by side
 * (`$columns` is their grid-template-columns), stacked below.
 */
export const ShowcaseLayout = styled.div<{ $columns: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  align-items: center;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: ${({ $columns }) => $columns};
  }
`;

/** The band's copy: eyebrow, title, text and a way on, left-aligned. */
export const ShowcaseCopy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;
