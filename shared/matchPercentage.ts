/**
 * A stylist's match percentage is shown only when given and at least 90 (spec 000 §9): on
 * /match, in search, on the profile, among "other stylists" and in the feed alike.
 */
export const MIN_SHOWN_MATCH_PERCENTAGE = 90;

export const showMatchPercentage = (percentage: number | null | undefined): percentage is number =>
  typeof percentage === 'number' &&
  Number.isFinite(percentage) &&
  percentage >= MIN_SHOWN_MATCH_PERCENTAGE;

/** '92% match', or null when the rule hides it. */
export const matchPercentageLabel = (percentage: number | null | undefined) =>
  showMatchPercentage(percentage) ? `${percentage}% match` : null;
