import { localDay } from '@/lib/calendar';
import { isAnniversary } from '@/lib/dates';

/**
 * When the birthday message shows (spec 001 §4 "Birthday message"): on the signed-in user's
 * birthday (`birthday` 'YYYY-MM-DD', docs/contracts/settings.md), by the shopper's own calendar,
 * until they close it for the day. A 29 February birthday is celebrated on 28 February in other
 * years.
 */
const CLOSED_KEY = 'birthdayMessageClosedOn';

export const isBirthdayToday = (birthday: string | null | undefined, today: Date) =>
  isAnniversary(birthday, today);

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
