import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common leaked passwords (of six characters or more) are refused. */
const REFUSED = 10_000;

/**
 * The passwords an attacker tries first on every account: the head of zxcvbn-ts's list of leaked
 * passwords (ranked by how often they occur in breaches), those the spec's six-character minimum
 * lets through. ASVS 5.0 asks that at least the top 3,000 be refused. Plus the shop's own name,
 * the first word a guesser tries on any site. Server-side only: the SPA's bundle carries none of it.
 */
const COMMON = new Set([
  ...dictionary['passwords-common'].filter((password) => password.length >= 6).slice(0, REFUSED),
  'lookwright',
  'lookwright1',
  'lookwright123',
]);

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose another.';

/**
 * Whether a password is among the first an attacker would try: on the list (any case), or one
 * character repeated (`aaaaaaa`, `0000000000`).
 */
export const isCommonPassword = (password: string) => {
  const lower = password.trim().toLowerCase();
  return COMMON.has(lower) || /^(.)\1*$/u.test(lower);
};
