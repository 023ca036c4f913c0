import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from './Field';
import { useField } from './hooks/useField';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  showRequiredMark?: boolean;
  className?: string;
};

/** A labelled native checkbox; native props and `ref` go to the `<input>`. */
export const Checkbox = ({
  label,
  hint,
  error,
  showRequiredMark = false,
  className,
  id,
  required,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) => {
  const { fieldProps, controlProps } = useField({
    label,
    hint,
    error,
    showRequiredMark,
    className,
    id,
    required,
    describedBy,
  });
  return (
    <Field {...fieldProps} layout="inline">
      <Box type="checkbox" {...controlProps} {...inputProps} />
    </Field>
  );
};

const Box = styled.input`
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.error};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;
