import { describe, expect, it } from 'vitest';
import { expressLineItems, sameTaxAddress, taxAddressOf, totalCents } from './expressLines';

describe('express checkout lines', () => {
  it('lists the item and Duties at 0 before an address is known, in cents rounded down', () => {
    expect(expressLineItems('Linen shirt', 19.99)).toEqual([
      { name: 'Linen shirt', amount: 1999 },
      { name: 'Duties', amount: 0 },
    ]);
  });

  it.each([
    [29.999, 1.005, 2999, 100],
    [0.07, 0.29, 7, 29],
    [120, 9.9, 12000, 990],
  ])('price %s and tax %s → %s and %s cents', (price, tax, item, duties) => {
    const lines = expressLineItems('Item', price, tax);
    expect(lines.map((line) => line.amount)).toEqual([item, duties]);
    expect(totalCents(lines)).toBe(item + duties);
  });
});

describe('the address taxes depend on', () => {
  const address = {
    name: '',
    line1: '',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'US',
    phone: '',
  };

  it('is known once country, city, postal code (and a US state) are usable', () => {
    expect(taxAddressOf(address)).toEqual({
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postalCode: '78701',
    });
    expect(taxAddressOf({ ...address, state: '' })).toBeNull();
    expect(taxAddressOf({ ...address, country: 'AU' })).toBeNull();
    expect(taxAddressOf({ ...address, city: ' ' })).toBeNull();
    expect(taxAddressOf({ ...address, country: 'GB', state: '' })).not.toBeNull();
  });

  it('compares addresses by their tax fields', () => {
    const a = taxAddressOf(address);
    expect(sameTaxAddress(a, taxAddressOf({ ...address, name: 'Ada' }))).toBe(true);
    expect(sameTaxAddress(a, taxAddressOf({ ...address, postalCode: '10001' }))).toBe(false);
    expect(sameTaxAddress(null, null)).toBe(true);
  });
});
