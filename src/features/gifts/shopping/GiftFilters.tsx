import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import type { GiftFilter } from '../giftItemsApi';
import { countSelected, type GiftFilterSelection } from './giftFilterSelection';

type GiftFiltersProps = {
  filters: readonly GiftFilter[];
  selection: GiftFilterSelection;
  onChange: (filterKey: string, optionKey: string, chosen: boolean) => void;
  onClear: () => void;
};

const optionId = (filterKey: string, optionKey: string) => `gift-filter-${filterKey}-${optionKey}`;

/**
 * The gift filters as groups of chips: each group a fieldset named by its title, each chip a
 * native checkbox with its label, so Tab reaches every option and Space turns it on or off.
 * 'Clear all' turns every one off, and hands focus to the panel's title (it is disabled then).
 */
export const GiftFilters = ({ filters, selection, onChange, onClear }: GiftFiltersProps) => {
  const selected = countSelected(selection);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const clear = () => {
    onClear();
    titleRef.current?.focus();
  };
  return (
    <Panel aria-labelledby="gift-filters-title">
      <Header>
        <Title id="gift-filters-title" ref={titleRef} tabIndex={-1}>
          Filters
        </Title>
        <Button variant="ghost" size="sm" disabled={selected === 0} onClick={clear}>
          Clear all
        </Button>
      </Header>
      {filters.map((filter) => (
        <Group key={filter.key}>
          <Legend>{filter.title}</Legend>
          <Chips>
            {filter.options.map((option) => {
              const id = optionId(filter.key, option.key);
              const checked = selection[filter.key]?.includes(option.key) ?? false;
              return (
                <Chip key={option.key}>
                  <ChipInput
                    type="checkbox"
                    id={id}
                    checked={checked}
                    onChange={(event) => onChange(filter.key, option.key, event.target.checked)}
                  />
                  <ChipLabel htmlFor={id}>{option.text}</ChipLabel>
                </Chip>
              );
            })}
          </Chips>
        </Group>
      ))}
    </Panel>
  );
};

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

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
`;

const ChipLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};
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
    margin-right: ${({ theme }) => theme.space.xxs};
  }

  ${ChipInput}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
