/**
 * The messages between the server's thread and the PGlite worker (./pgliteWorker.ts). Every
 * request carries an `id`; the worker answers each with a `Reply` of the same id. Id 0 is the
 * worker's start: its reply says the database is open, or why it is not.
 */

/** How the worker opens its database (its `workerData`). */
export type WorkerStart = {
  dataDir?: string;
  /** A data directory as PGlite's `dumpDataDir` makes it (a tar), moved to the worker. */
  loadDataDir?: ArrayBuffer;
  relaxedDurability: boolean;
};

/**
 * PGlite's query options, less what cannot cross threads. Parsers are functions: the worker
 * leaves the values of `textTypes` as PostgreSQL's text, and the caller's parsers run on them
 * in the server's thread.
 */
export type WireQueryOptions = {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  textTypes?: number[];
};

export type Request =
  /** `tx`: inside that open transaction; else on its own, after any open transaction ends. */
  | { op: 'query'; sql: string; params: unknown[]; options: WireQueryOptions; tx?: number }
  | { op: 'exec'; sql: string; options: WireQueryOptions; tx?: number }
  /** Opens a transaction (once the one before has ended) → its number. */
  | { op: 'begin' }
  /** Commits (`commit`, unless already rolled back) or rolls back, and forgets it. */
  | { op: 'end'; tx: number; commit: boolean }
  /** PGlite's `tx.rollback()`: rolls back now; the transaction refuses queries after. */
  | { op: 'rollback'; tx: number }
  /** → the data directory as a tar (an ArrayBuffer, moved). */
  | { op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

export type RequestMessage = Request & { id: number };

/** An error as it crosses: an Error's own fields (PostgreSQL's code, constraint, …) as data. */
export type WireError = {
  message: string;
  name: string;
  stack?: string;
  /** A PostgreSQL error (pg-protocol's DatabaseError), rebuilt as one. */
  database: boolean;
  fields: Record<string, unknown>;
  cause?: WireError;
};

export type Reply = { id: number } & (
  { ok: true; value: unknown } | { ok: false; error: WireError }
);
