/** A date as messages and pages write it, in UTC: "November 1, 2026". */
export const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
