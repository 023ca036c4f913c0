import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatLongDate, parseDate } from './displayDates';

dayjs.extend(relativeTime);

/** What the SPA showed with dayjs: the reference these plain-Date formats must match. */
const dayjsDisplay = (date: Date | string | number, now: Date) => {
  const parsed = dayjs(date);
  const reference = dayjs(now);
  if (Math.abs(reference.diff(parsed)) <= 7 * 24 * 60 * 60 * 1000) return parsed.from(reference);
  return parsed.format('MMMM DD, YYYY');
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('display dates without dayjs', () => {
  it('word every distance within the window as dayjs does, past and future', () => {
    const now = new Date('2025-03-12T15:00:00Z');
    const distances = [
      0,
      10 * SECOND,
      44 * SECOND,
      45 * SECOND,
      89 * SECOND,
      90 * SECOND,
      2 * MINUTE,
      44 * MINUTE,
      44.5 * MINUTE,
      45 * MINUTE,
      89 * MINUTE,
      90 * MINUTE,
      2 * HOUR,
      21 * HOUR,
      21.5 * HOUR,
      22 * HOUR,
      35 * HOUR,
      36 * HOUR,
      2 * DAY,
      2.5 * DAY,
      6 * DAY,
      7 * DAY,
      7 * DAY + 1,
      30 * DAY,
    ];
    for (const distance of distances) {
      for (const sign of [-1, 1]) {
        const date = new Date(now.getTime() + sign * distance);
        expect(formatDisplayDate(date, now), `${sign * distance} ms`).toBe(dayjsDisplay(date, now));
      }
    }
  });

  it('match dayjs on a thousand random distances up to ten days', () => {
    const now = new Date('2025-10-26T01:30:00Z');
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 1000; i += 1) {
      const date = new Date(now.getTime() + (random() * 2 - 1) * 10 * DAY);
      expect(formatDisplayDate(date, now)).toBe(dayjsDisplay(date, now));
    }
  });

  it('read date-only and offset-less strings as local time, as dayjs does', () => {
    for (const value of ['2025-03-05', '2025-03-05T09:30:00', '2025-03-05 23:59', '2025-12-31']) {
      expect(parseDate(value)?.getTime()).toBe(dayjs(value).valueOf());
      expect(formatLongDate(value)).toBe(dayjs(value).format('MMMM DD, YYYY'));
    }
    expect(formatLongDate('2025-03-05T23:30:00Z')).toBe(
      dayjs('2025-03-05T23:30:00Z').format('MMMM DD, YYYY'),
    );
  });

  it('give nothing for missing or unreadable dates', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN, new Date(Number.NaN)]) {
      expect(formatLongDate(value)).toBe('');
      expect(formatDisplayDate(value)).toBe('');
    }
  });
});
