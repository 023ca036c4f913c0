import { useId } from 'react';
import styled from 'styled-components';
import { Select } from '@/ui/Select';
import { useIsPhone } from '@/ui/hooks/useIsPhone';
import { CART_SORTS } from './cartRules';

export type CartSortLabel = (typeof CART_SORTS)[number]['label'];

const OPTIONS = CART_SORTS.map(({ label }) => ({ value: label, label }));

const isSortLabel = (value: string): value is CartSortLabel =>
  CART_SORTS.some(({ label }) => label === value);

type CartSortControlProps = { value: CartSortLabel; onChange: (sort: CartSortLabel) => void };

/** Sort by (spec 001 §2): a select on phones, a row of toggle buttons on wider screens. */
export const CartSortControl = ({ value, onChange }: CartSortControlProps) => {
  const isPhone = useIsPhone();
  const labelId = useId();
  if (isPhone !== false) {
    return (
      <SortSelect
        label="Sort by"
        options={OPTIONS}
        value={value}
        onChange={(event) => {
          if (isSortLabel(event.target.value)) onChange(event.target.value);
        }}
      />
    );
  }
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>Sort by</Label>
      {CART_SORTS.map(({ label }) => (
        <Choice
          key={label}
          type="button"
          aria-pressed={label === value}
          onClick={() => onChange(label)}
        >
          {label}
        </Choice>
      ))}
    </Group>
  );
};

const SortSelect = styled(Select)`
  width: 100%;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.span`
  margin-right: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Choice = styled.button`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
