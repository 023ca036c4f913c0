import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase } from '../testing/postgresDatabases';
import { postgresServerUrl } from '../testing/postgresServerUrl';
import type { JobRunner } from './jobRunner';
import { JOB_SCHEMA, pgBossJobs } from './pgBossJobs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const serverUrl = postgresServerUrl('the pg-boss job queue tests');
const skipped = serverUrl ? '' : ' (skipped here: they need the server-postgres pass)';

describe.skipIf(!serverUrl)(`jobs on pg-boss, across workers${skipped}`, () => {
  const name = `jobs_${randomBytes(4).toString('hex')}`;
  let url: string;
  const runners: JobRunner[] = [];
  const logs: Record<string, unknown>[] = [];
  const newRunner = () => {
    const runner = pgBossJobs((entry) => logs.push(entry), {
      connectionString: url,
      pollingIntervalSeconds: 0.5,
    });
    runners.push(runner);
    return runner;
  };
  const jobRows = async (queue: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: string; output: unknown }>(
        `SELECT state, output FROM ${JOB_SCHEMA}.job WHERE name = $1`,
        [queue],
      );
      return rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await createDatabase(serverUrl!, name);
    url = databaseUrl(serverUrl!, name);
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await dropDatabase(serverUrl!, name);
  });

  it('runs each pass once across two workers ticking the same job, never two at once', async () => {
    let passes = 0;
    let running = 0;
    let most = 0;
    const job = {
      name: 'count',
      everySeconds: 1,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(100);
        running -= 1;
        passes += 1;
      },
    };
    const [one, two] = [newRunner(), newRunner()];
    one.add(job);
    two.add(job);
    await Promise.all([one.start(), two.start()]);
    await sleep(3_500);
    // Two workers tick every second for 3.5 s: one pass per second in all, not one each.
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(passes).toBeLessThanOrEqual(5);
    expect(most).toBe(1);
    const rows = await jobRows('count');
    expect(rows.length).toBeLessThanOrEqual(5);
  }, 20_000);

  it('retries a failing pass and keeps it as failed, with its error, once retries are spent', async () => {
    let attempts = 0;
    const runner = newRunner();
    runner.add({
      name: 'broken',
      everySeconds: 60,
      retryLimit: 1,
      run: () => {
        attempts += 1;
        return Promise.reject(new Error('the provider is down'));
      },
    });
    await runner.start();
    const deadline = Date.now() + 15_000;
    while (
      Date.now() < deadline &&
      !(await jobRows('broken')).some((row) => row.state === 'failed')
    )
      await sleep(250);
    expect(attempts).toBe(2);
    const rows = await jobRows('broken');
    expect(rows).toEqual([expect.objectContaining({ state: 'failed' })]);
    expect(logs).toContainEqual(expect.objectContaining({ event: 'job.failed', job: 'broken' }));
  }, 20_000);
});
