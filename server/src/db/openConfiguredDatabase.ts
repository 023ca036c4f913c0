import type { ServerConfig } from '../env';
import { openDatabase } from './client';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export const openConfiguredDatabase = (config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>) =>
  config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
