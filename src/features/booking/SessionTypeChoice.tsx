import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import {
  ChoiceCard,
  ChoiceDetail,
  ChoiceFieldset,
  ChoiceLegend,
  ChoiceTitle,
} from '@/ui/ChoiceCard';
import type { ApiPlan, SessionType } from './bookingTypes';
import { sessionTypesFor } from './checkoutRules';

type SessionTypeChoiceProps = {
  plan: ApiPlan;
  value: SessionType;
  onChange: (type: SessionType) => void;
  disabled?: boolean;
};

const LABELS: Record<SessionType, (plan: ApiPlan) => { title: string; detail: string }> = {
  'one-time': (plan) => ({
    title: 'One-time session',
    detail: `${formatMoney(plan.price)}, paid once`,
  }),
  subscription: (plan) => ({
    title: 'Monthly membership',
    detail: `${formatMoney(plan.monthlyPrice)} a month after a free ${plan.trialDays}-day trial`,
  }),
};

/** One-time (default) or monthly; Lux has no choice, so it states what it is instead. */
export const SessionTypeChoice = ({ plan, value, onChange, disabled }: SessionTypeChoiceProps) => {
  const types = sessionTypesFor(plan);
  if (types.length === 1) {
    return (
      <Note>
        {plan.title} is booked one month at a time: {formatMoney(plan.price)}, paid once.
      </Note>
    );
  }
  return (
    <ChoiceFieldset disabled={disabled}>
      <ChoiceLegend>Session type</ChoiceLegend>
      {types.map((type) => {
        const label = LABELS[type](plan);
        return (
          <ChoiceCard key={type}>
            <input
              type="radio"
              name="session-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span>
              <ChoiceTitle>{label.title}</ChoiceTitle>
              <ChoiceDetail>{label.detail}</ChoiceDetail>
            </span>
          </ChoiceCard>
        );
      })}
    </ChoiceFieldset>
  );
};

const Note = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;
