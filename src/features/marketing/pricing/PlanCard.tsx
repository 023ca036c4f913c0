import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Plan } from '@shared/plans';
import { formatMoney } from '@/lib/money';
import type { ButtonVariant } from '@/ui/Button';
import { StartStylingButton } from '../components/StartStylingButton';
import type { Billing } from './BillingToggle';
import { PlanFeatures } from './PlanFeatures';
import { planPriceFor } from './planPricing';

const BUTTON_VARIANT: Record<Plan['color'], ButtonVariant> = {
  primary: 'primary',
  major: 'major',
  lux: 'lux',
};

type PlanCardProps = {
  plan: Plan;
  billing: Billing;
  isPopular?: boolean;
  onGetStarted: (plan: Plan) => void;
};

/** One plan on the pricing page: price for the chosen billing, goal, features, Get Started. */
export const PlanCard = ({ plan, billing, isPopular = false, onGetStarted }: PlanCardProps) => {
  const titleId = useId();
  const price = planPriceFor(plan, billing);
  return (
    <Card aria-labelledby={titleId} data-color={plan.color} data-popular={isPopular || undefined}>
      {isPopular && <Ribbon>Most Popular</Ribbon>}
      <Header>
        <Title id={titleId}>{plan.title}</Title>
        <Goal>I want to {plan.goal}</Goal>
      </Header>
      <Price>
        <Amount>{formatMoney(price.amount)}</Amount>
        <Unit>{price.unit}</Unit>
      </Price>
      <TrialSlot>{price.trial && <Trial>{price.trial}</Trial>}</TrialSlot>
      <PlanFeatures label={`${plan.title} includes`} features={plan.features} />
      <Actions>
        <StartStylingButton
          element="pricing plan click"
          data-plan={plan.planId}
          variant={BUTTON_VARIANT[plan.color]}
          fullWidth
          onBeforeStart={() => onGetStarted(plan)}
        >
          Get Started <span className="visually-hidden">with {plan.title}</span>
        </StartStylingButton>
        {plan.learnMoreLink === '/lux' && (
          <LearnMore to={plan.learnMoreLink}>
            Learn More <span className="visually-hidden">about {plan.title}</span>
          </LearnMore>
        )}
      </Actions>
    </Card>
  );
};

/** Header, price, trial, features, actions: the rows the cards share (see `PlanSelector`). */
export const PLAN_CARD_ROWS = 5;
const ROWS = PLAN_CARD_ROWS;

const Card = styled.article`
  --accent: ${({ theme }) => theme.colors.primary};
  --accent-ink: ${({ theme }) => theme.colors.primary};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
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
  &[data-popular] {
    border-color: var(--accent);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  /* Above mobile the cards share the list's rows, so titles, prices and lists line up. */
  ${({ theme }) => theme.media.aboveMobile} {
    display: grid;
    grid-row: span ${ROWS};
    grid-template-rows: subgrid;
    row-gap: ${({ theme }) => theme.space.md};
  }

  ${({ theme }) => theme.media.aboveTablet} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xl}`};
  }
`;

const Ribbon = styled.p`
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

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: var(--accent-ink);
`;

const Goal = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-style: italic;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Price = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Amount = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.hero};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
`;

const Unit = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Trial = styled.p`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Always rendered, so the cards' rows line up when only some show the trial. */
const TrialSlot = styled.div`
  &:empty {
    display: none;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    &:empty {
      display: block;
    }
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  justify-items: center;
  padding-top: ${({ theme }) => theme.space.md};
`;

const LearnMore = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.25em;
`;
