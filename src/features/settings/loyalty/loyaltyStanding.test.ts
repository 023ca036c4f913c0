import { describe, expect, it } from 'vitest';
import { bookingsSentence, loyaltyStanding, progressSentence } from './loyaltyStanding';

describe('loyaltyStanding', () => {
  it.each([
    [null, 0, null, 'Book 1 more session to reach Bronze.'],
    [null, 1, 'bronze', 'Book 3 more sessions to reach Gold.'],
    ['bronze', 3, 'bronze', 'Book 1 more session to reach Gold.'],
    ['gold', 4, 'gold', 'Book 4 more sessions to reach Platinum.'],
    ['gold', 7, 'gold', 'Book 1 more session to reach Platinum.'],
    ['platinum', 8, 'platinum', "You've reached our top tier. Thank you!"],
    // The count alone decides when the server names no known level.
    ['silver', 5, 'gold', 'Book 3 more sessions to reach Platinum.'],
    // A level above the count (the server knows best): progress is towards the tier above it.
    ['gold', 2, 'gold', 'Book 6 more sessions to reach Platinum.'],
  ])('level %s with %s bookings → %s: %s', (level, bookingsCount, tier, progress) => {
    const standing = loyaltyStanding({ level, bookingsCount });
    expect(standing.tier?.level ?? null).toBe(tier);
    expect(progressSentence(standing)).toBe(progress);
  });

  it('counts bookings in words', () => {
    expect(bookingsSentence(1)).toBe('1 booking in the last 12 months.');
    expect(bookingsSentence(0)).toBe('0 bookings in the last 12 months.');
  });
});
