import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_TIMEOUTS, poolTimeouts, type DatabaseTimeouts } from './databaseTimeouts';
import { startPgliteWorker } from './pgliteWorker/pgliteWorkerClient';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /** PGlite only: a snapshot of the data directory (used to clone test databases). */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      migrate?: boolean;
      poolSize?: number;
      /** Else DEFAULT_DATABASE_TIMEOUTS (./databaseTimeouts.ts). */
      timeouts?: DatabaseTimeouts;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** The advisory lock held while migrating, so processes starting together migrate one by one. */
const MIGRATION_LOCK = 7_413_001;

const whileLocked = async <T>(pool: pg.Pool, key: number, work: () => Promise<T>) => {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
};

/**
 * Migrates on connections of their own, without the statement time-out: a migration may take
 * longer than any request, and so may waiting for the lock while another process migrates.
 */
const migratePostgres = async (url: string, timeouts: DatabaseTimeouts) => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  pool.on('error', () => {});
  try {
    const db = drizzlePg(pool, { schema });
    await whileLocked(pool, MIGRATION_LOCK, () => migratePg(db, { migrationsFolder }));
  } finally {
    await pool.end();
  }
};

/** Opens the database and brings its schema up to date (PostgreSQL: unless `migrate: false`). */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === 'postgres') {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    if (options.migrate !== false) await migratePostgres(options.url, timeouts);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...poolTimeouts(timeouts),
    });
    // An idle connection that breaks (the database restarted) is dropped by the pool and the
    // next query opens a new one; without a listener the error would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // In a worker thread (with its statement cache, ./pgliteStatementCache.ts): the queries' work
  // stays off the HTTP loop.
  const client = await startPgliteWorker({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  try {
    // The client has what drizzle calls on a PGlite: query, exec and transaction.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      dump: () => client.dumpDataDir('none'),
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
};
