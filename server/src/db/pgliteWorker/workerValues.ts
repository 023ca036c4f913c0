import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { WireQueryOptions } from './workerProtocol';

/**
 * Query options and results across the thread boundary. Values cross by structured cloning,
 * which keeps what PGlite's parsers make (Date, BigInt, Uint8Array, JSON's objects and arrays).
 * A caller's parsers are functions, which cannot cross: the worker leaves those types as
 * PostgreSQL's text (`textTypes`) and `parseText` runs the caller's parsers on them here, so a
 * value reaches the caller exactly as from PGlite in this thread. drizzle-orm/pglite passes
 * parsers that keep dates, times, intervals and their arrays as text, and no serializers.
 */

/** In the server's thread: the options to send. */
export const toWireOptions = (options?: QueryOptions): WireQueryOptions => {
  if (!options) return {};
  if (options.serializers || options.blob || options.onNotice)
    throw new Error('The PGlite worker takes no serializers, blob or onNotice in query options.');
  const { rowMode, paramTypes, parsers } = options;
  return {
    ...(rowMode && { rowMode }),
    ...(paramTypes && { paramTypes }),
    ...(parsers && { textTypes: Object.keys(parsers).map(Number) }),
  };
};

/** In the server's thread: the caller's parsers on the values the worker left as text. */
export const parseText = <T>(result: Results<T>, options?: QueryOptions): Results<T> => {
  const parsers = options?.parsers;
  if (!parsers) return result;
  // In object mode a later column of the same name wins, as in PGlite's rows.
  const byKey = new Map<string | number, number>();
  result.fields.forEach(({ name, dataTypeID }, index) =>
    byKey.set(options.rowMode === 'array' ? index : name, dataTypeID),
  );
  const columns = [...byKey].filter(([, oid]) => parsers[oid]);
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const [key, oid] of columns) {
      const value = row[key];
      if (value !== null && value !== undefined)
        row[key] = (parsers[oid] as Parser)(value as string, oid);
    }
  }
  return result;
};

/** PGlite calls a parser with the value's type too (its `ParserOptions` type leaves it out). */
type Parser = (value: string, typeId: number) => unknown;

const asText = (value: string) => value;

/** In the worker: the options for PGlite, with the caller's parsed types left as text. */
export const fromWireOptions = ({ rowMode, paramTypes, textTypes }: WireQueryOptions) => {
  const options: QueryOptions = { rowMode, paramTypes };
  if (textTypes?.length) {
    options.parsers = Object.fromEntries(textTypes.map((oid) => [oid, asText]));
  }
  return options;
};

const BYTEA = 17;

/**
 * In the worker: the buffers of a result's bytea values, to move to the server's thread rather
 * than copy. Only buffers a value has to itself (PGlite's parser makes each value its own).
 */
export const transferablesOf = (results: Results[]) => {
  const buffers = new Set<ArrayBuffer>();
  for (const { fields, rows } of results) {
    if (!fields.some((field) => field.dataTypeID === BYTEA)) continue;
    for (const row of rows as Record<string, unknown>[]) {
      for (const value of Object.values(row)) {
        if (
          value instanceof Uint8Array &&
          value.buffer instanceof ArrayBuffer &&
          value.byteOffset === 0 &&
          value.byteLength === value.buffer.byteLength
        )
          buffers.add(value.buffer);
      }
    }
  }
  return [...buffers];
};
