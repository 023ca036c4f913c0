import { getErrorMessage, getFieldErrors, isApiError } from '@/api/errors';
import type { GiftCardCheckoutRequest } from '../giftCardApi';

/** The checkout form's fields. */
export type GiftDetails = {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  message: string;
};

export type GiftDetailsField = keyof GiftDetails;

export const EMPTY_GIFT_DETAILS: GiftDetails = {
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  senderEmail: '',
  message: '',
};

/** The wire body's people (trimmed) and message (as typed), from the form's values. */
export const giftPeople = (
  details: GiftDetails,
): Pick<GiftCardCheckoutRequest, 'recipient' | 'sender' | 'message'> => ({
  recipient: { name: details.recipientName.trim(), email: details.recipientEmail.trim() },
  sender: { name: details.senderName.trim(), email: details.senderEmail.trim() },
  message: details.message,
});

/** The server's field names (docs/contracts/gifts.md) → the form's fields. */
const SERVER_FIELDS: Readonly<Record<string, GiftDetailsField>> = {
  'recipient.name': 'recipientName',
  'recipient.email': 'recipientEmail',
  'sender.name': 'senderName',
  'sender.email': 'senderEmail',
  message: 'message',
};

export const CHECKOUT_FAILED_MESSAGE =
  "We couldn't start your payment. Nothing was charged. Please try again in a moment.";

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

export type GiftServerErrors = {
  /** Messages for the form's fields, in the order the server sent them. */
  fields: [GiftDetailsField, string][];
  /** A message without a field here (plan, credit, too many attempts, no connection). */
  formMessage: string | null;
};

/**
 * Sorts a failed checkout for the form: a 400's field errors go under their fields; one the form
 * has no field for (`plan`, `additionalAmount`, `returnUrl`), or any other failure, is one
 * message above the button (the server's own, e.g. for 429, else a generic one).
 */
export const giftServerErrors = (error: unknown): GiftServerErrors => {
  const fields: [GiftDetailsField, string][] = [];
  let unmapped: string | null = null;
  for (const [name, message] of Object.entries(getFieldErrors(error))) {
    const field = Object.hasOwn(SERVER_FIELDS, name) ? SERVER_FIELDS[name] : undefined;
    if (field) fields.push([field, message]);
    else unmapped ??= message;
  }
  if (unmapped || fields.length > 0) return { fields, formMessage: unmapped };
  if (isApiError(error) && error.status === 429) {
    return { fields, formMessage: getErrorMessage(error, TOO_MANY_ATTEMPTS_MESSAGE) };
  }
  return { fields, formMessage: CHECKOUT_FAILED_MESSAGE };
};
