/** Prices: US English currency format, default USD, no decimals. */

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (currency: string): Intl.NumberFormat => {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(code, formatter);
  }
  return formatter;
};

const formatUsd = (value: number) => {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && whole !== 0 ? '-' : ''}$${digits}`;
};

/**
 * Formats an amount as en-US currency with 0 decimals (`$1,250`); amounts round half away from
 * zero. Non-finite amounts format as 0. An unknown currency code falls back to USD rather than
 * throwing, since this only feeds display text.
 */
export const formatMoney = (amount: number, currency = 'USD'): string => {
  const value = Number.isFinite(amount) ? amount : 0;
  // US dollars, the common case, without building an Intl formatter (slow the first time).
  if (currency.toUpperCase() === 'USD') return formatUsd(value);
  try {
    return formatterFor(currency).format(value);
  } catch {
    return formatterFor('USD').format(value);
  }
};

/**
 * Whole cents of a price, rounded down: 19.99 -> 1999. Rounding to a tenth of a cent first
 * absorbs binary float error (19.99 * 100 is 1998.9999999999998). Non-finite prices give 0.
 */
export const toCents = (price: number): number => {
  if (!Number.isFinite(price)) return 0;
  return Math.floor(Math.round(price * 1000) / 10);
};

/**
 * An amount that is charged, to the cent when it has cents ($86.60) and whole otherwise ($80):
 * what a card is charged is never shown rounded.
 */
export const formatCharge = (amount: number): string => {
  const cents = toCents(amount);
  if (cents % 100 === 0) return formatMoney(cents / 100);
  const value = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `$${value}`;
};
