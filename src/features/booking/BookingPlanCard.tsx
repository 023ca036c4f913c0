import { useId } from 'react';
import styled from 'styled-components';
import { FREE_TRIAL_DAYS, hasMonthlyOption, type Plan } from '@shared/plans';
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
import { Button } from '@/ui/Button';

type BookingPlanCardProps = {
  plan: Plan;
  isBestMatch: boolean;
  onChoose: (plan: Plan) => void;
};

/** A plan while booking: price, monthly option, goal, features, Learn More and its button. */
export const BookingPlanCard = ({ plan, isBestMatch, onChoose }: BookingPlanCardProps) => {
  const titleId = useId();
  return (
    <Card
      aria-labelledby={titleId}
      data-color={plan.color}
      data-featured={isBestMatch || undefined}
    >
      {isBestMatch && <PlanRibbon>Best Match</PlanRibbon>}
      <PlanTitle id={titleId}>
        {plan.title}
        {isBestMatch && <span className="visually-hidden"> (Best Match)</span>}
      </PlanTitle>
      <PlanGoal>I want to {plan.goal}</PlanGoal>
      <PlanPrice>
        <PlanAmount>{formatMoney(plan.price)}</PlanAmount> <PlanUnit>per session</PlanUnit>
      </PlanPrice>
      <Monthly>
        {hasMonthlyOption(plan.planId)
          ? `or ${formatMoney(plan.monthlyPrice)} a month, with a free ${FREE_TRIAL_DAYS}-day trial`
          : 'One month of Lux, paid once'}
      </Monthly>
      <Features aria-label={`${plan.title} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      <Actions>
        <Button variant={PLAN_BUTTON_VARIANT[plan.color]} fullWidth onClick={() => onChoose(plan)}>
          Choose {plan.title}
        </Button>
        <PlanLearnMore to={plan.learnMoreLink}>
          Learn More <span className="visually-hidden">about {plan.title}</span>
        </PlanLearnMore>
      </Actions>
    </Card>
  );
};

const Card = styled(PlanCardFrame)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Monthly = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  padding-left: 1.25rem;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: center;
`;
