import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { openConfiguredDatabase } from './db/openConfiguredDatabase';
import { seedIfEmpty } from './db/seedIfEmpty';
import type { ServerConfig } from './env';
import { jsonLog, type Log } from './http/logger';

/** Opens (and on first start seeds) the database and listens. Resolves once accepting. */
export const startServer = async (config: ServerConfig, log: Log = jsonLog) => {
  const database = await openConfiguredDatabase(config);
  if (await seedIfEmpty(database.db)) log({ event: 'db.seeded' });
  const app = createApp({ db: database.db, config, log });

  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: config.port }, () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log({ event: 'server.listening', url: `http://localhost:${port}/app/` });

  let closing: Promise<void> | null = null;
  /** Stops accepting, lets requests in flight finish (10 s at most), closes the database. */
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      const force = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, 10_000);
      server.close(() => {
        clearTimeout(force);
        void database.close().then(resolve, resolve);
      });
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    }));

  return { port, close };
};
