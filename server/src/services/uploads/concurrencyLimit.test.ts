import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrencyLimit';

describe('concurrencyLimit', () => {
  it('runs at most `limit` jobs at once, in order, and goes on after a failure', async () => {
    const limited = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (index: number) => async () => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (index === 1) throw new Error('failed');
      return index;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((index) => limited(job(index))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // A job started synchronously after a release never takes a slot a waiter was handed.
    expect(await limited(() => Promise.resolve(running))).toBe(0);
  });
});
