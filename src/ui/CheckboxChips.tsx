import styled from 'styled-components';
import { ErrorText } from './ErrorText';

export type ChipOption = {
  key: string;
  text: string;
  /** A colour swatch shown before the name. */
  hex?: string | null;
  /** How many entries the option holds, shown after the name. */
  count?: number;
};

type CheckboxChipsProps = {
  legend: string;
  /** Makes the checkboxes' ids unique on the page, e.g. 'closet-filter-colors'. */
  idPrefix: string;
  options: readonly ChipOption[];
  chosen: readonly string[];
  onToggle: (option: ChipOption, checked: boolean) => void;
  disabled?: boolean;
  error?: string;
};

/**
 * Several choices as chips (filters, an item's colours and seasons): a fieldset named by its
 * legend, each chip a real checkbox with its label, so Tab reaches every option and Space turns it
 * on or off.
 */
export const CheckboxChips = ({
  legend,
  idPrefix,
  options,
  chosen,
  onToggle,
  disabled = false,
  error,
}: CheckboxChipsProps) => {
  const errorId = `${idPrefix}-error`;
  return (
    <Group disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Chips>
        {options.map((option) => {
          const id = `${idPrefix}-${option.key}`;
          return (
            <Chip key={option.key}>
              <ChipInput
                type="checkbox"
                id={id}
                checked={chosen.includes(option.key)}
                onChange={(event) => onToggle(option, event.target.checked)}
              />
              <ChipLabel htmlFor={id}>
                {option.hex && <Swatch aria-hidden="true" style={{ background: option.hex }} />}
                {option.text}
                {option.count !== undefined && <Count>{` (${option.count})`}</Count>}
              </ChipLabel>
            </Chip>
          );
        })}
      </Chips>
      {error && (
        <GroupError $size="xs" id={errorId}>
          {error}
        </GroupError>
      )}
    </Group>
  );
};

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  position: relative;
`;

/** The real checkbox sits under its chip: invisible, yet focusable and announced. */
const ChipInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const ChipLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  pointer-events: none;

  ${ChipInput}:hover + & {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  ${ChipInput}:checked + & {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }

  /* A tick too, so a chosen chip reads as chosen without its colours. */
  ${ChipInput}:checked + &::before {
    content: '✓' / '';
  }

  ${ChipInput}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${ChipInput}:disabled + & {
    opacity: 0.5;
  }
`;

const Swatch = styled.span`
  width: 0.875rem;
  height: 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Count = styled.span`
  opacity: 0.75;
`;

const GroupError = styled(ErrorText)`
  margin-top: ${({ theme }) => theme.space.xxs};
`;
