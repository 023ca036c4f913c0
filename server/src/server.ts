import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { Database } from './db/client';
import { openConfiguredDatabase } from './db/openConfiguredDatabase';
import { prepareDatabase } from './db/prepareDatabase';
import type { ServerConfig } from './env';
import { trackInFlight } from './http/inFlight';
import { jsonLog, type Log } from './http/logger';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './http/serverTimeouts';
import { createEventBus } from './events/createEventBus';
import { errorSummary } from './http/errorSummary';
import { createJobRunner } from './jobs/createJobRunner';
import type { JobRunner } from './jobs/jobRunner';
import type { EventBus } from './events/eventBus';

/** How long requests in flight may take to finish once the server is closing. */
const GRACE_MS = 10_000;

export type StartOptions = {
  /** An open database (tests); else the configured one. */
  database?: Database;
  /** Migrations and the first-start seed already ran (a worker: its primary ran them). */
  prepared?: boolean;
  /** Else the configured database's bus (PostgreSQL LISTEN/NOTIFY, or in memory for PGlite). */
  events?: EventBus;
  /** Else SERVER_TIMEOUTS (tests shorten them). */
  timeouts?: ServerTimeouts;
  /** Else the configured runner (pg-boss on PostgreSQL, in process on PGlite); none under test. */
  jobs?: JobRunner | null;
};

const noop = () => {};

/**
 * Stops accepting connections and resolves once those open have finished: idle keep-alive
 * connections are closed as soon as they are idle, the rest after `graceMs` at most.
 */
const stopListening = (server: ServerType, graceMs: number) =>
  new Promise<void>((resolve) => {
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    const idle = setInterval(closeIdle, 100);
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    closeIdle();
  });

/**
 * Opens the database (on first start: migrates and seeds it) and the event bus, and listens.
 * Resolves once accepting, with the port and `close`.
 */
export const startServer = async (
  config: ServerConfig,
  log: Log = jsonLog,
  options: StartOptions = {},
) => {
  const database =
    options.database ??
    (options.prepared
      ? await openConfiguredDatabase(config, { migrate: false })
      : await prepareDatabase(config, log));
  const events = options.events ?? createEventBus(config, database.db, log);
  const shutdown = new AbortController();
  const jobs =
    options.jobs !== undefined ? options.jobs : config.isTest ? null : createJobRunner(config, log);
  const app = createApp(
    { db: database.db, config, log },
    { events, shutdown: shutdown.signal, ...(jobs ? { jobs } : {}) },
  );
  const requests = trackInFlight(app.fetch);

  const server = await new Promise<ServerType>((resolve, reject) => {
    const listening = serve(
      {
        fetch: requests.fetch,
        port: config.port,
        serverOptions: options.timeouts ?? SERVER_TIMEOUTS,
      },
      () => resolve(listening),
    );
    listening.once('error', (error: Error) => {
      void events.close().catch(noop);
      void database.close().catch(noop);
      reject(error);
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log({ event: 'server.listening', url: `http://localhost:${port}/app/` });
  // After listening: a failing job queue (say, pg-boss's schema) must not keep the shop down.
  await jobs?.start().catch((error: unknown) => {
    log({ event: 'jobs.start_failed', ...errorSummary(error) });
  });

  let closing: Promise<void> | null = null;
  /**
   * Stops accepting, ends the live streams (each says `closing` so its client reconnects), lets
   * requests in flight finish (10 s at most) — those whose client has already gone too — then
   * closes the event bus and the database.
   */
  const close = () =>
    (closing ??= (async () => {
      const started = Date.now();
      const stopped = stopListening(server, GRACE_MS);
      shutdown.abort();
      await stopped;
      if (!(await requests.idle(Math.max(0, GRACE_MS - (Date.now() - started))))) {
        log({ event: 'server.unfinished_requests', requests: requests.running });
      }
      await jobs?.stop().catch(noop);
      await events.close().catch(noop);
      await database.close().catch(noop);
      log({ event: 'server.stopped' });
    })());

  return { port, close, server };
};
