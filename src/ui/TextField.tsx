import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, controlStyles } from './Field';
import { useField } from './hooks/useField';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number';
  hint?: ReactNode;
  /** Error text; marks the input invalid and describes it. */
  error?: string;
  /** Shows an asterisk (hidden from screen readers) and sets aria-required. */
  showRequiredMark?: boolean;
  /** Class for the wrapper (label, input, messages). */
  className?: string;
};

/**
 * A labelled text input. Native props and `ref` go to the `<input>`, so react-hook-form's
 * `register` spreads straight onto it.
 */
export const TextField = ({
  label,
  type = 'text',
  hint,
  error,
  showRequiredMark = false,
  className,
  id,
  required,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) => {
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
    <Field {...fieldProps}>
      <Input type={type} {...controlProps} {...inputProps} />
    </Field>
  );
};

const Input = styled.input`
  ${controlStyles}
`;
