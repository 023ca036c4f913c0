import type { Random } from './random';

/** A price ending the way shop prices do: 45, 98, 125, 240, 595. */
export const shopPrice = (rng: Random, value: number): number => {
  const clamped = Math.min(1200, Math.max(25, value));
  if (clamped < 100) return Math.max(25, Math.round(clamped / 5) * 5 - (rng.chance(0.3) ? 2 : 0));
  if (clamped < 500) return Math.round(clamped / 10) * 10 - (rng.chance(0.35) ? 2 : 0);
  return Math.min(1200, Math.round(clamped / 25) * 25 - (rng.chance(0.3) ? 5 : 0));
};
