import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPgliteWorker, type PgliteWorkerClient } from './pgliteWorkerClient';

/** The longest wait between ticks of a 10 ms timer while `work` runs, and how long it ran. */
const longestTimerGap = async (work: () => Promise<unknown>) => {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  longest = Math.max(longest, performance.now() - last);
  return { longest, took: performance.now() - started };
};

// Once, in the server project (not again in server-postgres).
describe.runIf(inject('testDatabase').kind === 'pglite')(
  'a slow query in the PGlite worker',
  () => {
    let client: PgliteWorkerClient;
    beforeAll(async () => {
      client = await startPgliteWorker({});
    });
    afterAll(() => client?.close());

    it('leaves this thread free: its timers still fire on time', async () => {
      const { longest, took } = await longestTimerGap(() =>
        client.query(`select count(*) from generate_series(1, 3000000) g where g % 7 = 0`),
      );
      // In this thread the query would hold the timer back for all of its run. (On a busy machine
      // the timer is late now and then, by much less.)
      expect(took).toBeGreaterThan(400);
      expect(longest).toBeLessThan(took / 3);
    });
  },
);
