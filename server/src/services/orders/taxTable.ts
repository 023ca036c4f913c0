import { regionCode } from '@shared/regions';
import type { ShippingCountryCode } from '@shared/shipping';

/**
 * The tax table: what an order pays on top of its items' prices, by destination
 * (docs/contracts/shopping.md "Taxes"). A reference server's estimate, not tax advice:
 *
 * - United States: the state's own sales-tax rate, as the Tax Foundation lists it for 2025
 *   ("State and Local Sales Tax Rates, 2025"; state rates only, no county or city rates, and no
 *   clothing exemptions). States without a sales tax (Alaska, Delaware, Montana, New Hampshire,
 *   Oregon) and the territories pay 0. A state not on the list (shared/regions.ts) never gets
 *   here: the address schemas refuse it, so a made-up state is not taxed as none.
 * - Every other shipping country (shared/shipping.ts): import VAT or GST at the standard rate,
 *   plus the duty on clothing where the country charges one (the EU's and the UK's 12 %, Japan's
 *   9 %, …). Goods ship from the US, so Canada and Mexico charge no duty (USMCA).
 *
 * Rates are percentages with at most three decimals. The tax is charged on the items' prices
 * (the sale price where there is one); shipping is free. It is computed in cents over the whole
 * order and rounded down.
 */

/** State sales-tax rates in percent, by USPS code. */
export const US_STATE_SALES_TAX: Readonly<Record<string, number>> = {
  AL: 4, AZ: 5.6, AR: 6.5, CA: 7.25, CO: 2.9, CT: 6.35, DC: 6, FL: 6, GA: 4, HI: 4, ID: 6,
  IL: 6.25, IN: 7, IA: 6, KS: 6.5, KY: 6, LA: 5, ME: 5.5, MD: 6, MA: 6.25, MI: 6, MN: 6.875,
  MS: 7, MO: 4.225, NE: 5.5, NV: 6.85, NJ: 6.625, NM: 4.875, NY: 4, NC: 4.75, ND: 5, OH: 5.75,
  OK: 4.5, PA: 6, RI: 7, SC: 6, SD: 4.2, TN: 7, TX: 6.25, UT: 6.1, VT: 6, VA: 5.3, WA: 6.5,
  WV: 6, WI: 5, WY: 4,
}; // prettier-ignore

/** EU customs duty on clothing from the US (HS chapters 61 and 62). */
const EU_DUTY = 12;

/** Import VAT (or GST) and clothing duty in percent, for every shipping country but the US. */
export const IMPORT_TAX: Readonly<
  Record<Exclude<ShippingCountryCode, 'US'>, { vat: number; duty: number }>
> = {
  CA: { vat: 5, duty: 0 },
  GB: { vat: 20, duty: 12 },
  AT: { vat: 20, duty: EU_DUTY },
  BE: { vat: 21, duty: EU_DUTY },
  BG: { vat: 20, duty: EU_DUTY },
  HR: { vat: 25, duty: EU_DUTY },
  CY: { vat: 19, duty: EU_DUTY },
  CZ: { vat: 21, duty: EU_DUTY },
  DK: { vat: 25, duty: EU_DUTY },
  EE: { vat: 24, duty: EU_DUTY },
  FI: { vat: 25.5, duty: EU_DUTY },
  FR: { vat: 20, duty: EU_DUTY },
  DE: { vat: 19, duty: EU_DUTY },
  GI: { vat: 0, duty: 12 },
  GR: { vat: 24, duty: EU_DUTY },
  HK: { vat: 0, duty: 0 },
  HU: { vat: 27, duty: EU_DUTY },
  ID: { vat: 11, duty: 25 },
  IE: { vat: 23, duty: EU_DUTY },
  IT: { vat: 22, duty: EU_DUTY },
  JP: { vat: 10, duty: 9 },
  LV: { vat: 21, duty: EU_DUTY },
  LI: { vat: 8.1, duty: 0 },
  LT: { vat: 21, duty: EU_DUTY },
  LU: { vat: 17, duty: EU_DUTY },
  MY: { vat: 10, duty: 0 },
  MT: { vat: 18, duty: EU_DUTY },
  MX: { vat: 16, duty: 0 },
  NL: { vat: 21, duty: EU_DUTY },
  NZ: { vat: 15, duty: 0 },
  NO: { vat: 25, duty: 10.7 },
  PL: { vat: 23, duty: EU_DUTY },
  PT: { vat: 23, duty: EU_DUTY },
  RO: { vat: 21, duty: EU_DUTY },
  SG: { vat: 9, duty: 0 },
  SK: { vat: 23, duty: EU_DUTY },
  SI: { vat: 22, duty: EU_DUTY },
  ES: { vat: 21, duty: EU_DUTY },
  SE: { vat: 25, duty: EU_DUTY },
  CH: { vat: 8.1, duty: 0 },
  TH: { vat: 7, duty: 30 },
  AE: { vat: 5, duty: 5 },
};

export type TaxDestination = { country: string; state?: string | null };

/** The destination's rate in percent: 0 for a state or a country not in the table. */
export const taxRateFor = ({ country, state }: TaxDestination) => {
  if (country === 'US') return US_STATE_SALES_TAX[regionCode('US', state ?? '') ?? ''] ?? 0;
  const rates = (IMPORT_TAX as Readonly<Record<string, { vat: number; duty: number }>>)[country];
  return rates ? rates.vat + rates.duty : 0;
};

/**
 * The tax on `subtotalCents` (whole cents) to `destination`, in whole cents rounded down. In
 * integers (the rate in thousandths of a percent), so no float error creeps into the cents.
 */
export const taxCents = (subtotalCents: number, destination: TaxDestination) => {
  const milliPercent = Math.round(taxRateFor(destination) * 1000);
  return Math.floor((subtotalCents * milliPercent) / 100_000);
};
