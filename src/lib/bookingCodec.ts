/**
 * Query values such as `booking` and `params` carry a JSON object encoded as base64 (of its UTF-8
 * bytes) and then URL-encoded. An unreadable value decodes to an empty object.
 */

/** The booking query: every key optional, only string values are kept. */
export type BookingQuery = {
  stylistId?: string;
  plan?: string;
  goal?: string;
  bookingSource?: string;
};

const BOOKING_KEYS = ['stylistId', 'plan', 'goal', 'bookingSource'] as const;

/** Rounds of percent-decoding tried, for values that were URL-encoded more than once. */
const MAX_URI_DECODES = 3;

const bytesToBinary = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * JSON, then base64 of the UTF-8 bytes, then `encodeURIComponent`. Throws like `JSON.stringify`
 * for values it cannot serialise (circular structures, BigInt).
 */
export const encodeQueryParam = (value: object): string => {
  const json = JSON.stringify(value) ?? '{}';
  const base64 = btoa(bytesToBinary(new TextEncoder().encode(json)));
  return encodeURIComponent(base64);
};

/**
 * Reverses `encodeQueryParam`. Accepts the value still URL-encoded (even more than once) or
 * already decoded by `URLSearchParams`, which turns '+' into ' ' (spaces are mapped back to '+').
 * URL-safe base64 ('-', '_') is accepted too. Never throws: anything unreadable, or JSON that is
 * not a plain object, gives `{}`.
 */
export const decodeQueryParam = (raw: string | null | undefined): Record<string, unknown> => {
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    let value = raw.trim();
    for (let round = 0; round < MAX_URI_DECODES && value.includes('%'); round += 1) {
      value = decodeURIComponent(value);
    }
    const base64 = value.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const parsed: unknown = JSON.parse(json);
    return isPlainObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
};

/** Decodes a `booking` query value, keeping only the known keys that hold strings. */
export const decodeBookingQuery = (raw: string | null | undefined): BookingQuery => {
  const decoded = decodeQueryParam(raw);
  const query: BookingQuery = {};
  for (const key of BOOKING_KEYS) {
    const value = decoded[key];
    if (typeof value === 'string') query[key] = value;
  }
  return query;
};
