import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { CheckboxChips } from '@/ui/CheckboxChips';
import type { GiftFilter } from '../giftItemsApi';
import { countSelected, type GiftFilterSelection } from './giftFilterSelection';

type GiftFiltersProps = {
  filters: readonly GiftFilter[];
  selection: GiftFilterSelection;
  onChange: (filterKey: string, optionKey: string, chosen: boolean) => void;
  onClear: () => void;
};

/**
 * The gift filters as groups of chips (src/ui/CheckboxChips): each group a fieldset named by its
 * title, each chip a native checkbox with its label, so Tab reaches every option and Space turns
 * it on or off.
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
        <CheckboxChips
          key={filter.key}
          legend={filter.title}
          idPrefix={`gift-filter-${filter.key}`}
          options={filter.options}
          chosen={selection[filter.key] ?? []}
          onToggle={(option, checked) => onChange(filter.key, option.key, checked)}
        />
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
