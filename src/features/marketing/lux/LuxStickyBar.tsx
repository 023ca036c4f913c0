import { PLANS } from '@shared/plans';
import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import { StartStylingButton } from '../components/StartStylingButton';

/**
 * Get Started, kept in reach at tablet widths and below (spec 000 §2). Sticky to the bottom of the
 * viewport while the page scrolls, it stays in the flow, so it ends above the footer instead of
 * covering it; wider screens do not show it.
 */
export const LuxStickyBar = () => (
  <Bar aria-label="Get started with Lux">
    <Inner>
      <Summary>
        <strong>The LUX Experience</strong>
        <span>{formatMoney(PLANS.lux.price)} · one-time</span>
      </Summary>
      <StartStylingButton element="lux get started" variant="lux">
        Get Started
      </StartStylingButton>
    </Inner>
  </Bar>
);

const Bar = styled.aside`
  display: none;

  ${({ theme }) => theme.media.upToTablet} {
    position: sticky;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndices.header - 1};
    display: block;
    border-top: 1px solid ${({ theme }) => theme.colors.lux};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding-bottom: max(${({ theme }) => theme.space.sm}, env(safe-area-inset-bottom));
`;

const Summary = styled.p`
  display: grid;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  span {
    color: ${({ theme }) => theme.colors.lux};
  }
`;
