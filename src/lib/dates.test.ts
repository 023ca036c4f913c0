import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatOrderDate } from './dates';

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
