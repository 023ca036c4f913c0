import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatCalendarDate,
  formatClockTime,
  formatDisplayDate,
  formatLongDate,
  formatMessageTime,
  formatOrderDate,
  isAnniversary,
  isPastMonth,
  localDaysBefore,
} from './dates';

// Local-time construction keeps absolute formats independent of the machine's time zone.
const now = new Date(2025, 2, 20, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

describe('formatDisplayDate', () => {
  it.each<[string, Date, string]>([
    ['now', now, 'a few seconds ago'],
    ['10 seconds ago', ago(10 * SECOND), 'a few seconds ago'],
    ['1 minute ago', ago(MINUTE), 'a minute ago'],
    ['5 minutes ago', ago(5 * MINUTE), '5 minutes ago'],
    ['3 hours ago', ago(3 * HOUR), '3 hours ago'],
    ['1 day ago', ago(DAY), 'a day ago'],
    ['2 days ago', ago(2 * DAY), '2 days ago'],
    ['exactly 7 days ago', ago(7 * DAY), '7 days ago'],
    ['in 2 days', ahead(2 * DAY), 'in 2 days'],
    ['in 3 hours', ahead(3 * HOUR), 'in 3 hours'],
    ['exactly 7 days ahead', ahead(7 * DAY), 'in 7 days'],
  ])('%s -> relative', (_case, date, expected) => {
    expect(formatDisplayDate(date, now)).toBe(expected);
  });

  it.each<[string, Date, string]>([
    ['just over 7 days ago', ago(7 * DAY + MINUTE), 'March 13, 2025'],
    ['weeks ago, single-digit day', new Date(2025, 2, 5, 9, 30), 'March 05, 2025'],
    ['last year', new Date(2024, 11, 31, 23, 59), 'December 31, 2024'],
    ['more than 7 days ahead', new Date(2025, 3, 1, 8, 0), 'April 01, 2025'],
  ])('%s -> MMMM DD, YYYY', (_case, date, expected) => {
    expect(formatDisplayDate(date, now)).toBe(expected);
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatDisplayDate(ago(3 * HOUR).toISOString(), now)).toBe('3 hours ago');
    expect(formatDisplayDate(ago(2 * DAY).getTime(), now)).toBe('2 days ago');
    expect(formatDisplayDate('2025-03-05T09:30:00', now)).toBe('March 05, 2025');
  });

  it.each<[string, Date | string | number | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['garbage string', 'not a date'],
    ['invalid Date', new Date(Number.NaN)],
    ['NaN', Number.NaN],
  ])('%s -> empty string', (_case, date) => {
    expect(formatDisplayDate(date, now)).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(formatDisplayDate(new Date())).toBe('a few seconds ago');
  });
});

