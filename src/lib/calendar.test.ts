import { describe, expect, it } from 'vitest';
import { localDay, yearOf } from './calendar';

describe('the local calendar', () => {
  it('names the local calendar day, not the UTC one', () => {
    expect(localDay(new Date(2025, 2, 5, 0, 1))).toBe('2025-03-05');
    expect(localDay(new Date(2025, 2, 5, 23, 59))).toBe('2025-03-05');
    expect(localDay(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });

  it('gives the local year', () => {
    expect(yearOf(new Date(2024, 11, 31, 23, 59))).toBe(2024);
    expect(yearOf(new Date(2025, 0, 1, 0, 0))).toBe(2025);
  });
});
