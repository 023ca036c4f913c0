import styled from 'styled-components';
import type { StyleOption } from '@shared/styleOptions';
import { Select } from '@/ui/Select';
import { StyleFieldset } from './StyleFieldset';

export type Dropdown = { key: string; label: string; options: StyleOption[] };

type DropdownsSectionFieldProps = {
  title: string;
  hint?: string;
  dropdowns: Dropdown[];
  values: Record<string, string | null>;
  errors: Record<string, string>;
  /** The key each dropdown's error is filed under (`top_size`, `budget_ranges.tops`). */
  errorKey?: (key: string) => string;
  onChange: (key: string, value: string) => void;
};

/** Sizes or budgets: one dropdown per kind of piece, one choice each. */
export const DropdownsSectionField = ({
  title,
  hint,
  dropdowns,
  values,
  errors,
  errorKey = (key) => key,
  onChange,
}: DropdownsSectionFieldProps) => (
  <StyleFieldset title={title} hint={hint}>
    <Grid>
      {dropdowns.map((dropdown) => (
        <Select
          key={dropdown.key}
          label={dropdown.label}
          value={values[dropdown.key] ?? ''}
          error={errors[errorKey(dropdown.key)]}
          options={dropdown.options.map((option) => ({ value: option.key, label: option.text }))}
          onChange={(event) => onChange(dropdown.key, event.target.value)}
        />
      ))}
    </Grid>
  </StyleFieldset>
);

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
`;