describe('formatOrderDate', () => {
  it.each<[string, Date | string | number | null | undefined, string]>([
    ['local date', new Date(2025, 2, 5, 14, 0), '03/05/2025'],
    ['end of year', new Date(2024, 11, 31, 23, 59), '12/31/2024'],
    ['local ISO string', '2025-07-04T10:00:00', '07/04/2025'],
    ['timestamp', new Date(2023, 0, 9).getTime(), '01/09/2023'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['empty string', '', ''],
    ['garbage', 'yesterday-ish', ''],
  ])('%s -> %j', (_case, date, expected) => {
    expect(formatOrderDate(date)).toBe(expected);
  });
});

describe('formatLongDate and formatCalendarDate', () => {
  it.each<[Date | string | number | null | undefined, string, string]>([
    [new Date(2025, 2, 5, 14, 0), 'March 05, 2025', 'March 5, 2025'],
    [new Date(2024, 11, 31, 23, 59), 'December 31, 2024', 'December 31, 2024'],
    // A date-only string is that calendar day wherever the shopper is (not midnight UTC).
    ['2026-11-02', 'November 02, 2026', 'November 2, 2026'],
    [null, '', ''],
    ['', '', ''],
    ['not a date', '', ''],
  ])('%j -> %s / %s', (date, long, calendar) => {
    expect(formatLongDate(date)).toBe(long);
    expect(formatCalendarDate(date)).toBe(calendar);
  });
});

describe('formatClockTime', () => {
  it.each<[Date | string | null, string]>([
    [new Date(2025, 2, 5, 9, 5), '9:05 AM'],
    [new Date(2025, 2, 5, 21, 30), '9:30 PM'],
    [new Date(2025, 2, 5, 0, 0), '12:00 AM'],
    [new Date(2025, 2, 5, 12, 0), '12:00 PM'],
    ['not a date', ''],
    [null, ''],
  ])('%j -> %s', (date, expected) => {
    expect(formatClockTime(date)).toBe(expected);
  });
});

describe('formatMessageTime', () => {
  const sent = (ms: number) => ago(ms).toISOString();

  it.each<[string, string]>([
    [sent(20 * SECOND), 'Just now'],
    [sent(MINUTE), '1 minute ago'],
    [sent(5 * MINUTE), '5 minutes ago'],
    [sent(HOUR), '1 hour ago'],
    [sent(3 * HOUR), '3 hours ago'],
    [sent(DAY + HOUR), 'Yesterday'],
    [sent(2 * DAY), '2 days ago'],
    [sent(6 * DAY), '6 days ago'],
    [sent(7 * DAY), 'March 13, 2025'],
    [new Date(2025, 1, 5, 9, 30).toISOString(), 'February 05, 2025'],
  ])('%s -> %s', (created, shown) => {
    expect(formatMessageTime(created, now)).toBe(shown);
  });

  it('is empty for a date it cannot read, and never in the future', () => {
    expect(formatMessageTime('not a date', now)).toBe('');
    expect(formatMessageTime(ahead(5 * MINUTE), now)).toBe('Just now');
  });
});

describe('local days', () => {
  it('counts whole local days back to a date, whatever the hours', () => {
    expect(localDaysBefore(new Date(2025, 2, 20, 0, 1), now)).toBe(0);
    expect(localDaysBefore(new Date(2025, 2, 19, 23, 59), now)).toBe(1);
    expect(localDaysBefore(new Date(2025, 2, 1, 12, 0), now)).toBe(19);
    expect(localDaysBefore(new Date(2025, 2, 21, 0, 0), now)).toBe(-1);
    expect(localDaysBefore('not a date', now)).toBeNull();
  });

  it('adds calendar days at the same local time', () => {
    expect(addDays(new Date(2026, 10, 23, 12, 0), 3)).toEqual(new Date(2026, 10, 26, 12, 0));
    expect(addDays(new Date(2026, 11, 30, 8, 0), 3)).toEqual(new Date(2027, 0, 2, 8, 0));
  });
});

describe('isAnniversary', () => {
  const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 9, 30);

  it.each<[string | null, Date, boolean]>([
    ['1990-03-05', on(2026, 3, 5), true],
    ['1990-03-05', on(2026, 3, 6), false],
    ['1990-03-05', on(2026, 4, 5), false],
    ['1990-03-05T00:00:00.000Z', on(2026, 3, 5), true],
    ['2000-02-29', on(2028, 2, 29), true],
    ['2000-02-29', on(2027, 2, 28), true],
    ['2000-02-29', on(2028, 2, 28), false],
    ['2000-02-29', on(2100, 2, 28), true],
    ['2000-02-29', on(2000, 2, 28), false],
    ['', on(2026, 3, 5), false],
    [null, on(2026, 3, 5), false],
    ['5 March', on(2026, 3, 5), false],
  ])('%s on %s -> %s', (date, today, expected) => {
    expect(isAnniversary(date, today)).toBe(expected);
  });
});

describe('isPastMonth', () => {
  const today = new Date(2026, 10, 23, 12, 0);

  it.each<[number, number, boolean]>([
    [2026, 11, false],
    [2026, 10, true],
    [2026, 12, false],
    [2025, 12, true],
    [2027, 1, false],
  ])('%i-%i -> %s', (year, month, expected) => {
    expect(isPastMonth(year, month, today)).toBe(expected);
  });
});
