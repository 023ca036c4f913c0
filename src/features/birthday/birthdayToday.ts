/**
 * When the birthday message shows (spec 001 §4 "Birthday message"): on the signed-in user's
 * birthday (`birthday` 'YYYY-MM-DD', docs/contracts/settings.md), by the shopper's own calendar,
 * until they close it for the day. A 29 February birthday is celebrated on 28 February in other
 * years.
 */
const CLOSED_KEY = 'birthdayMessageClosedOn';

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day, 'YYYY-MM-DD'. */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const isBirthdayToday = (birthday: string | null | undefined, today: Date) => {
  const match = birthday ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday) : null;
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leapDay = month === 2 && day === 29 && !isLeapYear(today.getFullYear());
  return today.getMonth() + 1 === month && today.getDate() === (leapDay ? 28 : day);
};

/** Whether the shopper closed the message today (remembered in local storage for that day). */
export const wasClosedToday = (today: Date) => {
  try {
    return localStorage.getItem(CLOSED_KEY) === localDay(today);
  } catch {
    return false;
  }
};

export const rememberClosedToday = (today: Date) => {
  try {
    localStorage.setItem(CLOSED_KEY, localDay(today));
  } catch {
    // Storage refused (private mode, quota): it stays closed until the page reloads.
  }
};
