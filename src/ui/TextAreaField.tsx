import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, controlStyles } from './Field';
import { useField } from './hooks/useField';

export type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

/** A labelled multi-line text input; native props and `ref` go to the `<textarea>`. */
export const TextAreaField = ({
  label,
  hint,
  error,
  className,
  id,
  required,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaFieldProps) => {
  const { fieldProps, controlProps } = useField({
    label,
    hint,
    error,
    showRequiredMark: false,
    className,
    id,
    required,
    describedBy,
  });
  return (
    <Field {...fieldProps}>
      <TextArea rows={3} {...controlProps} {...textareaProps} />
    </Field>
  );
};

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  font: inherit;
`;
