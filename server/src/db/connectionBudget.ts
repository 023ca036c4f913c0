import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../env';
import type { Log } from '../http/logger';
import type { Db } from './client';

/** Both drivers answer `execute` with `rows` (the shared Db type leaves the answer open). */
const rowsOf = <T>(answer: unknown) => (answer as { rows: [T] }).rows;

/** What the server will hold: per worker its pool and the event bus's LISTEN connection. */
export const connectionsNeeded = ({
  workers,
  databasePoolSize,
}: Pick<ServerConfig, 'workers' | 'databasePoolSize'>) => workers * (databasePoolSize + 1);

/**
 * On PostgreSQL, before the workers start: warns (`db.connections_short`) when the connections
 * the workers will hold do not fit in what the server allows beside those already open, so a
 * shortage shows at start rather than as "too many clients" under load. Answers the numbers.
 */
export const checkConnectionBudget = async (
  db: Db,
  config: Pick<ServerConfig, 'workers' | 'databasePoolSize'>,
  log: Log,
) => {
  const [{ allowed, open }] = rowsOf<{ allowed: number; open: number }>(
    await db.execute(sql`
    select current_setting('max_connections')::int
             - current_setting('superuser_reserved_connections')::int as allowed,
           (select count(*)::int from pg_stat_activity where backend_type = 'client backend'
              and pid <> pg_backend_pid()) as open`),
  );
  const needed = connectionsNeeded(config);
  if (open + needed > allowed) {
    log({
      event: 'db.connections_short',
      message:
        `WORKERS=${config.workers} with DATABASE_POOL_SIZE=${config.databasePoolSize} holds up ` +
        `to ${needed} connections, and PostgreSQL allows ${allowed} of which ${open} are open. ` +
        'Lower WORKERS or DATABASE_POOL_SIZE, or raise max_connections.',
      needed,
      allowed,
      open,
    });
  }
  return { needed, allowed, open };
};
