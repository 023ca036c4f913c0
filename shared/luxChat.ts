/**
 * Lux's promises (spec 000 §1 "Plans"): "chat open for the booked month", a 30-minute intro call
 * and an optional 30-minute virtual fitting call. One rule for the server, which closes the chat,
 * and the chat page, which says until when it is open.
 */

/**
 * When a Lux chat closes: the same day and time of the next calendar month after booking, or that
 * month's last day when it is shorter (booked 31 January → closes 28 or 29 February), as
 * PostgreSQL's `+ interval '1 month'` reads a month. UTC, so every server and browser agree.
 */
export const luxChatClosesAt = (bookedAt: Date): Date => {
  const year = bookedAt.getUTCFullYear();
  const month = bookedAt.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const closes = new Date(bookedAt.getTime());
  closes.setUTCDate(1);
  closes.setUTCFullYear(year, month, Math.min(bookedAt.getUTCDate(), lastDay));
  return closes;
};

export const isLuxChatOpen = (bookedAt: Date, now: Date = new Date()) =>
  now.getTime() < luxChatClosesAt(bookedAt).getTime();

export type LuxCall = {
  kind: 'intro' | 'fitting';
  title: string;
  minutes: number;
  optional: boolean;
};

/** The calls a Lux session includes, booked on the scheduling page. */
export const LUX_CALLS: readonly LuxCall[] = [
  { kind: 'intro', title: 'Intro call', minutes: 30, optional: false },
  { kind: 'fitting', title: 'Virtual fitting call', minutes: 30, optional: true },
];
