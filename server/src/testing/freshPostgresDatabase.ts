import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * An empty database on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL), named after
 * `prefix`; `drop` removes it, closing whatever is still connected.
 */
export const freshPostgresDatabase = async (serverUrl: string, prefix: string) => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};
