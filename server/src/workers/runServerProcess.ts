import cluster from 'node:cluster';
import type { ServerConfig } from '../env';
import { jsonLog, type Log } from '../http/logger';
import { startServer } from '../server';

/**
 * One server process: the only one, or one of the workers (whose primary has migrated and
 * seeded the database). SIGTERM or SIGINT (or, for a worker, losing its primary) closes it
 * cleanly (see `startServer`), then it exits 0.
 */
export const runServerProcess = async (config: ServerConfig, log: Log = jsonLog) => {
  const worker = cluster.worker?.id;
  const started = await startServer(config, log, { prepared: cluster.isWorker }).catch(
    (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE'
          ? `Port ${config.port} is in use: stop what uses it, or set PORT to another port.`
          : error.message;
      log({ event: 'server.start_failed', message: reason });
      console.error(`The server could not start. ${reason}`);
      process.exit(1);
    },
  );
  const { close } = started;
  let stopping = false;
  const stop = (signal: string) => {
    // Once: a signal to the process group reaches a worker directly and again through its
    // primary (and tsx passes signals on), so the same request can arrive more than once.
    if (stopping) return;
    stopping = true;
    log({ event: 'server.stopping', signal, ...(worker ? { worker } : {}) });
    void close().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (cluster.isWorker) process.once('disconnect', () => stop('primary gone'));
};
