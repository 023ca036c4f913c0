import styled from 'styled-components';

/** A reading page (blog, legal documents): the content width with the page's margins. */
export const ArticlePage = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xxxl}`};
  }
`;

/** The page's header: eyebrow, the large h1 and what follows it; callers add alignment. */
export const ArticleHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};

    ${({ theme }) => theme.media.aboveMobile} {
      font-size: ${({ theme }) => theme.fontSizes.hero};
    }
  }
`;
