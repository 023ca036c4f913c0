import { describe, expect, it } from 'vitest';
import {
  SHIPPING_COUNTRIES,
  addressProblems,
  isAddressComplete,
  isShippingCountry,
  type ShippingAddress,
} from './shipping';

const address: ShippingAddress = {
  name: 'Ana Ruiz',
  line1: '1 Main St',
  line2: '',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  phone: '+1 (512) 555-0100',
};

describe('shipping countries', () => {
  it('are 43 distinct codes with US, CA, GB, DE, FR and JP and without AU', () => {
    const codes = SHIPPING_COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(43);
    for (const code of ['US', 'CA', 'GB', 'DE', 'FR', 'JP'])
      expect(isShippingCountry(code)).toBe(true);
    expect(isShippingCountry('AU')).toBe(false);
  });
});

describe('address rules', () => {
  it('accepts a complete address', () => {
    expect(addressProblems(address)).toEqual({});
    expect(isAddressComplete(address)).toBe(true);
  });

  it.each([
    ['name', { name: ' ' }, 'Full name is required.'],
    ['line1', { line1: '' }, 'Address is required.'],
    ['city', { city: '' }, 'City is required.'],
    ['postalCode', { postalCode: '' }, 'Postal code is required.'],
    ['phone', { phone: '' }, 'Phone is required.'],
    ['country', { country: '' }, 'Country is required.'],
    ['state', { state: '' }, 'State is required.'],
    ['country', { country: 'AU' }, 'We do not ship to this country yet.'],
    ['country', { country: 'us' }, 'We do not ship to this country yet.'],
    ['phone', { phone: '12345' }, 'Enter a valid phone number.'],
    ['phone', { phone: '555-CALL-ME' }, 'Enter a valid phone number.'],
    ['phone', { phone: '1'.repeat(21) }, 'Enter a valid phone number.'],
    ['city', { city: 'x'.repeat(101) }, 'City is too long.'],
    ['line2', { line2: 'x'.repeat(201) }, 'Apartment, suite, etc. is too long.'],
  ] as const)('%s: %j → %s', (field, change, message) => {
    expect(addressProblems({ ...address, ...change })[field]).toBe(message);
    expect(isAddressComplete({ ...address, ...change })).toBe(false);
  });

  it('needs a state only in the US and Canada', () => {
    expect(addressProblems({ ...address, country: 'CA', state: '' }).state).toBe(
      'State is required.',
    );
    expect(addressProblems({ ...address, country: 'GB', state: '' })).toEqual({});
  });

  it('takes a US state or Canadian province from its list, by code or name, and refuses others', () => {
    for (const state of ['NY', 'ny', ' New York ', 'DC', 'PR']) {
      expect(addressProblems({ ...address, state }).state).toBeUndefined();
    }
    for (const state of ['ON', 'québec', 'British Columbia']) {
      expect(addressProblems({ ...address, country: 'CA', state }).state).toBeUndefined();
    }
    expect(addressProblems({ ...address, state: 'ZZ' }).state).toBe(
      'Enter a US state, such as NY or New York.',
    );
    expect(addressProblems({ ...address, country: 'CA', state: 'NY' }).state).toBe(
      'Enter a Canadian province or territory, such as ON or Ontario.',
    );
    // Elsewhere the state is free text (a region, a county, or nothing).
    expect(addressProblems({ ...address, country: 'GB', state: 'Narnia' })).toEqual({});
  });

  it('reads missing and null fields as empty', () => {
    expect(Object.keys(addressProblems({}))).toEqual([
      'name',
      'line1',
      'city',
      'postalCode',
      'country',
      'phone',
    ]);
  });
});
