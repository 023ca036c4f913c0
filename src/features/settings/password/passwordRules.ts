import { PASSWORD_REQUIRED_MESSAGE, validatePassword } from '@shared/validators';
import { getErrorMessage, getFieldErrors, isApiError } from '@/api/errors';

/** Spec 001 §5: new and confirmation differ (the typographic apostrophe is the spec's). */
export const PASSWORD_MISMATCH_MESSAGE = 'Password doesn’t match.';

export const PASSWORD_CHANGE_FAILED =
  'We couldn’t change your password. Please check your connection and try again.';

export type PasswordValues = { current: string; next: string; confirm: string };

export const EMPTY_PASSWORDS: PasswordValues = { current: '', next: '', confirm: '' };

/** The current password is only required: whatever it is, the server checks it. */
export const validateCurrentPassword = (value: string) =>
  value === '' ? PASSWORD_REQUIRED_MESSAGE : undefined;

export const validateNewPassword = validatePassword;

export const validateConfirmation = (value: string, values: PasswordValues) => {
  if (value === '') return PASSWORD_REQUIRED_MESSAGE;
  return value === values.next ? undefined : PASSWORD_MISMATCH_MESSAGE;
};

const SERVER_FIELDS: Readonly<Record<string, keyof PasswordValues>> = {
  current_password: 'current',
  new_password: 'next',
};

/** A failed change: field errors under their fields, or one message (the server's, e.g. 429). */
export const passwordErrorsOf = (error: unknown) => {
  const fields = Object.entries(getFieldErrors(error)).flatMap(([name, message]) => {
    const field = Object.hasOwn(SERVER_FIELDS, name) ? SERVER_FIELDS[name] : undefined;
    return field ? [[field, message] as [keyof PasswordValues, string]] : [];
  });
  const formMessage =
    fields.length > 0
      ? null
      : isApiError(error) && typeof error.status === 'number'
        ? getErrorMessage(error, PASSWORD_CHANGE_FAILED)
        : PASSWORD_CHANGE_FAILED;
  return { fields, formMessage };
};
