import type { ServerConfig } from '../env';
import type { Log } from '../http/logger';
import { checkConnectionBudget } from './connectionBudget';
import { openConfiguredDatabase } from './openConfiguredDatabase';
import { seedIfEmpty } from './seedIfEmpty';

/**
 * Opens the configured database, brings its schema up to date and seeds it on first start. On
 * PostgreSQL it also checks that the workers' connections fit (`checkConnectionBudget`).
 */
export const prepareDatabase = async (
  config: Pick<
    ServerConfig,
    'databaseUrl' | 'dataDir' | 'databasePoolSize' | 'databaseTimeouts' | 'workers'
  >,
  log: Log,
) => {
  const database = await openConfiguredDatabase(config);
  if (await seedIfEmpty(database.db)) log({ event: 'db.seeded' });
  if (config.databaseUrl) await checkConnectionBudget(database.db, config, log);
  return database;
};
