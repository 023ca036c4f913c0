const KEY = 'sessionTrackedOn';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Whether this user's session was already tracked today (spec: at most once a day). */
export const wasTrackedToday = (userId: string, now = new Date()) => {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      userId?: string;
      day?: string;
    } | null;
    return stored?.userId === userId && stored.day === today(now);
  } catch {
    return false;
  }
};

export const markTrackedToday = (userId: string, now = new Date()) => {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, day: today(now) }));
  } catch {
    // Storage blocked: at worst the server records the day once more (it ignores repeats).
  }
};
