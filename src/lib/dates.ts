import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** A date as the API or the UI hands it over. */
export type DateInput = Date | string | number | null | undefined;

/** Dates at most this far from now (either way) show as relative time. */
export const RELATIVE_DATE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** `dayjs(undefined)` means "now", so missing and empty values are rejected before parsing. */
const parse = (date: DateInput): dayjs.Dayjs | null => {
  if (date === null || date === undefined || date === '') return null;
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed : null;
};

/**
 * Display date: within 7 days of `now` (past or future, 7 days itself included) as relative time
 * ('a few seconds ago', '3 hours ago', 'in 2 days'); otherwise 'MMMM DD, YYYY' in local time
 * ('March 05, 2025'). Invalid or missing input gives ''.
 */
export const formatDisplayDate = (date: DateInput, now: Date = new Date()): string => {
  const parsed = parse(date);
  if (!parsed) return '';
  const reference = dayjs(now);
  if (Math.abs(reference.diff(parsed)) <= RELATIVE_DATE_WINDOW_MS) return parsed.from(reference);
  return parsed.format('MMMM DD, YYYY');
};

/** Order history date, 'MM/DD/YYYY' in local time; invalid or missing input gives ''. */
export const formatOrderDate = (date: DateInput): string => parse(date)?.format('MM/DD/YYYY') ?? '';
