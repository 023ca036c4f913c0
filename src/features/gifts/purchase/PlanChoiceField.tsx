import { useId } from 'react';
import styled from 'styled-components';
import { PLAN_LIST, type PlanId } from '@shared/plans';
import { formatMoney } from '@/lib/money';
import {
  ChoiceCard,
  ChoiceDetail,
  ChoiceFieldset,
  ChoiceLegend,
  ChoiceTitle,
} from '@/ui/ChoiceCard';

type PlanChoiceFieldProps = { value: PlanId; onChange: (plan: PlanId) => void };

/** The styling session the gift pays for; its one-time price sets the gift's amount. */
export const PlanChoiceField = ({ value, onChange }: PlanChoiceFieldProps) => {
  const name = useId();
  return (
    <ChoiceFieldset>
      <ChoiceLegend>Styling session</ChoiceLegend>
      {PLAN_LIST.map((plan) => (
        <ChoiceCard key={plan.planId}>
          <input
            type="radio"
            name={name}
            value={plan.planId}
            checked={value === plan.planId}
            onChange={() => onChange(plan.planId)}
          />
          <span>
            <ChoiceTitle>
              {plan.title} <Price>{formatMoney(plan.price)}</Price>
            </ChoiceTitle>
            <ChoiceDetail>For someone who wants to {plan.goal}.</ChoiceDetail>
          </span>
        </ChoiceCard>
      ))}
    </ChoiceFieldset>
  );
};

const Price = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.major};
`;
