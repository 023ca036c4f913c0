import { useId } from 'react';
import styled from 'styled-components';
import { PLAN_LIST, type PlanId } from '@shared/plans';
import { formatMoney } from '@/lib/money';

type PlanChoiceFieldProps = { value: PlanId; onChange: (plan: PlanId) => void };

/** The styling session the gift pays for; its one-time price sets the gift's amount. */
export const PlanChoiceField = ({ value, onChange }: PlanChoiceFieldProps) => {
  const name = useId();
  return (
    <Fieldset>
      <Legend>Styling session</Legend>
      {PLAN_LIST.map((plan) => (
        <Option key={plan.planId}>
          <input
            type="radio"
            name={name}
            value={plan.planId}
            checked={value === plan.planId}
            onChange={() => onChange(plan.planId)}
          />
          <span>
            <Title>
              {plan.title} <Price>{formatMoney(plan.price)}</Price>
            </Title>
            <Detail>For someone who wants to {plan.goal}.</Detail>
          </span>
        </Option>
      ))}
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
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.1rem;
    accent-color: ${({ theme }) => theme.colors.major};
  }
`;

const Title = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Price = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.major};
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
