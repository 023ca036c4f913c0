/**
 * The two dates public pages show (reviews, articles), on plain `Date`: the same output as
 * ./dates.ts gave with dayjs, without dayjs's 3.7 KiB on the marketing pages and profiles.
 * ./dates.ts re-exports both, so it stays the one place the SPA's dates are described.
 */

/** A date as the API or the UI hands it over. */
export type DateInput = Date | string | number | null | undefined;

/** Dates at most this far from now (either way) show as relative time. */
export const RELATIVE_DATE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** dayjs's reading of a string without an offset ('2025-03-05', '2025-03-05 09:30'): local time. */
const LOCAL_DATE_TIME =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * Missing and empty values are no date (never "now"). A date-only or offset-less string is local
 * time, not UTC, as dayjs reads it; anything else is what `Date` makes of it.
 */
export const parseDate = (date: DateInput): Date | null => {
  if (date === null || date === undefined || date === '') return null;
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? null : new Date(date.getTime());
  const local = typeof date === 'string' ? LOCAL_DATE_TIME.exec(date) : null;
  const parsed = local
    ? new Date(
        Number(local[1]),
        Number(local[2] || 1) - 1,
        Number(local[3] || 1),
        Number(local[4] || 0),
        Number(local[5] || 0),
        Number(local[6] || 0),
        Number((local[7] || '0').slice(0, 3)),
      )
    : new Date(date);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The spec's long date, 'MMMM DD, YYYY' ('March 05, 2025'); invalid or missing input gives ''. */
export const formatLongDate = (date: DateInput): string => {
  const parsed = parseDate(date);
  if (!parsed) return '';
  return `${MONTHS[parsed.getMonth()]} ${pad(parsed.getDate())}, ${parsed.getFullYear()}`;
};

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * dayjs's relativeTime thresholds up to days (the window is 7 days): a step with a `unit`
 * measures the distance in it; each step's words apply up to `upTo` of the last measure
 * (rounded), and a count of 1 or less takes the step before's words ('1 minutes' is 'a minute').
 */
const STEPS: { words: string; upTo: number; unit?: number }[] = [
  { words: 'a few seconds', upTo: 44, unit: SECOND_MS },
  { words: 'a minute', upTo: 89 },
  { words: '%d minutes', upTo: 44, unit: MINUTE_MS },
  { words: 'an hour', upTo: 89 },
  { words: '%d hours', upTo: 21, unit: HOUR_MS },
  { words: 'a day', upTo: 35 },
  { words: '%d days', upTo: Infinity, unit: DAY_MS },
];

/** `date` relative to `now` as dayjs words it: 'a few seconds ago', '3 hours ago', 'in 2 days'. */
const relativeTime = (date: Date, now: Date): string => {
  let distance = 0;
  let words = '';
  for (const [index, step] of STEPS.entries()) {
    if (step.unit) {
      // Days, as dayjs counts them, ignore a daylight-saving change in between.
      const zoneShift =
        step.unit === DAY_MS ? (date.getTimezoneOffset() - now.getTimezoneOffset()) * MINUTE_MS : 0;
      distance = (date.getTime() - now.getTime() - zoneShift) / step.unit;
    }
    const count = Math.round(Math.abs(distance));
    if (count <= step.upTo) {
      const shown = count <= 1 && index > 0 ? STEPS[index - 1] : step;
      words = (shown ?? step).words.replace('%d', String(count));
      break;
    }
  }
  return distance > 0 ? `in ${words}` : `${words} ago`;
};

/**
 * Display date: within 7 days of `now` (past or future, 7 days itself included) as relative time
 * ('a few seconds ago', '3 hours ago', 'in 2 days'); otherwise 'MMMM DD, YYYY' in local time
 * ('March 05, 2025'). Invalid or missing input gives ''.
 */
export const formatDisplayDate = (date: DateInput, now: Date = new Date()): string => {
  const parsed = parseDate(date);
  if (!parsed) return '';
  if (Math.abs(now.getTime() - parsed.getTime()) <= RELATIVE_DATE_WINDOW_MS) {
    return relativeTime(parsed, now);
  }
  return formatLongDate(parsed);
};
