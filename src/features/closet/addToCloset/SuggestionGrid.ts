import styled from 'styled-components';

/** The suggestions' grid: two to a row on phones, five on wide screens. */
export const SuggestionGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  & > li {
    min-width: 0;
    content-visibility: auto;
    contain-intrinsic-size: auto 300px;
  }
`;
