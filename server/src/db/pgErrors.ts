type DatabaseError = { code: string; constraint?: string };

const isDatabaseError = (value: object): value is DatabaseError =>
  'code' in value && typeof value.code === 'string';

/** The PostgreSQL error under `error` (drizzle wraps it as the cause of its own), if any. */
const databaseError = (error: unknown): DatabaseError | null => {
  for (let current = error; current && typeof current === 'object';) {
    if (isDatabaseError(current)) return current;
    current = 'cause' in current ? current.cause : null;
  }
  return null;
};

/** A foreign key refused the row (23503), optionally on a column named in its constraint. */
export const isForeignKeyViolation = (error: unknown, column?: string) => {
  const found = databaseError(error);
  return found?.code === '23503' && (column === undefined || !!found.constraint?.includes(column));
};

/** A unique index refused the row (23505), optionally the one named `constraint`. */
export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const found = databaseError(error);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
};
