import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
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
    <Fieldset disabled={disabled}>
      <Legend>Session type</Legend>
      {types.map((type) => {
        const label = LABELS[type](plan);
        return (
          <Option key={type}>
            <input
              type="radio"
              name="session-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span>
              <OptionTitle>{label.title}</OptionTitle>
              <OptionDetail>{label.detail}</OptionDetail>
            </span>
          </Option>
        );
      })}
    </Fieldset>
  );
};

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.major};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.major};
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.1rem;
    accent-color: ${({ theme }) => theme.colors.major};
  }

  fieldset:disabled & {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

const OptionTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const OptionDetail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;
