import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiFieldError } from './types';

/**
 * Request errors are FETCH_ERROR (network), TIMEOUT_ERROR, PARSING_ERROR (unreadable answer) or an
 * HTTP status with its data (spec 000 §8).
 */
export type ApiError = FetchBaseQueryError;

export type ErrorClass = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR' | 'OTHER';

export const classifyError = (error: ApiError): ErrorClass => {
  if (typeof error.status === 'number') return 'HTTP_ERROR';
  if (error.status === 'CUSTOM_ERROR') return 'OTHER';
  return error.status;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const isApiError = (error: unknown): error is ApiError =>
  isRecord(error) &&
  'status' in error &&
  (typeof error.status === 'number' || typeof error.status === 'string');

const fieldErrorsOf = (data: unknown): ApiFieldError[] | null => {
  if (!isRecord(data) || !Array.isArray(data.errors)) return null;
  return data.errors.filter(
    (entry): entry is ApiFieldError =>
      isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string',
  );
};

/** A 400 answer with `errors: [{field, message}]`: belongs under form fields, not in reports. */
export const isFieldErrorAnswer = (error: ApiError) =>
  error.status === 400 && fieldErrorsOf(error.data) !== null;

/** `{ field: message }` of a 400 answer (first message per field); `{}` for anything else. */
export const getFieldErrors = (error: unknown): Record<string, string> => {
  if (!isApiError(error) || error.status !== 400) return {};
  const result: Record<string, string> = {};
  for (const { field, message } of fieldErrorsOf(error.data) ?? []) {
    if (!Object.hasOwn(result, field)) result[field] = message;
  }
  return result;
};

/** The server's message when it sent one, else `fallback`. */
export const getErrorMessage = (
  error: ApiError | SerializedError | undefined,
  fallback: string,
): string => {
  if (!error) return fallback;
  if ('data' in error && isRecord(error.data) && typeof error.data.message === 'string') {
    return error.data.message;
  }
  return fallback;
};

/**
 * The server's own words for a failure, or null when it has none for the shopper: no message,
 * or a fault of the server's (a 500, or the catch-all `internal_error` the reference server puts
 * on one: 'Something went wrong. Please try again.'). Where the spec gives a fallback for a
 * failure without a message (000 §8 deactivation, 001 §8 add to closet), that fallback shows then.
 */
export const specificMessage = (error: unknown): string | null => {
  if (!isApiError(error) || error.status === 500 || !isRecord(error.data)) return null;
  const { message, code } = error.data;
  if (typeof message !== 'string' || message.trim() === '' || code === 'internal_error')
    return null;
  return message;
};

/**
 * Errors the spec says are expected answers, not faults: 400 on e-mail login and sign-up (wrong
 * password, taken e-mail) and 404 on stylist reviews (no reviews yet). Keyed by endpoint name.
 */
export const quietErrors: Readonly<Record<string, readonly number[]>> = {
  loginEmail: [400],
  signupEmail: [400],
  /** An account made with this e-mail and a password: the shopper is told to sign in with it. */
  loginGoogle: [409],
  getStylistReviews: [404],
  /** A declined card is the provider's answer to the shopper, shown on the form; not a fault. */
  confirmLocalPayment: [402],
  /** A membership that ended meanwhile: the Membership tab says so and shows it ended. */
  reactivateSubscription: [409],
  /** A membership still renewing: the dialog shows the server's message. */
  deactivateAccount: [409],
  /** Too many tries to change the e-mail: the personal-info form shows the server's message. */
  updateUser: [429],
};

/** Failures the spec names in its error catalogue (000 §8), reported under that name. */
const reportNames: Readonly<Record<string, string>> = {
  resetPassword: 'Failed to reset password',
  confirmPasswordReset: 'Failed to reset password',
};

/** The message a failed call is reported under: the spec's name, else the endpoint and status. */
export const reportMessage = (endpoint: string, error: ApiError) =>
  reportNames[endpoint] ?? `API ${endpoint} failed: ${String(error.status)}`;

/** Spec 000 §8: report everything except field errors and the quiet answers above. */
export const shouldReport = (endpoint: string, error: ApiError) => {
  if (isFieldErrorAnswer(error)) return false;
  return !(typeof error.status === 'number' && quietErrors[endpoint]?.includes(error.status));
};
