import styled from 'styled-components';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { StyleFieldset } from './StyleFieldset';

export type TextEntry = { key: string; label: string; multiline?: boolean; maxLength?: number };

type TextsSectionFieldProps = {
  title: string;
  hint?: string;
  fields: TextEntry[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
};

/** Notes (multi-line) or social usernames: a labelled text field each. */
export const TextsSectionField = ({
  title,
  hint,
  fields,
  values,
  errors,
  onChange,
}: TextsSectionFieldProps) => (
  <StyleFieldset title={title} hint={hint}>
    <Grid>
      {fields.map((field) =>
        field.multiline ? (
          <TextAreaField
            key={field.key}
            id={`style-${field.key}`}
            label={field.label}
            rows={3}
            maxLength={field.maxLength}
            value={values[field.key] ?? ''}
            error={errors[field.key]}
            onChange={(event) => onChange(field.key, event.target.value)}
          />
        ) : (
          <TextField
            key={field.key}
            id={`style-${field.key}`}
            label={field.label}
            autoComplete="off"
            spellCheck={false}
            value={values[field.key] ?? ''}
            error={errors[field.key]}
            onChange={(event) => onChange(field.key, event.target.value)}
          />
        ),
      )}
    </Grid>
  </StyleFieldset>
);

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
