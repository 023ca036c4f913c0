import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markTrackedToday, wasTrackedToday } from './sessionTracking';

// The shopper's day, not UTC's: run west of Greenwich, where the two part in the evening.
const originalTimeZone = process.env.TZ;

describe('session tracking, once a day', () => {
  beforeEach(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    localStorage.clear();
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  });

  it('counts the shopper’s local day, not the UTC one', () => {
    const evening = new Date(2026, 10, 23, 20, 0); // 04:00 UTC on the 24th
    const nextMorning = new Date(2026, 10, 24, 7, 0); // 15:00 UTC on the 24th
    expect(evening.toISOString().slice(0, 10)).toBe('2026-11-24');

    markTrackedToday('user-1', evening);
    expect(wasTrackedToday('user-1', new Date(2026, 10, 23, 23, 59))).toBe(true);
    expect(wasTrackedToday('user-1', nextMorning)).toBe(false);
  });

  it('is per user, and forgets nothing within the day', () => {
    const morning = new Date(2026, 10, 23, 0, 1);
    markTrackedToday('user-1', morning);
    expect(wasTrackedToday('user-1', new Date(2026, 10, 23, 12, 0))).toBe(true);
    expect(wasTrackedToday('user-2', new Date(2026, 10, 23, 12, 0))).toBe(false);
  });

  it('says not yet when storage holds nothing readable', () => {
    localStorage.setItem('sessionTrackedOn', '{not json');
    expect(wasTrackedToday('user-1', new Date(2026, 10, 23, 12, 0))).toBe(false);
  });
});
