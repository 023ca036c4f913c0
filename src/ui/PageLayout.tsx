import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

type Space = keyof DefaultTheme['space'];

/**
 * A page's column under the header: the layout's width (or `$maxWidth`), centred, with the
 * page's padding; its sections one under another, `$gap` apart (lg unless said).
 */
export const PageContent = styled.section<{ $gap?: Space; $maxWidth?: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
  width: 100%;
  max-width: ${({ theme, $maxWidth }) => $maxWidth ?? theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

/** A page's h1; it may take focus (tabIndex -1) when the page wants to announce itself. */
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
