import { getErrorMessage, getFieldErrors, isApiError } from '@/api/errors';

export type ServerErrors<Field extends string> = {
  /** Messages for the form's own fields, in the order the server sent them. */
  fields: [Field, string][];
  /** What belongs above the submit button, or null when every message has a field. */
  formMessage: string | null;
};

/**
 * Sorts a failed call's answer for a form: 400 field errors go under the form field `fieldOf`
 * maps them to; a field the form does not have, or an answer without field errors, becomes one
 * form-level message (the server's own message, else `fallback`).
 */
export const splitServerErrors = <Field extends string>(
  error: unknown,
  fieldOf: Readonly<Record<string, Field>>,
  fallback: string,
): ServerErrors<Field> => {
  const fields: [Field, string][] = [];
  const unmapped: string[] = [];
  for (const [name, message] of Object.entries(getFieldErrors(error))) {
    const field = Object.hasOwn(fieldOf, name) ? fieldOf[name] : undefined;
    if (field && !fields.some(([taken]) => taken === field)) fields.push([field, message]);
    else if (!field) unmapped.push(message);
  }
  if (unmapped[0]) return { fields, formMessage: unmapped[0] };
  if (fields.length > 0) return { fields, formMessage: null };
  return { fields, formMessage: isApiError(error) ? getErrorMessage(error, fallback) : fallback };
};
