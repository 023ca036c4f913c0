import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { SERVER_BUSY, createHashingQueue } from './hashingQueue';

/** A job that finishes when the test says so. */
const held = () => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
};

describe('the password hashing queue', () => {
  it('runs at most `running` at once and starts the next as one finishes, in order', async () => {
    const queue = createHashingQueue({ running: 1, waiting: 4, retryAfterMs: 5000 });
    const first = held();
    const second = held();
    const started: string[] = [];
    const a = queue.run(() => (started.push('a'), first.job()));
    const b = queue.run(() => (started.push('b'), second.job()));
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect([queue.running, queue.waiting]).toEqual([1, 1]);
    first.finish();
    await a;
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    second.finish();
    await b;
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('lets `first` work (a sign-in) wait ahead of the rest, in its own order', async () => {
    const queue = createHashingQueue({ running: 1, waiting: 8, retryAfterMs: 5000 });
    const busy = held();
    const order: string[] = [];
    const runs = [queue.run(busy.job)];
    for (const [name, first] of [
      ['sign-up 1', false],
      ['sign-up 2', false],
      ['sign-in 1', true],
      ['sign-up 3', false],
      ['sign-in 2', true],
    ] as const) {
      runs.push(queue.run(() => (order.push(name), Promise.resolve()), { first }));
    }
    busy.finish();
    await Promise.all(runs);
    expect(order).toEqual(['sign-in 1', 'sign-in 2', 'sign-up 1', 'sign-up 2', 'sign-up 3']);
  });

  it('refuses with 503 and Retry-After once `waiting` are queued, and frees a failed slot', async () => {
    const queue = createHashingQueue({ running: 1, waiting: 2, retryAfterMs: 4500 });
    const jobs = [held(), held(), held()];
    const runs = jobs.map(({ job }) => queue.run(job));
    const refused = await queue.run(() => Promise.resolve()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, message: SERVER_BUSY, retryAfterSeconds: 5 });
    jobs[0]?.finish();
    await runs[0];
    // One waiting place is free again; a slot whose work throws is given back too.
    const failing = queue.run(() => Promise.reject(new Error('boom')));
    expect(queue.waiting).toBe(2);
    for (const { finish } of jobs) finish();
    await Promise.all(runs);
    await expect(failing).rejects.toThrow('boom');
  });
});
