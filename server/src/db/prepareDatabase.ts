import type { ServerConfig } from '../env';
import type { Log } from '../http/logger';
import { openConfiguredDatabase } from './openConfiguredDatabase';
import { seedIfEmpty } from './seedIfEmpty';

/** Opens the configured database, brings its schema up to date and seeds it on first start. */
export const prepareDatabase = async (
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  log: Log,
) => {
  const database = await openConfiguredDatabase(config);
  if (await seedIfEmpty(database.db)) log({ event: 'db.seeded' });
  return database;
};
