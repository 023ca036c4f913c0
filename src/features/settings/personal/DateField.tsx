import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { Field, controlStyles } from '@/ui/Field';
import { useField } from '@/ui/hooks/useField';

type DateFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled native date input (`YYYY-MM-DD` values); `ref` and native props go to the input. */
export const DateField = ({
  label,
  hint,
  error,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: DateFieldProps) => {
  const { fieldProps, controlProps } = useField({ label, hint, error, id, describedBy });
  return (
    <Field {...fieldProps}>
      <Input type="date" {...controlProps} {...inputProps} />
    </Field>
  );
};

const Input = styled.input`
  ${controlStyles}
`;
