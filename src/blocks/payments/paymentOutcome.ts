import { getErrorMessage, getFieldErrors, isApiError } from '@/api/errors';
import type { CardField } from './cardInput';

/** What a failed confirm means for the card form. */
export type PaymentFailure = {
  /** Server messages for the form's own fields, first one first. */
  fields: [CardField, string][];
  /** What belongs in the alert above the button, or null. */
  message: string | null;
  /**
   * True when the provider definitely answered "not paid" (a decline, a malformed card, an
   * expired session): the next Pay is a new attempt with a new idempotency key. False when the
   * answer is unknown (no connection, a time-out, a server fault): the next Pay repeats this
   * attempt with the same key, so it can never charge twice.
   */
  definite: boolean;
};

const cardFields: readonly CardField[] = ['number', 'expiry', 'cvc'];

export const UNKNOWN_OUTCOME_MESSAGE =
  "We couldn't confirm your payment. Please check your connection and try again: you won't be charged twice.";
const DECLINE_FALLBACK = 'Your payment could not be completed. Please try a different card.';

export const paymentFailureOf = (error: unknown): PaymentFailure => {
  const status = isApiError(error) ? error.status : null;
  const definite = typeof status === 'number' && status >= 400 && status < 500;
  if (!isApiError(error) || !definite) {
    return { fields: [], message: UNKNOWN_OUTCOME_MESSAGE, definite: false };
  }
  const fields: [CardField, string][] = [];
  const unmapped: string[] = [];
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    const cardField = cardFields.find((name) => name === field);
    if (cardField) fields.push([cardField, message]);
    else unmapped.push(message);
  }
  if (fields.length > 0) return { fields, message: unmapped[0] ?? null, definite };
  return { fields, message: unmapped[0] ?? getErrorMessage(error, DECLINE_FALLBACK), definite };
};
