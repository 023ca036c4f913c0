import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every schema file uses: the text primary key, the creation time, binary data. */

export const id = () => text('id').primaryKey();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Binary column: Buffer from node-postgres, Uint8Array from PGlite; always a Buffer here. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
