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
      expect(await first.isLimited('ada@example.com')).toBe(false);
      await first.record('ada@example.com');
    }
    expect(await first.isLimited('ada@example.com')).toBe(true);
    expect(await first.isLimited('grace@example.com')).toBe(false);
    // Another instance (another worker) sees the same hits; another scope does not.
    expect(await limiter('test_limit').isLimited('ada@example.com')).toBe(true);
    expect(await limiter('other_limit').isLimited('ada@example.com')).toBe(false);
  });

  it('slides: the key is free again once its oldest hits leave the window', async () => {
    const rate = limiter('test_slide');
    await rate.record('key');
    now += 10 * MINUTE;
    await rate.record('key');
    await rate.record('key');
    expect(await rate.isLimited('key')).toBe(true);
    now += 5 * MINUTE + 1;
    expect(await rate.isLimited('key')).toBe(false);
  });

  it('forgets a key on reset', async () => {
    const rate = limiter('test_reset');
    for (let hit = 0; hit < 3; hit += 1) await rate.record('key');
    await rate.reset('key');
    expect(await rate.isLimited('key')).toBe(false);
  });

  it('keeps no key in clear, and prunes hits that left the window', async () => {
    const rate = limiter('test_prune');
    await rate.record('someone@example.com');
    const rows = await database.db.select().from(rateLimitHits);
    expect(JSON.stringify(rows)).not.toContain('someone@example.com');
    now += 16 * MINUTE;
    await rate.record('someone-else@example.com');
    await rate.prune();
    const left = (await database.db.select().from(rateLimitHits)).filter(
      (row) => row.scope === 'test_prune',
    );
    expect(left).toHaveLength(1);
  });
});
