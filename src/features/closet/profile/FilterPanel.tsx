import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { ChevronDownIcon } from '@/ui/icons';
import { CheckboxChips } from '@/ui/CheckboxChips';
import type { FilterGroup } from '../closetFilters';
import type { FilterMap } from './profileSlice';

type FilterPanelProps = {
  /** Names the panel and its ids, e.g. 'closet'. */
  name: string;
  groups: readonly FilterGroup[];
  selected: FilterMap;
  onAdd: (key: string, option: { key: string; text: string }) => void;
  onRemove: (key: string, optionKey: string) => void;
  onClear: () => void;
  /** Per option key, how many entries it holds (closet tags), shown beside its name. */
  counts?: Readonly<Record<string, number>>;
};

/** What the shopper reads for each filter key the server sends. */
const GROUP_TITLES: Record<string, string> = {
  category: 'Category',
  colors: 'Colour',
  seasons: 'Season',
  stylist: 'Stylist',
  type: 'Board',
};

export const groupTitle = (key: string) =>
  GROUP_TITLES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);

const countChosen = (selected: FilterMap) =>
  Object.values(selected).reduce((sum, values) => sum + values.length, 0);

/**
 * The filters the server offers, behind a 'Filters' button that shows and hides them (closed, so
 * the grid comes first on a phone): each group a fieldset of chips that are real checkboxes. The chosen filters stay
 * in view outside it as buttons that remove them, with 'Clear all'.
 */
export const FilterPanel = ({
  name,
  groups,
  selected,
  onAdd,
  onRemove,
  onClear,
  counts = {},
}: FilterPanelProps) => {
  const [isOpen, setOpen] = useState(false);
  const panelId = `${name}-filters`;
  const chosen = countChosen(selected);
  const offered = groups.filter((group) => group.options.length > 0);
  if (offered.length === 0) return null;
  const textOf = (key: string, optionKey: string) =>
    groups.find((group) => group.key === key)?.options.find((option) => option.key === optionKey)
      ?.text ?? optionKey;

  return (
    <Wrapper>
      <Disclosure>
        <Toggle
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
        >
          <span>Filters{chosen > 0 && ` (${chosen})`}</span>
          <Chevron />
        </Toggle>
        <Groups id={panelId} hidden={!isOpen}>
          {offered.map((group) => (
            <CheckboxChips
              key={group.key}
              legend={groupTitle(group.key)}
              idPrefix={`${name}-filter-${group.key}`}
              options={group.options.map((option) => ({ ...option, count: counts[option.key] }))}
              chosen={(selected[group.key] ?? []).map((value) => value.key)}
              onToggle={(option, checked) =>
                checked ? onAdd(group.key, option) : onRemove(group.key, option.key)
              }
            />
          ))}
        </Groups>
      </Disclosure>
      {chosen > 0 && (
        <Chosen aria-label={`Chosen ${name} filters`}>
          {Object.entries(selected).flatMap(([key, values]) =>
            values.map((value) => (
              <li key={`${key}-${value.key}`}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove filter ${groupTitle(key)}: ${value.text ?? textOf(key, value.key)}`}
                  onClick={() => onRemove(key, value.key)}
                >
                  {value.text ?? textOf(key, value.key)}
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            )),
          )}
          <li>
            <Button variant="ghost" size="sm" onClick={onClear}>
              Clear all
            </Button>
          </li>
        </Chosen>
      )}
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Disclosure = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &[aria-expanded='true'] {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chevron = styled(ChevronDownIcon)`
  flex-shrink: 0;
  transition: transform ${({ theme }) => theme.motion.fast} ease;

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const Groups = styled.div`
  &[hidden] {
    display: none;
  }

  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
`;

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
