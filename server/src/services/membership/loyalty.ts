import { and, count, eq, gt } from 'drizzle-orm';
import { LOYALTY_WINDOW_DAYS, loyaltyTierFor } from '@shared/loyalty';
import type { Db } from '../../db/client';
import { stylingSessions } from '../../db/schema';
import type { Loyalty } from '../../presenters/userPresenter';
import { paidSession } from './paidSessions';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The user's loyalty (shared/loyalty.ts): their bookings in the last 12 months — each styling
 * session they booked and paid for (./paidSessions.ts: a membership once, from its booking, once
 * billed past its free trial) — and the tier those
 * reach. Asked afresh on every read: a booking leaves the count 12 months after it was made.
 */
export const loyaltyOf = async (db: Db, userId: string, now = new Date()): Promise<Loyalty> => {
  const [row] = await db
    .select({ bookings: count() })
    .from(stylingSessions)
    .where(
      and(
        eq(stylingSessions.userId, userId),
        paidSession,
        gt(stylingSessions.createdAt, new Date(now.getTime() - LOYALTY_WINDOW_DAYS * DAY_MS)),
      ),
    );
  const bookingsCount = Number(row?.bookings ?? 0);
  return { level: loyaltyTierFor(bookingsCount)?.level ?? null, bookingsCount };
};
