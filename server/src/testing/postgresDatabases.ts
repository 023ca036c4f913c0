import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

/** The URL of another database on the same PostgreSQL server. */
export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
};

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs `work` with one connection to the server's maintenance database (`serverUrl`'s). */
const onServer = async (serverUrl: string, work: (client: pg.Client) => Promise<unknown>) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
};

/** A new database: a copy of `template` (migrated and seeded), or empty. */
export const createDatabase = (serverUrl: string, name: string, template?: string) =>
  onServer(serverUrl, (client) =>
    client.query(
      `CREATE DATABASE ${identifier(name)}${template ? ` TEMPLATE ${identifier(template)}` : ''}`,
    ),
  );

const CONNECTIONS_CLOSE_WITHIN_MS = 5_000;

/**
 * Drops a database. A pool's `end()` resolves a moment before its connections have closed, and a
 * connection that the drop ends by force would raise an error in the test process: wait until
 * they are gone (5 s at most; any still open then are ended).
 */
export const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, async (client) => {
    const deadline = Date.now() + CONNECTIONS_CLOSE_WITHIN_MS;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ open: number }>(
        'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (!rows[0]?.open) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await client.query(`DROP DATABASE IF EXISTS ${identifier(name)} WITH (FORCE)`);
  });

/**
 * A database of its own for one test: created (from `template`, or empty), migrated, and dropped
 * when closed, after its connection pool has ended.
 */
export const openThrowawayDatabase = async (
  serverUrl: string,
  template?: string,
): Promise<Database> => {
  const name = `lookwright_test_${randomBytes(8).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
  let database: Database;
  try {
    database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await dropDatabase(serverUrl, name);
      }
    },
  };
};
