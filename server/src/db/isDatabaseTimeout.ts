/**
 * PostgreSQL's codes for a time-out it enforced: a statement cancelled by `statement_timeout`
 * (57014 query_canceled) and a session ended by `idle_in_transaction_session_timeout` (25P03).
 */
const TIMEOUT_CODES = new Set(['57014', '25P03']);

/**
 * node-postgres's own time-outs carry no code, only these messages: no free connection in the
 * pool within `connectionTimeoutMillis`, and a new connection not made within it.
 */
const TIMEOUT_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/**
 * True when `error` (or what it wraps: drizzle puts the driver's error in `cause`) is a database
 * time-out: the database is too busy or too slow for now, not broken by this request.
 */
export const isDatabaseTimeout = (error: unknown) => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return true;
    if (typeof message === 'string' && TIMEOUT_MESSAGES.has(message)) return true;
    current = 'cause' in current ? current.cause : null;
  }
  return false;
};
