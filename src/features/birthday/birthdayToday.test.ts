import { afterEach, describe, expect, it } from 'vitest';
import { localDay } from '@/lib/calendar';
import { isBirthdayToday, rememberClosedToday, wasClosedToday } from './birthdayToday';

describe('isBirthdayToday', () => {
  const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 9, 30);

  // The calendar rule itself (leap days, unreadable dates) is isAnniversary's, in lib/dates.test.ts.
  it('is the birthday’s month and day by the shopper’s calendar', () => {
    expect(isBirthdayToday('1990-03-05', on(2026, 3, 5))).toBe(true);
    expect(isBirthdayToday('1990-03-05', on(2026, 3, 6))).toBe(false);
    expect(isBirthdayToday('2000-02-29', on(2027, 2, 28))).toBe(true);
    expect(isBirthdayToday(null, on(2026, 3, 5))).toBe(false);
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
