import {
  LOYALTY_TIERS,
  isLoyaltyLevel,
  loyaltyTierFor,
  nextLoyaltyTier,
  type LoyaltyTier,
} from '@shared/loyalty';

export type LoyaltyStanding = {
  bookings: number;
  tier: LoyaltyTier | null;
  next: { tier: LoyaltyTier; remaining: number } | null;
};

/**
 * Where the shopper stands: the server's level when it names a tier, else the tier their
 * bookings of the last 12 months reach (the same rule, shared/loyalty.ts), and the next one.
 */
export const loyaltyStanding = (user: {
  level: string | null;
  bookingsCount: number;
}): LoyaltyStanding => {
  const bookings = Math.max(0, Math.floor(user.bookingsCount || 0));
  const tier = isLoyaltyLevel(user.level)
    ? (LOYALTY_TIERS.find((candidate) => candidate.level === user.level) ?? null)
    : loyaltyTierFor(bookings);
  const next = nextLoyaltyTier(bookings);
  // A level above what the count reaches (the server knows best): the next tier is above it.
  const above =
    next && tier && next.tier.minBookings <= tier.minBookings
      ? nextLoyaltyTier(tier.minBookings)
      : next;
  return {
    bookings,
    tier,
    next: above && { tier: above.tier, remaining: Math.max(1, above.tier.minBookings - bookings) },
  };
};

const bookingsWord = (count: number) => (count === 1 ? 'booking' : 'bookings');

/** '3 bookings in the last 12 months.' */
export const bookingsSentence = (bookings: number) =>
  `${bookings} ${bookingsWord(bookings)} in the last 12 months.`;

/** 'Book 1 more session to reach Gold.', or the top tier's line. */
export const progressSentence = ({ next }: LoyaltyStanding) =>
  next
    ? `Book ${next.remaining} more ${next.remaining === 1 ? 'session' : 'sessions'} to reach ${next.tier.title}.`
    : "You've reached our top tier. Thank you!";
