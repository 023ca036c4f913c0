import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A form's errors from the server: each field's message goes under its field (focus moves to the
 * first), and what belongs to no field is the form's message (shown with FormAlert). Clear the
 * form's message as each submit starts.
 */
export const useServerErrors = <Values extends FieldValues>(setError: UseFormSetError<Values>) => {
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const showServerErrors = (
    fields: readonly (readonly [Path<Values>, string])[],
    message: string | null,
  ) => {
    fields.forEach(([field, text], index) =>
      setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 }),
    );
    setFormMessage(message);
  };

  return { formMessage, showServerErrors, clearFormMessage: () => setFormMessage(null) };
};
