import styled from 'styled-components';
import type { FilterGroup } from '@/api/closet';
import { Button } from '@/ui/Button';
import { ChevronDownIcon } from '@/ui/icons';
import { ChoiceChips } from './ChoiceChips';
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
 * The filters the server offers, behind a 'Filters' disclosure (closed, so the grid comes first
 * on a phone): each group a fieldset of chips that are real checkboxes. The chosen filters stay
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
  const chosen = countChosen(selected);
  const offered = groups.filter((group) => group.options.length > 0);
  if (offered.length === 0) return null;
  const textOf = (key: string, optionKey: string) =>
    groups.find((group) => group.key === key)?.options.find((option) => option.key === optionKey)
      ?.text ?? optionKey;

  return (
    <Wrapper>
      <Disclosure>
        <Summary>
          <span>Filters{chosen > 0 && ` (${chosen})`}</span>
          <Chevron />
        </Summary>
        <Groups>
          {offered.map((group) => (
            <ChoiceChips
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

const Disclosure = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &[open] > summary {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chevron = styled(ChevronDownIcon)`
  flex-shrink: 0;
  transition: transform ${({ theme }) => theme.motion.fast} ease;

  details[open] > summary > & {
    transform: rotate(180deg);
  }
`;

const Groups = styled.div`
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
