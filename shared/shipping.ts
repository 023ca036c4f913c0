import { regionProblem } from './regions';

/**
 * Where items ship (spec 001 §5: 43 country codes, including US, CA, GB, DE, FR, JP; not AU).
 *
 * The spec fixes the count and a few members, not the list. Our list is the 46 countries of
 * Stripe's global availability page (stripe.com/global; the snapshot kept in the public gist
 * jylopez/7a3eb87e94981a579303a73cf72a5086) less three:
 * - Australia, which the spec excludes;
 * - Brazil and India, whose customs need the buyer's tax number (CPF, GSTIN/PAN) on every retail
 *   import, and the address step collects no tax number.
 * One list for the SPA's country select and the reference server's address check.
 */
export const SHIPPING_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'HR', name: 'Croatia' },
  { code: 'CY', name: 'Cyprus' },
  { code: 'CZ', name: 'Czechia' },
  { code: 'DK', name: 'Denmark' },
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'GI', name: 'Gibraltar' },
  { code: 'GR', name: 'Greece' },
  { code: 'HK', name: 'Hong Kong' },
  { code: 'HU', name: 'Hungary' },
  { code: 'ID', name: 'Indonesia' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'JP', name: 'Japan' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LI', name: 'Liechtenstein' },
  { code: 'LT', name: 'Lithuania' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'MT', name: 'Malta' },
  { code: 'MX', name: 'Mexico' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NO', name: 'Norway' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'RO', name: 'Romania' },
  { code: 'SG', name: 'Singapore' },
  { code: 'SK', name: 'Slovakia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'TH', name: 'Thailand' },
  { code: 'AE', name: 'United Arab Emirates' },
] as const;

export type ShippingCountryCode = (typeof SHIPPING_COUNTRIES)[number]['code'];

const CODES: ReadonlySet<string> = new Set(SHIPPING_COUNTRIES.map((country) => country.code));

export const isShippingCountry = (code: string): code is ShippingCountryCode => CODES.has(code);

/** The only shipping rate offered (spec 001 §5, §9). */
export const SHIPPING_RATE = { label: 'Free shipping', amount: 0 } as const;

/** A shipping address (spec 001 §3 "Order": shippingAddress). */
export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
};

/** An address not filled in yet (the country defaults to the United States). */
export const BLANK_ADDRESS: ShippingAddress = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
  phone: '',
};

export const ADDRESS_LIMITS = {
  name: 100,
  line1: 200,
  line2: 200,
  city: 100,
  state: 100,
  postalCode: 20,
  phone: 30,
} as const;

export type AddressField = keyof ShippingAddress;

/** The address form's labels, in its order (also the messages' names). */
export const ADDRESS_LABELS: Record<AddressField, string> = {
  name: 'Full name',
  line1: 'Address',
  line2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone',
};

export const COUNTRY_UNSUPPORTED_MESSAGE = 'We do not ship to this country yet.';
export const PHONE_INVALID_MESSAGE = 'Enter a valid phone number.';

/** Countries whose addresses need a state or province. */
const STATE_REQUIRED: ReadonlySet<string> = new Set(['US', 'CA']);

const requiredMessage = (field: AddressField) => `${ADDRESS_LABELS[field]} is required.`;

/** Digits of a phone number once spaces, dashes, dots, brackets and a leading + are removed. */
const phoneDigits = (phone: string) =>
  phone
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s\-.()]/g, '');

/**
 * The address rules (docs/contracts/shopping.md), for the form and the server alike: the first
 * problem of each field, by field; an empty object when the address can be shipped to.
 */
export const addressProblems = (
  address: Partial<Record<AddressField, string | null | undefined>>,
): Partial<Record<AddressField, string>> => {
  const value = (field: AddressField) => (address[field] ?? '').trim();
  const problems: Partial<Record<AddressField, string>> = {};
  const required: AddressField[] = ['name', 'line1', 'city', 'postalCode', 'country', 'phone'];
  if (STATE_REQUIRED.has(value('country'))) required.push('state');
  for (const field of required) if (!value(field)) problems[field] = requiredMessage(field);
  for (const field of Object.keys(ADDRESS_LIMITS) as (keyof typeof ADDRESS_LIMITS)[]) {
    if (!problems[field] && value(field).length > ADDRESS_LIMITS[field]) {
      problems[field] = `${ADDRESS_LABELS[field].replace(' (optional)', '')} is too long.`;
    }
  }
  if (!problems.country && !isShippingCountry(value('country'))) {
    problems.country = COUNTRY_UNSUPPORTED_MESSAGE;
  }
  // A state the tax table cannot read would be taxed as none ($0): it must be on its list.
  const region = regionProblem(value('country'), value('state'));
  if (!problems.state && region) problems.state = region;
  if (!problems.phone && !/^\d{6,20}$/.test(phoneDigits(value('phone')))) {
    problems.phone = PHONE_INVALID_MESSAGE;
  }
  return problems;
};

export const isAddressComplete = (address: Partial<Record<AddressField, string>>) =>
  Object.keys(addressProblems(address)).length === 0;
