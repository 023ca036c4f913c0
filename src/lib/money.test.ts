import { describe, expect, it } from 'vitest';
import { formatCharge, formatMoney, toCents } from './money';

describe('formatMoney', () => {
  it.each<[number, string]>([
    [0, '$0'],
    [5, '$5'],
    [60, '$60'],
    [1250, '$1,250'],
    [1249.5, '$1,250'],
    [19.99, '$20'],
    [19.49, '$19'],
    [1_000_000, '$1,000,000'],
    [-5, '-$5'],
    [Number.NaN, '$0'],
    [Number.POSITIVE_INFINITY, '$0'],
    [Number.NEGATIVE_INFINITY, '$0'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each<[number, string, string]>([
    [1250, 'EUR', '€1,250'],
    [1250, 'gbp', '£1,250'],
    [1250, 'USD', '$1,250'],
    [Number.NaN, 'EUR', '€0'],
    [1250, 'not-a-currency', '$1,250'],
  ])('%d in %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});

describe('toCents', () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 100],
    [19.99, 1999],
    [0.29, 29],
    [0.57, 57],
    [1.1, 110],
    [4.35, 435],
    [1.005, 100],
    [9.999, 999],
    [130, 13000],
    [1234.56, 123456],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d -> %d', (price, expected) => {
    expect(toCents(price)).toBe(expected);
  });

  it('guards against the float error a plain floor would keep', () => {
    expect(Math.floor(19.99 * 100)).toBe(1998);
    expect(Math.floor(0.29 * 100)).toBe(28);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.29)).toBe(29);
  });
});

describe('formatCharge', () => {
  it.each([
    [86.6, '$86.60'],
    [80, '$80'],
    [1234.5, '$1,234.50'],
    [0.29, '$0.29'],
    [19.999, '$19.99'],
  ])('%s → %s', (amount, text) => {
    expect(formatCharge(amount)).toBe(text);
  });
});
