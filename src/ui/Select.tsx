import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, controlStyles } from './Field';
import { useField } from './hooks/useField';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'children' | 'multiple'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a size"); selected when no value is given. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  showRequiredMark?: boolean;
  className?: string;
};

/** A labelled native select; native props and `ref` go to the `<select>`. */
export const Select = ({
  label,
  options,
  placeholder,
  hint,
  error,
  showRequiredMark = false,
  className,
  id,
  required,
  value,
  defaultValue,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) => {
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
  // Without a value the browser would pick the first real option; start on the placeholder.
  const initial =
    value === undefined && defaultValue === undefined && placeholder ? '' : defaultValue;
  return (
    <Field {...fieldProps}>
      <Control>
        <NativeSelect value={value} defaultValue={initial} {...controlProps} {...selectProps}>
          {placeholder && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" />
        </Chevron>
      </Control>
    </Field>
  );
};

const Control = styled.div`
  position: relative;
`;

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xxl};
  cursor: pointer;
`;

const Chevron = styled.svg`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.sm};
  width: 1.25rem;
  height: 1.25rem;
  transform: translateY(-50%);
  fill: none;
  stroke: currentColor;
  stroke-width: 1.6;
  pointer-events: none;
`;
