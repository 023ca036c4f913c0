import { useState } from 'react';
import styled from 'styled-components';
import { FREE_TRIAL_DAYS, PLAN_LIST, type Plan } from '@shared/plans';
import { trackEvent } from '@/services/tracking';
import { useTrackOnce } from '../components/useTrackOnce';
import { BillingToggle, type Billing } from './BillingToggle';
import { PLAN_CARD_ROWS, PlanCard } from './PlanCard';

const POPULAR_PLAN: Plan['planId'] = 'major';

const BILLING_HINT: Record<Billing, string> = {
  'one-time': 'One styling session, booked whenever you need a refresh.',
  monthly: `A new session every month, starting with a free ${FREE_TRIAL_DAYS}-day trial.`,
};

/**
 * The pricing page's plan selector: a one-time / monthly toggle over the three plan cards. Reports
 * plan_view once when shown and plan_click with the plan when a plan's button is pressed.
 */
export const PlanSelector = ({ headingId = 'plans-title' }: { headingId?: string }) => {
  const [billing, setBilling] = useState<Billing>('one-time');
  useTrackOnce('plan_view', 'pricing');

  const handleGetStarted = (plan: Plan) => {
    trackEvent('plan_click', { plan: plan.planId, billing, price: plan.price });
  };

  return (
    <Wrapper aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Plans
      </h2>
      <Controls>
        <BillingToggle value={billing} onChange={setBilling} />
        <Hint>{BILLING_HINT[billing]}</Hint>
      </Controls>
      <Cards>
        {PLAN_LIST.map((plan) => (
          <li key={plan.planId}>
            <PlanCard
              plan={plan}
              billing={billing}
              isPopular={plan.planId === POPULAR_PLAN}
              onGetStarted={handleGetStarted}
            />
          </li>
        ))}
      </Cards>
    </Wrapper>
  );
};

const Wrapper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
`;

const Controls = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 0 ${({ theme }) => theme.space.lg};
    max-width: ${({ theme }) => theme.layout.maxWidth};

    > li {
      display: grid;
      grid-row: span ${PLAN_CARD_ROWS};
      grid-template-rows: subgrid;
    }
  }

  ${({ theme }) => theme.media.aboveTablet} {
    column-gap: ${({ theme }) => theme.space.xl};
  }
`;
