import type { ServerConfig } from '../env';
import { openDatabase } from './client';

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. `migrate: false` skips the
 * migrations (a worker's primary has run them). PostgreSQL gets the configured time-outs.
 */
export const openConfiguredDatabase = (
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize' | 'databaseTimeouts'>,
  { migrate = true }: { migrate?: boolean } = {},
) =>
  config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        migrate,
        poolSize: config.databasePoolSize,
        timeouts: config.databaseTimeouts,
      })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
