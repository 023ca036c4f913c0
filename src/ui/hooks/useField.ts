import { useId, type ReactNode } from 'react';

type UseFieldInput = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  showRequiredMark?: boolean;
  className?: string;
  /** A caller-supplied id for the control; generated when absent. */
  id?: string;
  required?: boolean;
  /** The caller's own aria-describedby, kept first. */
  describedBy?: string;
};

/**
 * Ties a form control to its label, hint and error: props for `Field` and for the control
 * (id, required, aria-required, aria-invalid, aria-describedby).
 */
export const useField = ({
  label,
  hint,
  error,
  showRequiredMark = false,
  className,
  id,
  required,
  describedBy,
}: UseFieldInput) => {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ariaDescribedBy =
    [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return {
    fieldProps: { controlId, hintId, errorId, label, hint, error, showRequiredMark, className },
    controlProps: {
      id: controlId,
      required,
      'aria-required': showRequiredMark || required ? true : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ariaDescribedBy,
    },
  };
};
