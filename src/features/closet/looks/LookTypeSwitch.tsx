import styled from 'styled-components';
import type { ChipOption } from '@/ui/CheckboxChips';
import { InputChip } from '@/ui/InputChip';

type LookTypeSwitchProps = {
  /** Mood Boards and Style Boards, as the look filters name them. */
  types: readonly ChipOption[];
  /** The chosen type's key, or '' for all boards. */
  value: string;
  onChange: (typeKey: string) => void;
};

const ALL = { key: '', text: 'All boards' };

/**
 * The looks' subcategories (spec 001 §2): all boards, Mood Boards or Style Boards. A radio group:
 * one Tab stop, arrow keys move the choice.
 */
export const LookTypeSwitch = ({ types, value, onChange }: LookTypeSwitchProps) => (
  <Group>
    <legend className="visually-hidden">Boards to show</legend>
    {[ALL, ...types].map((type) => (
      <Option key={type.key || 'all'}>
        <input
          type="radio"
          name="look-type"
          value={type.key}
          checked={value === type.key}
          onChange={() => onChange(type.key)}
        />
        <span>{type.text}</span>
      </Option>
    ))}
  </Group>
);

const Group = styled.fieldset`
  display: inline-flex;
  flex-wrap: wrap;
  justify-self: start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Option = styled(InputChip)`
  cursor: pointer;

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
