import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Plan } from '@shared/plans';
import type { ButtonVariant } from '@/ui/Button';

/** Each plan's button takes the plan's colour. */
export const PLAN_BUTTON_VARIANT: Record<Plan['color'], ButtonVariant> = {
  primary: 'primary',
  major: 'major',
  lux: 'lux',
};

/**
 * A plan's card: its colour (`data-color`) as the top border and title, raised when
 * `data-featured` (best match, most popular). The card sets its own display and gap.
 */
export const PlanCardFrame = styled.article`
  --accent: ${({ theme }) => theme.colors.primary};
  --accent-ink: ${({ theme }) => theme.colors.primary};
  position: relative;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid var(--accent);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &[data-color='major'] {
    --accent: ${({ theme }) => theme.colors.major};
    --accent-ink: ${({ theme }) => theme.colors.major};
  }
  &[data-color='lux'] {
    --accent: ${({ theme }) => theme.colors.lux};
    --accent-ink: ${({ theme }) => theme.colors.luxDark};
  }
  &[data-featured] {
    border-color: var(--accent);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

/** 'Best Match', 'Most Popular': a pill across the card's top edge. */
export const PlanRibbon = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: var(--accent);
  color: ${({ theme }) => theme.colors.inverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  white-space: nowrap;
`;

/** The plan's name (an h2; `as="h3"` under a page section's heading). */
export const PlanTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: var(--accent-ink);
`;

/** 'I want to …' */
export const PlanGoal = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-style: italic;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const PlanPrice = styled.p`
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The price itself; `data-size="hero"` for the pricing page's larger figure. */
export const PlanAmount = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &[data-size='hero'] {
    font-size: ${({ theme }) => theme.fontSizes.hero};
    line-height: 1;
  }
`;

export const PlanUnit = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const PlanLearnMore = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.25em;
`;
