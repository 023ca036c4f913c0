import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  toCardPayload,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './cardInput';

describe('card input', () => {
  it.each([
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242-4242 4242x4242', '4242 4242 4242 4242'],
    ['12345678901234567890', '1234 5678 9012 3456 789'],
  ])('formats the card number %s as %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['12 / ', '12'],
    ['12/345', '12 / 34'],
  ])('formats the expiry %s as %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });

  it.each([
    ['', 'Enter your card number.'],
    ['4242 4242', 'Your card number is incomplete.'],
    ['4242 4242 4242 4241', 'Your card number is invalid.'],
    ['4242 4242 4242 4242', true],
    ['4000 0000 0000 0002', true],
  ])('checks the card number %s', (value, verdict) => {
    expect(validateCardNumber(value)).toBe(verdict);
  });

  const now = new Date(2030, 5, 15);
  it.each([
    ['', 'Enter the expiry date (MM / YY).'],
    ['12 / 3', "Your card's expiration date is incomplete."],
    ['13 / 31', "Your card's expiration date is invalid."],
    ['00 / 31', "Your card's expiration date is invalid."],
    ['05 / 30', "Your card's expiration date is in the past."],
    ['06 / 30', true],
    ['01 / 31', true],
  ])('checks the expiry %s', (value, verdict) => {
    expect(validateExpiry(value, now)).toBe(verdict);
  });

  it.each([
    ['', 'Enter the security code (CVC).'],
    ['12', "Your card's security code is invalid."],
    ['123', true],
    ['1234', true],
  ])('checks the CVC %s', (value, verdict) => {
    expect(validateCvc(value)).toBe(verdict);
  });

  it('sends digits only and the expiry as MM/YY', () => {
    expect(toCardPayload({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })).toEqual(
      { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    );
  });
});
