import { messages } from '@electric-sql/pglite';
import type { WireError } from './workerProtocol';

/**
 * A worker's error as data. Structured cloning keeps only an Error's message and stack, so its
 * own fields go as plain values: PostgreSQL's `code`, `constraint`, `detail`, `table`, … (what
 * ../pgErrors.ts and ../isDatabaseTimeout.ts read), PGlite's `query` and `params`, and the
 * error's `cause` (a few deep).
 */
export const toWireError = (error: unknown, depth = 0): WireError => {
  if (!(error instanceof Error))
    return { message: String(error), name: 'Error', database: false, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
      fields[key] = value;
  }
  if ('params' in error && Array.isArray(error.params)) fields.params = error.params;
  return {
    message: error.message,
    name: error.name,
    stack: error.stack,
    database: error instanceof messages.DatabaseError,
    fields,
    ...(error.cause !== undefined && depth < 3 && { cause: toWireError(error.cause, depth + 1) }),
  };
};

/** The error again, in this thread: a PostgreSQL one as pg-protocol's DatabaseError, as PGlite throws it. */
export const fromWireError = (wire: WireError): Error => {
  let error: Error;
  if (wire.database) {
    error = new messages.DatabaseError(wire.message, 0, wire.name as 'error');
  } else {
    error = new Error(wire.message);
    error.name = wire.name;
  }
  Object.assign(error, wire.fields);
  if (wire.stack) error.stack = wire.stack;
  if (wire.cause) error.cause = fromWireError(wire.cause);
  return error;
};
