/**
 * How long the server waits on PostgreSQL. Without them one stuck query, a transaction left open
 * or an unreachable database holds a connection (and the request behind it) for ever, and the
 * pool's other requests queue behind it. A time-out is answered 503 (`isDatabaseTimeout` here,
 * `databaseBusy` in http/errors.ts).
 */
export type DatabaseTimeouts = {
  /** To open a connection, or to wait for a free one in the pool. */
  connectMs: number;
  /** For one statement (PostgreSQL's `statement_timeout`). */
  statementMs: number;
  /** For a transaction to sit idle (`idle_in_transaction_session_timeout`): its locks go. */
  idleInTransactionMs: number;
};

/**
 * Well above what any request takes (milliseconds; the slowest reports well under a second),
 * well below what a client waits before it gives up.
 */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

/** The time-outs as node-postgres takes them: the last two are sent as session settings. */
export const poolTimeouts = (timeouts: DatabaseTimeouts) => ({
  connectionTimeoutMillis: timeouts.connectMs,
  statement_timeout: timeouts.statementMs,
  idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
});
