import styled from 'styled-components';

/** A looks page's h1 (feed, look): larger above mobile, focusable without a ring (route focus). */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;
