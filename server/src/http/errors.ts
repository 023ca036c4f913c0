/** A field error, as the SPA shows it under a form field. */
export type FieldError = { field: string; message: string };

/**
 * An error with an HTTP status and a stable code. Answered as
 * `{ message, code, errors?, ...details }`; 400s carry `errors: [{field, message}]` for forms,
 * `details` add what the client acts on (e.g. the session a 409 `active_session` points to).
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503 | 507,
    message: string,
    readonly code: string,
    readonly errors?: FieldError[],
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** Seconds the client should wait before trying again, sent as `Retry-After` (429, 503). */
  retryAfterSeconds?: number;
}

/** An answer that tells the client when to try again (`Retry-After`, whole seconds, at least 1). */
const withRetryAfter = (error: HttpError, retryAfterMs: number) => {
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
};

/** 429: this caller (address, account) has done this too often; `Retry-After` says when again. */
export const tooManyRequests = (message: string, code: string, retryAfterMs: number) =>
  withRetryAfter(new HttpError(429, message, code), retryAfterMs);

/** 503: the server is too busy for this now (for everyone); `Retry-After` says when to try. */
export const serviceUnavailable = (message: string, code: string, retryAfterMs: number) =>
  withRetryAfter(new HttpError(503, message, code), retryAfterMs);

/** How long a client is asked to wait when the database is too busy. */
const DATABASE_BUSY_RETRY_AFTER_MS = 5_000;

/** The 503 a database time-out (`isDatabaseTimeout` in db/) is answered with. */
export const databaseBusy = () =>
  serviceUnavailable(
    'The service is busy right now. Please try again in a few seconds.',
    'database_busy',
    DATABASE_BUSY_RETRY_AFTER_MS,
  );

export const fieldError = (field: string, message: string, code = 'invalid_field') =>
  new HttpError(400, message, code, [{ field, message }]);

export const unauthorized = () => new HttpError(401, 'Please sign in to continue.', 'unauthorized');

export const forbidden = () =>
  new HttpError(403, "You don't have access to this resource.", 'forbidden');

export const notFound = (what = 'That resource') =>
  new HttpError(404, `${what} was not found.`, 'not_found');
