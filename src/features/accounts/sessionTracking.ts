import { localDay } from '@/lib/calendar';

const KEY = 'sessionTrackedOn';

/**
 * Whether this user's session was already tracked today (spec: at most once a day), by the
 * shopper's own calendar day, not the UTC one.
 */
export const wasTrackedToday = (userId: string, now = new Date()) => {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      userId?: string;
      day?: string;
    } | null;
    return stored?.userId === userId && stored.day === localDay(now);
  } catch {
    return false;
  }
};

export const markTrackedToday = (userId: string, now = new Date()) => {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, day: localDay(now) }));
  } catch {
    // Storage blocked: at worst the server records the day once more (it ignores repeats).
  }
};
