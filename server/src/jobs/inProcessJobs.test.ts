import { afterEach, describe, expect, it } from 'vitest';
import { inProcessJobs } from './inProcessJobs';
import type { JobRunner } from './jobRunner';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobs in process (PGlite)', () => {
  const logs: Record<string, unknown>[] = [];
  let runner: JobRunner;
  afterEach(async () => {
    await runner.stop();
    logs.length = 0;
  });

  it('runs each job on its interval, never two passes of one job at once', async () => {
    runner = inProcessJobs((entry) => logs.push(entry));
    let running = 0;
    let most = 0;
    let passes = 0;
    runner.add({
      name: 'slow',
      everySeconds: 0.01,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(40);
        running -= 1;
        passes += 1;
      },
    });
    await runner.start();
    await sleep(200);
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
  });

  it('retries a failing pass with a doubling pause, then records it as failed in the log', async () => {
    let attempts = 0;
    const attemptsWhenFailed: number[] = [];
    runner = inProcessJobs(
      (entry) => {
        logs.push(entry);
        if (entry.event === 'job.failed') attemptsWhenFailed.push(attempts);
      },
      { firstRetryMs: 5 },
    );
    runner.add({
      name: 'broken',
      everySeconds: 0.02,
      retryLimit: 2,
      run: () => {
        attempts += 1;
        return Promise.reject(new TypeError('secret@example.com is not here'));
      },
    });
    let recovering = 0;
    runner.add({
      name: 'flaky',
      everySeconds: 0.02,
      run: () => {
        recovering += 1;
        return recovering < 2 ? Promise.reject(new Error('once')) : Promise.resolve();
      },
    });
    await runner.start();
    await sleep(150);
    // The first pass: one try and two retries, then `job.failed`; the next tick tries afresh.
    expect(attemptsWhenFailed[0]).toBe(3);
    expect(logs.filter((entry) => entry.job === 'flaky')).toEqual([]);
    expect(recovering).toBeGreaterThanOrEqual(2);
    expect(logs.find((entry) => entry.event === 'job.failed')).toMatchObject({
      job: 'broken',
      attempts: 3,
    });
    // A summary of the error, never its message (it can hold personal data).
    expect(JSON.stringify(logs)).not.toContain('secret@example.com');
  });

  it('stop waits for the pass running and starts no more', async () => {
    runner = inProcessJobs((entry) => logs.push(entry));
    let finished = 0;
    runner.add({
      name: 'one',
      everySeconds: 0.01,
      run: async () => {
        await sleep(30);
        finished += 1;
      },
    });
    await runner.start();
    await sleep(20);
    await runner.stop();
    const after = finished;
    expect(after).toBeGreaterThanOrEqual(1);
    await sleep(50);
    expect(finished).toBe(after);
  });
});
