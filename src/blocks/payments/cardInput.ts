/** The local card form's input: formatting as typed, and the checks made before sending. */

import { isPastMonth } from '@/lib/dates';

export type CardValues = { number: string; expiry: string; cvc: string };
export type CardField = keyof CardValues;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export const formatCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' → '12 / 34'; the separator appears with the third digit, so Backspace never sticks. */
export const formatExpiry = (value: string) => {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);

const passesLuhn = (digits: string) => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
};

export const validateCardNumber = (value: string) => {
  const digits = digitsOf(value);
  if (digits === '') return 'Enter your card number.';
  if (digits.length < 12) return 'Your card number is incomplete.';
  return passesLuhn(digits) ? true : 'Your card number is invalid.';
};

export const validateExpiry = (value: string, now: Date = new Date()) => {
  const digits = digitsOf(value);
  if (digits === '') return 'Enter the expiry date (MM / YY).';
  if (digits.length !== 4) return "Your card's expiration date is incomplete.";
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  return isPastMonth(year, month, now) ? "Your card's expiration date is in the past." : true;
};

export const validateCvc = (value: string) => {
  const digits = digitsOf(value);
  if (digits === '') return 'Enter the security code (CVC).';
  return /^\d{3,4}$/.test(digits) ? true : "Your card's security code is invalid.";
};

/** What the provider is sent: digits only, expiry as 'MM/YY'. */
export const toCardPayload = ({ number, expiry, cvc }: CardValues): CardValues => {
  const expiryDigits = digitsOf(expiry);
  return {
    number: digitsOf(number),
    expiry: `${expiryDigits.slice(0, 2)}/${expiryDigits.slice(2)}`,
    cvc: digitsOf(cvc),
  };
};
