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

export const ADDRESS_LIMITS = {
  name: 100,
  line1: 200,
  line2: 200,
  city: 100,
  state: 100,
  postalCode: 20,
  phone: 30,
} as const;
