import cluster, { type Worker } from 'node:cluster';
import { prepareDatabase } from '../db/prepareDatabase';
import type { ServerConfig } from '../env';
import { jsonLog, type Log } from '../http/logger';

/** How long the workers get to finish after SIGTERM before they are killed. */
const STOP_TIMEOUT_MS = 15_000;
/** A worker that dies sooner than this after starting counts as a crash loop: back off. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The primary of `WORKERS=N`: migrates and seeds the database once, then forks N workers that
 * share the port (Node's cluster module hands them connections in turn). A worker that dies is
 * replaced (after a growing pause if they keep dying at start). SIGTERM or SIGINT is passed on
 * to every worker; the primary exits 0 once they have all finished (killing any still running
 * after 15 s).
 */
export const runPrimary = async (config: ServerConfig, log: Log = jsonLog) => {
  try {
    const database = await prepareDatabase(config, log);
    await database.close();
  } catch (error) {
    const reason = (error as Error).message;
    log({ event: 'server.start_failed', message: reason });
    console.error(`The server could not start: the database at DATABASE_URL failed. ${reason}`);
    process.exit(1);
  }

  const startedAt = new Map<number, number>();
  let anyListened = false;
  let stopping = false;
  let quickDeaths = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    log({ event: 'worker.started', worker: worker.id, pid: worker.process.pid });
  };

  let exitCode = 0;
  const finishIfDone = () => {
    if (startedAt.size > 0) return;
    log({ event: 'server.stopped', workers: config.workers });
    process.exit(exitCode);
  };

  cluster.on('listening', () => {
    anyListened = true;
  });
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    log({ event: 'worker.exited', worker: worker.id, pid: worker.process.pid, code, signal });
    if (stopping) return finishIfDone();
    if (!anyListened) {
      // No worker ever started (port taken, database unreachable): restarting will not help.
      console.error('The workers could not start (see above); stopping.');
      stop('no worker started', 1);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths ? Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 1)) : 0;
    log({ event: 'worker.restarting', afterMs: delay });
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: string, code = 0) => {
    // Once: a terminal's Ctrl-C or a supervisor's signal to the process group reaches every
    // process (and tsx passes it on again), so the same request arrives more than once.
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log({ event: 'server.stopping', signal, workers: startedAt.size });
    const workers = Object.values(cluster.workers ?? {});
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS).unref();
    finishIfDone();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let index = 0; index < config.workers; index += 1) fork();
};
