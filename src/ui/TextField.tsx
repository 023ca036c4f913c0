import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, controlStyles } from './Field';
import { useFieldIds } from './hooks/useFieldIds';

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
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError: Boolean(error), describedBy });
  return (
    <Field
      controlId={ids.controlId}
      hintId={ids.hintId}
      errorId={ids.errorId}
      label={label}
      hint={hint}
      error={error}
      showRequiredMark={showRequiredMark}
      className={className}
    >
      <Input
        id={ids.controlId}
        type={type}
        required={required}
        aria-required={showRequiredMark || required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.ariaDescribedBy}
        {...inputProps}
      />
    </Field>
  );
};

const Input = styled.input`
  ${controlStyles}
`;
