import type { Db } from './client';

/**
 * A statement built once per database and kept: `build` makes a drizzle query with
 * `sql.placeholder`s and calls `.prepare(name)`. The hot paths (the token lookup of every
 * signed-in request, the cart, the inbox) use it so that neither the SQL is rebuilt on every
 * request nor, on PostgreSQL (a named statement per connection), re-planned: planning a join of
 * four tables costs more than running it.
 */
export const preparedStatement = <T>(build: (db: Db) => T) => {
  const built = new WeakMap<Db, T>();
  return (db: Db): T => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
};
