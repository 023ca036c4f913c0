import { describe, expect, it } from 'vitest';
import { nextMonth } from './localMembershipBilling';

describe('nextMonth', () => {
  it.each([
    ['2025-03-05T10:00:00.000Z', '2025-04-05T10:00:00.000Z'],
    ['2025-01-31T23:30:00.000Z', '2025-02-28T23:30:00.000Z'],
    ['2024-01-31T08:00:00.000Z', '2024-02-29T08:00:00.000Z'],
    ['2025-12-15T00:00:00.000Z', '2026-01-15T00:00:00.000Z'],
    ['2025-05-31T12:00:00.000Z', '2025-06-30T12:00:00.000Z'],
  ])('%s → %s', (from, to) => {
    expect(nextMonth(new Date(from)).toISOString()).toBe(to);
  });
});
