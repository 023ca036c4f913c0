import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { createTestDb } from '../testing/testDatabase';
import { RateLimiter } from './rateLimiter';

const MINUTE = 60_000;
let database: Database;
let now = Date.parse('2026-03-01T10:00:00Z');
const clock = () => now;

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

const limiter = (scope: string) =>
  new RateLimiter(database.db, { scope, limit: 3, windowMs: 15 * MINUTE }, () => {}, clock);

describe('RateLimiter (in the database, shared by every worker)', () => {
  it('limits a key after `limit` hits in the window, and only that key', async () => {
    const first = limiter('test_limit');
    for (let hit = 0; hit < 3; hit += 1) {
      expect((await first.take('ada@example.com')).allowed).toBe(true);
    }
    expect((await first.take('ada@example.com')).allowed).toBe(false);
    expect(await first.isLimited('ada@example.com')).toBe(true);
    expect(await first.isLimited('grace@example.com')).toBe(false);
    // Another instance (another worker) sees the same hits; another scope does not.
    expect(await limiter('test_limit').isLimited('ada@example.com')).toBe(true);
    expect(await limiter('other_limit').isLimited('ada@example.com')).toBe(false);
  });

  it('slides: the key is free again once its oldest hits leave the window', async () => {
    const rate = limiter('test_slide');
    await rate.take('key');
    now += 10 * MINUTE;
    await rate.take('key');
    await rate.take('key');
    expect(await rate.isLimited('key')).toBe(true);
    now += 5 * MINUTE + 1;
    expect(await rate.isLimited('key')).toBe(false);
  });

  it('says how long until a limited key is under its limit again', async () => {
    const rate = limiter('test_retry_after');
    await rate.take('key');
    now += 4 * MINUTE;
    await rate.take('key');
    await rate.take('key');
    const refused = await rate.take('key');
    expect(refused.allowed).toBe(false);
    // The oldest hit, 4 minutes ago, leaves the 15-minute window in 11 minutes.
    expect(refused.retryAfterMs).toBe(11 * MINUTE);
    expect((await limiter('test_retry_after').take('other')).retryAfterMs).toBe(0);
  });

  it('lets only `limit` of a burst of concurrent hits through', async () => {
    const rate = limiter('test_burst');
    const hits = await Promise.all(Array.from({ length: 12 }, () => rate.take('burst')));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
    expect(await rate.isLimited('burst')).toBe(true);
  });

  it('takes a forgiven hit back, once', async () => {
    const rate = limiter('test_forgive');
    await rate.take('key');
    await rate.take('key');
    const third = await rate.take('key');
    expect(await rate.isLimited('key')).toBe(true);
    await third.forgive();
    expect(await rate.isLimited('key')).toBe(false);
    expect((await rate.take('key')).allowed).toBe(true);
    expect(await rate.isLimited('key')).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const rate = limiter('test_reset');
    for (let hit = 0; hit < 3; hit += 1) await rate.take('key');
    await rate.reset('key');
    expect(await rate.isLimited('key')).toBe(false);
  });

  it('keeps no key in clear, and prunes hits that left the window', async () => {
    const rate = limiter('test_prune');
    await rate.take('someone@example.com');
    const rows = await database.db.select().from(rateLimitHits);
    expect(JSON.stringify(rows)).not.toContain('someone@example.com');
    now += 16 * MINUTE;
    await rate.take('someone-else@example.com');
    await rate.prune();
    const left = (await database.db.select().from(rateLimitHits)).filter(
      (row) => row.scope === 'test_prune',
    );
    expect(left).toHaveLength(1);
  });
});
