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

/** One statement on the server's maintenance database (the one `serverUrl` names). */
const onServer = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** A new database: a copy of `template` (migrated and seeded), or empty. */
export const createDatabase = (serverUrl: string, name: string, template?: string) =>
  onServer(
    serverUrl,
    `CREATE DATABASE ${identifier(name)}${template ? ` TEMPLATE ${identifier(template)}` : ''}`,
  );

/** Drops a database, ending any connection still open to it. */
export const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, `DROP DATABASE IF EXISTS ${identifier(name)} WITH (FORCE)`);

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
