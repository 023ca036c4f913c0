/**
 * Loyalty rewards (spec 001 §3 "Loyalty statuses", §4 "Loyalty", §9 "Loyalty"): a tier by the
 * shopper's bookings in the last 12 months. One rule for the reference server (the user's `level`
 * and `bookings_count`) and the SPA (the Loyalty rewards tab's progress).
 *
 * The spec names the tiers and their perks, not the thresholds; ours (docs/contracts/settings.md):
 * bronze from 1 booking, gold from 4, platinum from 8. A booking is a styling session booked and
 * paid for (one-time, or a monthly membership once), counted for 12 months from when it was booked.
 */
export const LOYALTY_LEVELS = ['bronze', 'gold', 'platinum'] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number];

/** Bookings count towards a tier for this long after they were made. */
export const LOYALTY_WINDOW_DAYS = 365;

export type LoyaltyTier = {
  level: LoyaltyLevel;
  title: string;
  /** Bookings in the last 12 months from which the tier is reached. */
  minBookings: number;
  /** Spec 001 §9, in the order the spec lists them. */
  perks: readonly string[];
};

export const LOYALTY_TIERS: readonly LoyaltyTier[] = [
  {
    level: 'bronze',
    title: 'Bronze',
    minBookings: 1,
    perks: ['A complimentary Mini for yourself', 'A complimentary Mini to gift', 'A donation'],
  },
  {
    level: 'gold',
    title: 'Gold',
    minBookings: 4,
    perks: ['A complimentary Major', '2 Minis to gift', 'A styling kit'],
  },
  {
    level: 'platinum',
    title: 'Platinum',
    minBookings: 8,
    perks: ['A Mini with a celebrity stylist', 'A photoshoot'],
  },
];

const countOf = (bookings: number) =>
  Number.isFinite(bookings) ? Math.max(0, Math.floor(bookings)) : 0;

/** The tier reached with this many bookings in the last 12 months; null below bronze. */
export const loyaltyTierFor = (bookings: number): LoyaltyTier | null =>
  [...LOYALTY_TIERS].reverse().find((tier) => countOf(bookings) >= tier.minBookings) ?? null;

/** The next tier up and how many more bookings reach it; null at the top tier. */
export const nextLoyaltyTier = (bookings: number) => {
  const next = LOYALTY_TIERS.find((tier) => countOf(bookings) < tier.minBookings);
  return next ? { tier: next, remaining: next.minBookings - countOf(bookings) } : null;
};

export const isLoyaltyLevel = (value: unknown): value is LoyaltyLevel =>
  typeof value === 'string' && (LOYALTY_LEVELS as readonly string[]).includes(value);
