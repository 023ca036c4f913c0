import type { users } from './schema';

/** A row of `users` as drizzle reads it (the signed-in user on every request). */
export type UserRow = typeof users.$inferSelect;
