/** Every seeded date is relative to this fixed instant, never to the current time. */
export const seedReferenceDate = new Date('2026-11-01T00:00:00.000Z');

const DAY = 24 * 60 * 60 * 1000;

/** The instant `days` days before the reference date, to the whole second. */
export const daysBefore = (days: number): Date =>
  new Date(Math.round((seedReferenceDate.getTime() - days * DAY) / 1000) * 1000);
