/**
 * The brand theme. Colours, spacing, type and breakpoints come from here, never from literals in
 * features.
 *
 * Breakpoints: the spec gives two readings. `breakpoints` (smallMobile 576, mobile 768, tablet 1024,
 * desktop 1440) drives layout through `media`; the second reading (desktop above 992, tablet 567 to
 * 992) lives in `@/lib/device` as `deviceClass` for the few places that ask "what kind of device".
 */
export const breakpoints = {
  smallMobile: 576,
  mobile: 768,
  tablet: 1024,
  desktop: 1440,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * The same breakpoints as bare media queries, for `window.matchMedia` (see `useMediaQuery`).
 * `above*` match widths above the named breakpoint; `desktop` matches at 1440 px and wider.
 */
export const mediaQueries = {
  aboveSmallMobile: `(min-width: ${breakpoints.smallMobile + 1}px)`,
  aboveMobile: `(min-width: ${breakpoints.mobile + 1}px)`,
  aboveTablet: `(min-width: ${breakpoints.tablet + 1}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Mobile-first media queries: `${media.mobile}` matches widths above the mobile breakpoint. */
export const media = {
  aboveSmallMobile: `@media (min-width: ${breakpoints.smallMobile + 1}px)`,
  aboveMobile: `@media (min-width: ${breakpoints.mobile + 1}px)`,
  aboveTablet: `@media (min-width: ${breakpoints.tablet + 1}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  /** Hiding rules read "up to" a breakpoint, so tests without media queries see the full UI. */
  upToSmallMobile: `@media (max-width: ${breakpoints.smallMobile}px)`,
  upToMobile: `@media (max-width: ${breakpoints.mobile}px)`,
  upToTablet: `@media (max-width: ${breakpoints.tablet}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const theme = {
  colors: {
    primary: '#161616',
    major: '#7D1818',
    lux: '#D7B56E',
    luxDark: '#8A6A2A',
    ink: '#161616',
    inkMuted: '#5C5C5C',
    inkSubtle: '#6B6B6B',
    inverse: '#FFFFFF',
    canvas: '#FFFFFF',
    surface: '#F7F4EF',
    surfaceStrong: '#EFE9E0',
    border: '#DEDAD3',
    borderStrong: '#A9A39A',
    error: '#B3261E',
    success: '#1E6B3A',
    focus: '#7D1818',
    overlay: 'rgba(22, 22, 22, 0.6)',
  },
  fonts: {
    // Each web font falls back to a local font sized to match it (GlobalStyle), so the swap when
    // the web font arrives does not reflow the page.
    body: "'Inter Variable', 'Inter Fallback', 'Helvetica Neue', Arial, sans-serif",
    display: "'Playfair Display Variable', 'Playfair Fallback', Georgia, 'Times New Roman', serif",
  },
  /** Type scale (rem), a major third from 16 px. */
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5625rem',
    xxl: '1.953rem',
    display: '2.441rem',
    hero: '3.052rem',
  },
  lineHeights: { tight: 1.15, snug: 1.3, body: 1.55 },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(22, 22, 22, 0.06), 0 4px 16px rgba(22, 22, 22, 0.06)',
    raised: '0 12px 40px rgba(22, 22, 22, 0.18)',
  },
  layout: { maxWidth: '1240px', faqMaxWidth: '1178px', headerHeight: '64px' },
  zIndices: { header: 100, banner: 110, modal: 400, toast: 500 },
  breakpoints,
  media,
  motion: { fast: '150ms', base: '250ms', slow: '400ms' },
  /** Component dimensions shared by the UI kit. */
  sizes: {
    touchTarget: '44px',
    controlHeight: '48px',
    modalSm: '420px',
    modalMd: '560px',
    modalLg: '880px',
  },
} as const;

export type AppTheme = typeof theme;
