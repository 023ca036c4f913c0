/**
 * The shopper's calendar day and year. The rest of the SPA's dates go through ./dates.ts (on
 * dayjs); these two live apart, on plain `Date`, because the shell's first screen needs them (the
 * footer's year, the once-a-day session tracking) and dayjs with its plugin would otherwise ride
 * in the entry chunk.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The shopper's local calendar day, 'YYYY-MM-DD'. */
export const localDay = (date: Date = new Date()): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local calendar year, 2025. */
export const yearOf = (date: Date = new Date()): number => date.getFullYear();
