import { HttpError } from '../http/errors';

/** 503 when a payment provider could not start a checkout (nothing was charged). */
export const paymentNotStarted = () =>
  new HttpError(
    503,
    'We could not start the payment. Please try again in a moment.',
    'payments_unavailable',
  );

/** 503 when a payment provider could not be asked whether a checkout was paid. */
export const paymentNotChecked = () =>
  new HttpError(
    503,
    'We could not check the payment just now. Please try again in a moment.',
    'payments_unavailable',
  );

/** 409 when an idempotency key comes back for a different payment (another amount, one tap). */
export const idempotencyKeyReused = () =>
  new HttpError(
    409,
    'This payment was already made with different details. Please try again.',
    'idempotency_key_reused',
  );

/** Cents as dollars for people to read: whole dollars bare ($500), others with cents ($12.50). */
export const formatDollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
