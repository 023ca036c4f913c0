/**
 * Background work the server does on a timer (the outbox's sender, membership renewals, the
 * sweeper of open checkouts): each job is one pass, run every `everySeconds`, retried when it
 * throws. On PostgreSQL a pass runs once across every worker and host (`pgBossJobs`); on PGlite,
 * whose database lives in this one process, in process (`inProcessJobs`).
 */
export type Job = {
  /** A stable name (the queue's, on PostgreSQL): letters, digits, dots and dashes. */
  name: string;
  everySeconds: number;
  /** Retries of a pass that threw, with a doubling pause, before it is recorded as failed. */
  retryLimit?: number;
  run: () => Promise<unknown>;
  /** Called once the runner has stopped and no pass is running (closes what the job holds). */
  close?: () => void;
};

export type JobRunner = {
  /** Which runner this is, for the start-up summary and logs. */
  kind: 'pg-boss' | 'in-process';
  /** Registers a job (before `start`). */
  add: (job: Job) => void;
  /** Starts every job added. */
  start: () => Promise<void>;
  /** Stops timers, waits (a little) for the passes running, then closes each job. */
  stop: () => Promise<void>;
};

export const DEFAULT_RETRY_LIMIT = 3;
