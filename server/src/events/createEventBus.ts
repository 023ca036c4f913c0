import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ServerConfig } from '../env';
import type { Log } from '../http/logger';
import { InMemoryEventBus, type EventBus } from './eventBus';
import { PostgresEventBus } from './postgresEventBus';

/**
 * The bus for the configured database: PostgreSQL's LISTEN/NOTIFY when DATABASE_URL is set
 * (whatever the number of workers: other processes may share the database), else in memory
 * (PGlite is one process).
 */
export const createEventBus = (
  { databaseUrl }: Pick<ServerConfig, 'databaseUrl'>,
  db: Db,
  log: Log,
): EventBus =>
  databaseUrl
    ? new PostgresEventBus({
        url: databaseUrl,
        log,
        notify: (channel, payload) => db.execute(sql`select pg_notify(${channel}, ${payload})`),
      })
    : new InMemoryEventBus();
