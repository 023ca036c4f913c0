import { addressProblems, type ShippingAddress } from '@shared/shipping';
import type { TaxAddress } from '@/api/checkoutApi';
import { toCents } from '@/lib/money';

/** Spec 001 §8: the express checkout's own messages, quoted exactly. */
export const EXPRESS_MESSAGES = {
  intentFailed: 'Payment failed! Please try again later.',
  providerError: (message: string) => `Payment error: ${message}`,
  moduleFailed: 'Payment module failed. Please try again later.',
  widgetCrashed: 'Unable to load checkout. Please refresh or try again later.',
} as const;

export const DUTIES_LABEL = 'Duties';

/** What the wallet sheet lists: the item, then Duties (0 until an address is known). */
export type ExpressLine = { name: string; amount: number };

/** The sheet's lines in cents (price × 100, rounded down), as wallets take them. */
export const expressLineItems = (itemName: string, price: number, tax = 0): ExpressLine[] => [
  { name: itemName, amount: toCents(price) },
  { name: DUTIES_LABEL, amount: toCents(tax) },
];

export const totalCents = (lines: ExpressLine[]) =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/**
 * The part of an address taxes depend on, once it is usable (its country, city and postal code
 * pass the address rules; a state where one is needed); null while it is not.
 */
export const taxAddressOf = (address: Partial<ShippingAddress>): TaxAddress | null => {
  const problems = addressProblems(address);
  if (problems.country || problems.city || problems.postalCode || problems.state) return null;
  return {
    city: (address.city ?? '').trim(),
    state: (address.state ?? '').trim(),
    country: (address.country ?? '').trim(),
    postalCode: (address.postalCode ?? '').trim(),
  };
};

export const sameTaxAddress = (a: TaxAddress | null, b: TaxAddress | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.city === b.city &&
    a.state === b.state &&
    a.country === b.country &&
    a.postalCode === b.postalCode);
