/**
 * Form validators shared by the SPA and the server. Plain TypeScript: this file imports nothing.
 * Each validator returns the first failing rule's message, or `undefined` when the value is valid.
 */

export const FULL_NAME_REQUIRED_MESSAGE = 'Please enter your full name';
export const NAME_INVALID_CHARACTERS_MESSAGE =
  "Name can only include letters, spaces, apostrophes ('), and hyphens (-)";
export const NAME_PART_TOO_SHORT_MESSAGE =
  'First and last name must each be at least 2 characters long';
export const NAME_PART_TOO_LONG_MESSAGE =
  'First and last name should not exceed 20 characters each';
export const SIMPLE_NAME_REQUIRED_MESSAGE = 'Name is required';
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const EMAIL_INVALID_CHARACTERS_MESSAGE = 'You are using invalid characters';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must have at least 6 characters';

export const NAME_PART_MIN_LENGTH = 2;
export const NAME_PART_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 6;

type Input = string | null | undefined;

/** Length in Unicode code points of the NFC form, so "José" is 4 however it was typed. */
const charCount = (value: string): number => [...value.normalize('NFC')].length;

/** Trims and turns every run of whitespace (tabs, non-breaking spaces...) into one space. */
const normalizeName = (value: Input): string => (value ?? '').trim().replace(/\s+/g, ' ');

/**
 * Letters of any script (with combining marks, for decomposed accents), spaces, apostrophes,
 * backticks and hyphens. The typographic apostrophe (’, U+2019) is accepted as an apostrophe
 * because phone keyboards insert it for "O'Neil".
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’`-]+$/u;

/** Splits a full name on its first space: "Mary Ann Smith" -> "Mary" / "Ann Smith". */
export const splitFullName = (value: Input): { firstName: string; lastName: string } => {
  const name = normalizeName(value);
  const space = name.indexOf(' ');
  if (space === -1) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
};

/**
 * Full name rules, checked in this order: at least two words (an empty value gets this message
 * too), allowed characters, then each part's minimum and maximum length. The parts are those of
 * `splitFullName`, so the last part may hold several words and its inner spaces count.
 */
export const validateFullName = (value: Input): string | undefined => {
  const name = normalizeName(value);
  if (name.split(' ').filter(Boolean).length < 2) return FULL_NAME_REQUIRED_MESSAGE;
  if (!NAME_CHARACTERS.test(name)) return NAME_INVALID_CHARACTERS_MESSAGE;
  const { firstName, lastName } = splitFullName(name);
  const parts = [charCount(firstName), charCount(lastName)];
  if (parts.some((length) => length < NAME_PART_MIN_LENGTH)) return NAME_PART_TOO_SHORT_MESSAGE;
  if (parts.some((length) => length > NAME_PART_MAX_LENGTH)) return NAME_PART_TOO_LONG_MESSAGE;
  return undefined;
};

/** Gift card names: only required; whitespace alone counts as empty. */
export const validateSimpleName = (value: Input): string | undefined =>
  (value ?? '').trim() === '' ? SIMPLE_NAME_REQUIRED_MESSAGE : undefined;

/**
 * Characters allowed before the (last) @: ASCII letters, digits and `.`, `_`, `%`, `+`, `-`.
 * Anything else, including quotes, spaces, non-ASCII letters or a second @, is a "special
 * character". Where dots may sit is an address-validity rule, not a character rule.
 */
const EMAIL_LOCAL_CHARACTERS = /^[A-Za-z0-9._%+-]*$/;
/** A domain label: letters, digits and inner hyphens, 1 to 63 characters. */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

const isValidLocalPart = (local: string): boolean =>
  local.length > 0 &&
  local.length <= EMAIL_LOCAL_PART_MAX_LENGTH &&
  !local.startsWith('.') &&
  !local.endsWith('.') &&
  !local.includes('..');

const isValidDomain = (domain: string): boolean => {
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(tld)
  );
};

/**
 * Email rules, in order: required; the local part (before the last @) uses only allowed
 * characters; then a valid address of at most 254 characters with a local part of at most 64.
 * The value is trimmed first, so callers should submit the trimmed value. A value without any @
 * has no local part and gets the invalid-address message.
 */
export const validateEmail = (value: Input): string | undefined => {
  const email = (value ?? '').trim();
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  const at = email.lastIndexOf('@');
  if (at === -1) return EMAIL_INVALID_MESSAGE;
  const local = email.slice(0, at);
  if (!EMAIL_LOCAL_CHARACTERS.test(local)) return EMAIL_INVALID_CHARACTERS_MESSAGE;
  const valid =
    email.length <= EMAIL_MAX_LENGTH &&
    isValidLocalPart(local) &&
    isValidDomain(email.slice(at + 1));
  return valid ? undefined : EMAIL_INVALID_MESSAGE;
};

/**
 * Password rules: required, then at least 6 characters (code points). Passwords are not trimmed:
 * spaces are legitimate password characters.
 */
export const validatePassword = (value: Input): string | undefined => {
  const password = value ?? '';
  if (password === '') return PASSWORD_REQUIRED_MESSAGE;
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  return undefined;
};
