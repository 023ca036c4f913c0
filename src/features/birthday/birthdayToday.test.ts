import { afterEach, describe, expect, it } from 'vitest';
import { localDay } from '@/lib/calendar';
import { isBirthdayToday, rememberClosedToday, wasClosedToday } from './birthdayToday';

describe('isBirthdayToday', () => {
  const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 9, 30);

  it.each([
    ['1990-03-05', on(2026, 3, 5), true],
    ['1990-03-05', on(2026, 3, 6), false],
    ['1990-03-05', on(2026, 4, 5), false],
    ['1990-03-05T00:00:00.000Z', on(2026, 3, 5), true],
    ['2000-02-29', on(2028, 2, 29), true],
    ['2000-02-29', on(2027, 2, 28), true],
    ['2000-02-29', on(2028, 2, 28), false],
    ['', on(2026, 3, 5), false],
    [null, on(2026, 3, 5), false],
    ['5 March', on(2026, 3, 5), false],
  ])('%s on %s → %s', (birthday, today, expected) => {
    expect(isBirthdayToday(birthday, today)).toBe(expected);
  });
});

describe('closing for the day', () => {
  afterEach(() => localStorage.clear());

  it('is remembered for that calendar day only', () => {
    const today = new Date(2026, 2, 5, 23, 0);
    expect(wasClosedToday(today)).toBe(false);
    rememberClosedToday(today);
    expect(localStorage.getItem('birthdayMessageClosedOn')).toBe(localDay(today));
    expect(wasClosedToday(new Date(2026, 2, 5, 8, 0))).toBe(true);
    expect(wasClosedToday(new Date(2026, 2, 6, 0, 1))).toBe(false);
  });
});
