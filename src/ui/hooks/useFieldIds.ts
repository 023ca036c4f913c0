import { useId } from 'react';

type FieldIdsInput = {
  /** A caller-supplied id for the control; generated when absent. */
  id?: string;
  hasHint: boolean;
  hasError: boolean;
  /** The caller's own aria-describedby, kept first. */
  describedBy?: string;
};

/** Ids that tie a form control to its label, hint and error text. */
export const useFieldIds = ({ id, hasHint, hasError, describedBy }: FieldIdsInput) => {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ariaDescribedBy =
    [describedBy, hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return { controlId, hintId, errorId, ariaDescribedBy };
};
