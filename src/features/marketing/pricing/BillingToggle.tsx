import { useId } from 'react';
import styled from 'styled-components';

export type Billing = 'one-time' | 'monthly';

const OPTIONS: readonly { value: Billing; label: string }[] = [
  { value: 'one-time', label: 'One-time' },
  { value: 'monthly', label: 'Monthly' },
];

type BillingToggleProps = {
  value: Billing;
  onChange: (value: Billing) => void;
};

/**
 * One-time or monthly pricing as a segmented control built on native radios: Tab reaches the
 * group, the arrow keys switch, and screen readers hear "radio, 1 of 2".
 */
export const BillingToggle = ({ value, onChange }: BillingToggleProps) => {
  const name = useId();
  return (
    <Group>
      <legend className="visually-hidden">Billing</legend>
      <Track>
        {OPTIONS.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </Option>
        ))}
      </Track>
    </Group>
  );
};

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Track = styled.div`
  display: inline-grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Option = styled.label`
  position: relative;
  display: block;
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  span {
    display: flex;
    align-items: center;
    justify-content: center;
    min-width: 7.5rem;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: ${({ theme }) => `0 ${theme.space.lg}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
    transition:
      background-color ${({ theme }) => theme.motion.fast} ease,
      color ${({ theme }) => theme.motion.fast} ease;
  }

  &:hover span {
    color: ${({ theme }) => theme.colors.ink};
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }

  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
