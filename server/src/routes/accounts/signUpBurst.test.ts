import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordHashing } from '../../auth/passwords';
import { createTestApp, send, type TestApp } from '../../testing/testApp';

/**
 * Eight sign-ups at once, each a real scrypt hash: they take their turns in the hashing queue
 * (../../auth/hashingQueue.ts) while the rest of the shop keeps answering. The timing target
 * (`/app/` under 200 ms with the production cost) is `npm run bench:signups`; this checks the
 * mechanism, on any machine.
 */
let t: TestApp;
beforeAll(async () => {
  // 2^14: a real hash of 16 MiB, long enough to overlap, short enough for a test.
  t = await createTestApp({ scryptCost: 2 ** 14 });
});
afterAll(() => t.close());

describe('a burst of sign-ups', () => {
  it('hashes a bounded few at a time while /app/ and the API keep answering', async () => {
    let mostAtOnce = 0;
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, passwordHashing.running);
    }, 1);
    const burst = Promise.all(
      Array.from(
        { length: 8 },
        async (_, n) =>
          await t.app.request(
            '/gateway/signup/email',
            send('POST', {
              email: `burst-${n}@example.com`,
              full_name: 'Ada Lovelace',
              password: `burst-pass-${n}`,
            }),
            { incoming: { socket: { remoteAddress: `203.0.113.${n + 1}` } } },
          ),
      ),
    );
    let finished = false;
    void burst.finally(() => (finished = true));
    await vi.waitFor(() => expect(passwordHashing.waiting).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 1,
    });
    const app = await t.app.request('/app/');
    const stylists = await t.app.request('/gateway/proxy/stylist/readAll?count=3');
    // Both answered while sign-ups were still waiting for their turn.
    expect(finished).toBe(false);
    expect([app.status, stylists.status]).toEqual([200, 200]);

    const answers = await burst;
    clearInterval(watch);
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(mostAtOnce).toBeGreaterThan(0);
    expect(mostAtOnce).toBeLessThanOrEqual(2);
    expect([passwordHashing.running, passwordHashing.waiting]).toEqual([0, 0]);
  });
});
