import { errorSummary } from '../http/errorSummary';
import type { Log } from '../http/logger';
import { DEFAULT_RETRY_LIMIT, type Job, type JobRunner } from './jobRunner';

/** The first retry's pause; each next one doubles it. */
const FIRST_RETRY_MS = 1_000;

/**
 * Jobs in this process (PGlite: one process holds the database): a timer per job, a pass never
 * overlapping the one before, a failed pass retried with a doubling pause, and logged as
 * `job.failed` once its retries are spent (the next tick tries afresh).
 */
export const inProcessJobs = (log: Log, { firstRetryMs = FIRST_RETRY_MS } = {}): JobRunner => {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  const pass = async (job: Job) => {
    const retryLimit = job.retryLimit ?? DEFAULT_RETRY_LIMIT;
    for (let attempt = 0; !stopped; attempt += 1) {
      try {
        await job.run();
        return;
      } catch (error) {
        if (attempt >= retryLimit) {
          log({
            event: 'job.failed',
            job: job.name,
            attempts: attempt + 1,
            ...errorSummary(error),
          });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, firstRetryMs * 2 ** attempt).unref());
      }
    }
  };

  const schedule = (job: Job) => {
    let current: Promise<void> | null = null;
    const tick = () => {
      if (current || stopped) return;
      current = pass(job).finally(() => {
        running.delete(current!);
        current = null;
      });
      running.add(current);
    };
    const timer = setInterval(tick, job.everySeconds * 1000);
    timer.unref();
    timers.push(timer);
  };

  return {
    kind: 'in-process',
    add: (job) => jobs.push(job),
    start: () => {
      for (const job of jobs) schedule(job);
      return Promise.resolve();
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
      for (const job of jobs) job.close?.();
    },
  };
};
