import type { ServerConfig } from '../env';
import type { Log } from '../http/logger';
import { inProcessJobs } from './inProcessJobs';
import type { JobRunner } from './jobRunner';
import { pgBossJobs } from './pgBossJobs';

/** pg-boss on PostgreSQL (DATABASE_URL); in this process on PGlite. */
export const createJobRunner = (config: ServerConfig, log: Log): JobRunner =>
  config.databaseUrl
    ? pgBossJobs(log, { connectionString: config.databaseUrl })
    : inProcessJobs(log);
