import { PgBoss } from 'pg-boss';
import { errorSummary } from '../http/errorSummary';
import type { Log } from '../http/logger';
import { DEFAULT_RETRY_LIMIT, type Job, type JobRunner } from './jobRunner';

/** pg-boss keeps its tables in a schema of its own. */
export const JOB_SCHEMA = 'pgboss';
/** Connections pg-boss holds per server process, beside the requests' pool. */
const JOB_CONNECTIONS = 2;

type PgBossOptions = {
  connectionString: string;
  /** How often each worker asks for due work, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
};

/**
 * Jobs on PostgreSQL through pg-boss, so each pass runs once across every worker and host:
 * every process ticks each job, pg-boss keeps one job per tick window (`sendThrottled`) and at
 * most one running (`singleton`), and one worker claims it (SKIP LOCKED). A pass that throws is
 * retried with backoff and, once its retries are spent, kept as failed in pgboss.job with its
 * error (the record of failures), and logged as `job.failed`.
 */
export const pgBossJobs = (
  log: Log,
  { connectionString, pollingIntervalSeconds = 2 }: PgBossOptions,
): JobRunner => {
  const boss = new PgBoss({
    connectionString,
    schema: JOB_SCHEMA,
    max: JOB_CONNECTIONS,
    application_name: 'jobs',
  });
  // pg-boss reports connection trouble here; without a listener the process would crash.
  boss.on('error', (error) => log({ event: 'jobs.error', ...errorSummary(error) }));
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];

  const schedule = async (job: Job) => {
    const retryLimit = job.retryLimit ?? DEFAULT_RETRY_LIMIT;
    if (!(await boss.getQueue(job.name))) {
      await boss
        .createQueue(job.name, {
          policy: 'singleton',
          retryLimit,
          retryDelay: 1,
          retryBackoff: true,
          retryDelayMax: 300,
        })
        // Another process made it at the same moment.
        .catch(async (error: unknown) => {
          if (!(await boss.getQueue(job.name))) throw error;
        });
    }
    await boss.work(job.name, { pollingIntervalSeconds }, async ([task]) => {
      try {
        await job.run();
      } catch (error) {
        const spent = (task?.retryCount ?? 0) >= retryLimit;
        log({
          event: spent ? 'job.failed' : 'job.retrying',
          job: job.name,
          ...errorSummary(error),
        });
        throw error;
      }
    });
    const tick = () => {
      boss
        .sendThrottled(job.name, null, null, job.everySeconds)
        .catch((error: unknown) =>
          log({ event: 'jobs.error', job: job.name, ...errorSummary(error) }),
        );
    };
    tick();
    const timer = setInterval(tick, job.everySeconds * 1000);
    timer.unref();
    timers.push(timer);
  };

  return {
    kind: 'pg-boss',
    add: (job) => jobs.push(job),
    start: async () => {
      await boss.start();
      for (const job of jobs) await schedule(job);
    },
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, timeout: 5_000 });
      for (const job of jobs) job.close?.();
    },
  };
};
