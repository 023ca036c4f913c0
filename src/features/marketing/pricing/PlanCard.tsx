import { useId } from 'react';
import styled from 'styled-components';
import type { Plan } from '@shared/plans';
import {
  PLAN_BUTTON_VARIANT,
  PlanAmount,
  PlanCardFrame,
  PlanGoal,
  PlanLearnMore,
  PlanPrice,
  PlanRibbon,
  PlanTitle,
  PlanUnit,
} from '@/blocks/plans/PlanCardFrame';
import { formatMoney } from '@/lib/money';
import { StartStylingButton } from '../components/StartStylingButton';
import type { Billing } from './BillingToggle';
import { PlanFeatures } from './PlanFeatures';
import { planPriceFor } from './planPricing';

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
    <Card aria-labelledby={titleId} data-color={plan.color} data-featured={isPopular || undefined}>
      {isPopular && <PlanRibbon>Most Popular</PlanRibbon>}
      <Header>
        <PlanTitle as="h3" id={titleId}>
          {plan.title}
        </PlanTitle>
        <PlanGoal>I want to {plan.goal}</PlanGoal>
      </Header>
      <Price>
        <PlanAmount data-size="hero">{formatMoney(price.amount)}</PlanAmount>
        <PlanUnit>{price.unit}</PlanUnit>
      </Price>
      <TrialSlot>{price.trial && <Trial>{price.trial}</Trial>}</TrialSlot>
      <PlanFeatures label={`${plan.title} includes`} features={plan.features} />
      <Actions>
        <StartStylingButton
          element="pricing plan click"
          data-plan={plan.planId}
          variant={PLAN_BUTTON_VARIANT[plan.color]}
          fullWidth
          onBeforeStart={() => onGetStarted(plan)}
        >
          Get Started <span className="visually-hidden">with {plan.title}</span>
        </StartStylingButton>
        {plan.learnMoreLink === '/lux' && (
          <PlanLearnMore to={plan.learnMoreLink}>
            Learn More <span className="visually-hidden">about {plan.title}</span>
          </PlanLearnMore>
        )}
      </Actions>
    </Card>
  );
};

/** Header, price, trial, features, actions: the rows the cards share (see `PlanSelector`). */
export const PLAN_CARD_ROWS = 5;
const ROWS = PLAN_CARD_ROWS;

const Card = styled(PlanCardFrame)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

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

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Price = styled(PlanPrice)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
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
