import styled, { css } from 'styled-components';

export type SectionTone = 'plain' | 'surface' | 'dark';

/**
 * A full-width band of a marketing page. Give it `aria-labelledby` pointing at its title so it is
 * a named region. `scroll-margin-top` keeps in-page jumps clear of the sticky header.
 */
export const MarketingSection = styled.section.withConfig({
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone?: SectionTone }>`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  ${({ tone = 'plain', theme }) =>
    tone === 'surface'
      ? css`
          background: ${theme.colors.surface};
        `
      : tone === 'dark'
        ? css`
            background: ${theme.colors.primary};
            color: ${theme.colors.inverse};
          `
        : css`
            background: ${theme.colors.canvas};
          `}

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  }
`;

/** The centred content column inside a section. */
export const SectionInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

/** Small caps line above a title. */
export const Eyebrow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.major};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-wrap: balance;

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

/** The intro paragraph under a title. */
export const Lead = styled.p`
  margin: 0;
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: inherit;
  opacity: 0.85;
`;

/** Title, eyebrow and lead stacked and centred. */
export const SectionHeader = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`;
