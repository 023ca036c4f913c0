import type { ServerConfig } from '../env';
import { openDatabase } from './client';

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. `migrate: false` skips the
 * migrations (a worker's primary has run them).
 */
export const openConfiguredDatabase = (
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
  { migrate = true }: { migrate?: boolean } = {},
) =>
  config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        migrate,
        poolSize: config.databasePoolSize,
      })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
