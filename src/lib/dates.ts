import dayjs from 'dayjs';
import { formatLongDate, RELATIVE_DATE_WINDOW_MS, type DateInput } from './displayDates';

export {
  formatDisplayDate,
  formatLongDate,
  RELATIVE_DATE_WINDOW_MS,
  type DateInput,
} from './displayDates';

/**
 * The one place the SPA formats, parses and compares dates (the local day and year the first
 * screen needs are in ./calendar.ts, without dayjs). Everything is in the shopper's own
 * time zone unless a function says otherwise; wire values stay ISO strings (`toISOString()`).
 * The long and display dates public pages show are in ./displayDates.ts, without dayjs (import
 * them from there on public pages; they are re-exported here).
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * `dayjs(undefined)` means "now", so missing and empty values are rejected before parsing. A
 * date-only string ('2025-03-05') is that day in local time, not midnight UTC.
 */
const parse = (date: DateInput): dayjs.Dayjs | null => {
  if (date === null || date === undefined || date === '') return null;
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed : null;
};

/** A calendar date without the leading zero, 'MMMM D, YYYY' ('March 5, 2025'); else ''. */
export const formatCalendarDate = (date: DateInput): string =>
  parse(date)?.format('MMMM D, YYYY') ?? '';

/** Order history date, 'MM/DD/YYYY' in local time; invalid or missing input gives ''. */
export const formatOrderDate = (date: DateInput): string => parse(date)?.format('MM/DD/YYYY') ?? '';

/** Time of day on a 12-hour clock, 'h:mm AM' ('9:05 PM'); invalid or missing input gives ''. */
export const formatClockTime = (date: DateInput): string => parse(date)?.format('h:mm A') ?? '';

const countAgo = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * When a message was sent, as the inbox shows it (spec 000 §2): under 7 days old as 'Just now',
 * '5 minutes ago', '3 hours ago', 'Yesterday' (24 to 48 hours), '3 days ago'; from 7 days on,
 * 'MMMM DD, YYYY'. A time in the future reads 'Just now'. Invalid or missing input gives ''.
 */
export const formatMessageTime = (date: DateInput, now: Date = new Date()): string => {
  const sent = parse(date);
  if (!sent) return '';
  const ago = Math.max(0, dayjs(now).diff(sent));
  if (ago >= RELATIVE_DATE_WINDOW_MS) return formatLongDate(sent.toDate());
  const minutes = Math.floor(ago / MINUTE_MS);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return countAgo(minutes, 'minute');
  const hours = Math.floor(ago / HOUR_MS);
  if (hours < 24) return countAgo(hours, 'hour');
  const days = Math.floor(ago / DAY_MS);
  return days === 1 ? 'Yesterday' : countAgo(days, 'day');
};

/**
 * Whole local calendar days from `date` to `now` (1 = yesterday, 0 = today, negative = later
 * than today), whatever the hours and daylight-saving shifts; null for an unreadable date.
 */
export const localDaysBefore = (date: DateInput, now: Date = new Date()): number | null => {
  const parsed = parse(date);
  if (!parsed) return null;
  return dayjs(now).startOf('day').diff(parsed.startOf('day'), 'day');
};

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether a 'YYYY-MM-DD' date (a birthday) falls on `today`'s month and day, by the shopper's
 * calendar. A 29 February date falls on 28 February in years without one.
 */
export const isAnniversary = (date: string | null | undefined, today: Date): boolean => {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  const shownDay = month === 2 && day === 29 && !isLeapYear(today.getFullYear()) ? 28 : day;
  return today.getMonth() + 1 === month && today.getDate() === shownDay;
};

/** `date` plus a number of calendar days, at the same local time. */
export const addDays = (date: Date, days: number): Date => dayjs(date).add(days, 'day').toDate();

/** Whether the month `month` (1 to 12) of `year` ended before the local month of `now` began. */
export const isPastMonth = (year: number, month: number, now: Date = new Date()): boolean => {
  const current = dayjs(now);
  return year * 12 + (month - 1) < current.year() * 12 + current.month();
};
