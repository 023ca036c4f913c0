import { createGlobalStyle } from 'styled-components';

/*
 * Metric-matched fallbacks: Arial and Times New Roman (or their metric twins, Liberation Sans and
 * Serif) scaled to the widths of Inter (regular) and Playfair Display (semibold, the headings),
 * measured in Chromium. Text set in them wraps like the web fonts, so the swap shifts nothing.
 */
export const GlobalStyle = createGlobalStyle`
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('Liberation Sans'), local('Arimo');
    size-adjust: 106.6%;
    ascent-override: 91%;
    descent-override: 22.5%;
    line-gap-override: 0%;
  }

  @font-face {
    font-family: 'Playfair Fallback';
    src: local('Times New Roman'), local('Liberation Serif'), local('Tinos');
    size-adjust: 104.2%;
    ascent-override: 103.6%;
    descent-override: 24%;
    line-gap-override: 0%;
  }

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.canvas};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0;
  }

  p { margin: 0; }

  a { color: inherit; }

  img, svg, video { display: block; max-width: 100%; }
  img { height: auto; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; border: 0;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
