import { describe, expect, it } from 'vitest';
import { LOYALTY_TIERS, isLoyaltyLevel, loyaltyTierFor, nextLoyaltyTier } from './loyalty';

describe('loyaltyTierFor', () => {
  it.each([
    [0, null],
    [1, 'bronze'],
    [3, 'bronze'],
    [4, 'gold'],
    [7, 'gold'],
    [8, 'platinum'],
    [40, 'platinum'],
    [-2, null],
    [Number.NaN, null],
    [3.9, 'bronze'],
  ])('%s bookings in 12 months → %s', (bookings, level) => {
    expect(loyaltyTierFor(bookings)?.level ?? null).toBe(level);
  });
});

describe('nextLoyaltyTier', () => {
  it.each([
    [0, 'bronze', 1],
    [1, 'gold', 3],
    [3, 'gold', 1],
    [4, 'platinum', 4],
    [7, 'platinum', 1],
  ])('%s bookings → %s in %s more', (bookings, level, remaining) => {
    expect(nextLoyaltyTier(bookings)).toEqual({
      tier: expect.objectContaining({ level }),
      remaining,
    });
  });

  it('has nothing above platinum', () => {
    expect(nextLoyaltyTier(8)).toBeNull();
    expect(nextLoyaltyTier(12)).toBeNull();
  });
});

it('lists the three tiers in order, each with the perks of spec 001 §9', () => {
  expect(LOYALTY_TIERS.map((tier) => [tier.level, tier.minBookings, tier.perks.length])).toEqual([
    ['bronze', 1, 3],
    ['gold', 4, 3],
    ['platinum', 8, 2],
  ]);
  expect(isLoyaltyLevel('gold')).toBe(true);
  expect(isLoyaltyLevel('silver')).toBe(false);
});
