/**
 * The personal-info rules beyond name and e-mail (those are `./validators`), for the settings
 * form and the reference server alike (docs/contracts/settings.md). Each returns the message of
 * the first failing rule, or `undefined`. Empty values are allowed: these fields are optional.
 */
import { PHONE_INVALID_MESSAGE } from './shipping';

export { PHONE_INVALID_MESSAGE };

export const GENDERS = ['female', 'male', 'neutral'] as const;
export type UserGender = (typeof GENDERS)[number];

/** How each gender reads on screen: `neutral` is shown as Non-binary (spec 001 §3). */
export const GENDER_LABELS: Record<UserGender, string> = {
  female: 'Female',
  male: 'Male',
  neutral: 'Non-binary',
};

export const LOCATION_MAX_LENGTH = 100;
export const LOCATION_TOO_LONG_MESSAGE = 'Location is too long.';
export const COUNTRY_INVALID_MESSAGE = 'Choose a country from the list.';
export const GENDER_INVALID_MESSAGE = 'Choose a gender from the list.';
export const BIRTHDAY_INVALID_MESSAGE = 'Enter a valid date of birth.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

type Input = string | null | undefined;

const blank = (value: Input) => (value ?? '').trim() === '';

/** 6 to 20 digits once spaces, dashes, dots, brackets and a leading + are removed. */
export const validatePhone = (value: Input): string | undefined => {
  if (blank(value)) return undefined;
  const digits = (value ?? '')
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s\-.()]/g, '');
  return /^\d{6,20}$/.test(digits) ? undefined : PHONE_INVALID_MESSAGE;
};

export const validateLocation = (value: Input): string | undefined =>
  (value ?? '').trim().length > LOCATION_MAX_LENGTH ? LOCATION_TOO_LONG_MESSAGE : undefined;

export const validateCountry = (value: Input): string | undefined =>
  blank(value) || /^[A-Za-z]{2}$/.test((value ?? '').trim()) ? undefined : COUNTRY_INVALID_MESSAGE;

export const validateGender = (value: Input): string | undefined =>
  blank(value) || (GENDERS as readonly string[]).includes(value ?? '')
    ? undefined
    : GENDER_INVALID_MESSAGE;

/**
 * A `YYYY-MM-DD` date that exists, on or after 1900-01-01 and not after `today` (the caller's
 * own date, as `YYYY-MM-DD`, so a birthday "today" in any time zone is accepted).
 */
export const validateBirthday = (
  value: Input,
  today: string = new Date().toISOString().slice(0, 10),
): string | undefined => {
  if (blank(value)) return undefined;
  const text = (value ?? '').trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return BIRTHDAY_INVALID_MESSAGE;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // A day's slack: the server's "today" may be the day before a shopper's east of UTC.
  const latest = new Date(`${today}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000;
  return exists && year >= 1900 && date.getTime() <= latest ? undefined : BIRTHDAY_INVALID_MESSAGE;
};
