import { describe, expect, it } from 'vitest';
import { SHIPPING_COUNTRIES } from '@shared/shipping';
import { IMPORT_TAX, US_STATE_SALES_TAX, taxCents, taxRateFor } from './taxTable';

describe('the tax table', () => {
  it('has a rate for every shipping country but the US, which is taxed by state', () => {
    const others = SHIPPING_COUNTRIES.map((country) => country.code).filter(
      (code) => code !== 'US',
    );
    expect(Object.keys(IMPORT_TAX).sort()).toEqual([...others].sort());
    expect(Object.keys(US_STATE_SALES_TAX)).toHaveLength(46);
  });

  it.each([
    [{ country: 'US', state: 'NY' }, 4],
    [{ country: 'US', state: ' ny ' }, 4],
    [{ country: 'US', state: 'New York' }, 4],
    [{ country: 'US', state: 'CA' }, 7.25],
    [{ country: 'US', state: 'NJ' }, 6.625],
    [{ country: 'US', state: 'OR' }, 0],
    [{ country: 'US', state: 'Alaska' }, 0],
    [{ country: 'US', state: 'PR' }, 0],
    [{ country: 'US', state: '' }, 0],
    [{ country: 'US' }, 0],
    [{ country: 'DE', state: 'Berlin' }, 31],
    [{ country: 'GB' }, 32],
    [{ country: 'CA', state: 'ON' }, 5],
    [{ country: 'HK' }, 0],
    [{ country: 'JP' }, 19],
    [{ country: 'AU' }, 0],
  ])('%o pays %d %', (destination, percent) => {
    expect(taxRateFor(destination)).toBe(percent);
  });

  it.each([
    // 4 % of $19.99 is 79.96 cents: rounded down.
    [1999, { country: 'US', state: 'NY' }, 79],
    // 6.875 % of $16.00 is exactly 110 cents (no float error below it).
    [1600, { country: 'US', state: 'MN' }, 110],
    // 7.25 % of $0.99 is 7.1775 cents.
    [99, { country: 'US', state: 'CA' }, 7],
    // 6.625 % of $123.45 is 817.85625 cents.
    [12345, { country: 'US', state: 'NJ' }, 817],
    // 31 % of $100.01 is 3100.31 cents.
    [10001, { country: 'DE' }, 3100],
    [10001, { country: 'HK' }, 0],
    [0, { country: 'GB' }, 0],
  ])('the tax on %i cents to %o is %i cents, rounded down', (subtotal, destination, expected) => {
    expect(taxCents(subtotal, destination)).toBe(expected);
  });

  it('answers whole cents for every state and country', () => {
    const destinations = [
      ...Object.keys(US_STATE_SALES_TAX).map((state) => ({ country: 'US', state })),
      ...Object.keys(IMPORT_TAX).map((country) => ({ country })),
    ];
    for (const destination of destinations) {
      for (const subtotal of [1, 999, 12_345, 9_999_999]) {
        const tax = taxCents(subtotal, destination);
        expect(Number.isInteger(tax)).toBe(true);
        expect(tax).toBeLessThanOrEqual((subtotal * taxRateFor(destination)) / 100 + 1e-9);
        expect(tax).toBeGreaterThan((subtotal * taxRateFor(destination)) / 100 - 1);
      }
    }
  });
});
