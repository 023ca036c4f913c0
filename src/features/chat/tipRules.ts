/** Preset tips in dollars (spec 000 §9). */
export const TIP_PRESETS = [10, 15, 20] as const;

/**
 * A custom tip as typed (spec 000 §5): a whole number, its absolute value; anything that is not
 * a number is 0. "12.7" → 12, "-15" → 15, "abc" → 0.
 */
export const parseCustomTip = (text: string) => {
  const parsed = Number.parseInt(text.trim(), 10);
  return Number.isNaN(parsed) ? 0 : Math.abs(parsed);
};

export const TIP_MESSAGES = {
  /** The call failed (spec 000 §8). */
  cardInvalid: 'Your credit card isn’t valid, please contact our support for further assistance.',
  /** The call answered, but not exactly `true`. */
  notTrue: 'Tip Payment failed. Please try again or contact support if the issue persists.',
} as const;
