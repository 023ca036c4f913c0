import { getErrorMessage, getFieldErrors, isApiError } from './errors';

/*
 * Refusals that forms show as the server words them. Apart from ./errors.ts, which the base query
 * and so the first screen load, because only the pages with these forms use them.
 */

/**
 * A limit's answer: 429 (this shopper or network did it too often) or 503 (the server is too busy
 * right now). Its message says when to try again, so forms show it as it is.
 */
export const isLimitAnswer = (error: unknown) =>
  isApiError(error) && (error.status === 429 || error.status === 503);

/**
 * Why the server refused a gift card or other code (docs/contracts/gifts.md): its message for the
 * `coupon` field, or its word on too many attempts; null for any other failure.
 */
export const couponErrorOf = (error: unknown): string | null => {
  const field = getFieldErrors(error).coupon;
  if (field) return field;
  if (isApiError(error) && error.status === 429) {
    return getErrorMessage(error, 'Too many code attempts. Please try again later.');
  }
  return null;
};

/**
 * Why the server would not store an upload (docs/security.md): 413 when the account's pictures
 * fill its quota or the body is too large, 507 when its disk is full. Its message, which says
 * what to do; null for any other failure.
 */
export const storageRefusalOf = (error: unknown): string | null =>
  isApiError(error) && (error.status === 413 || error.status === 507)
    ? getErrorMessage(error, 'There is no room to store this picture.')
    : null;
