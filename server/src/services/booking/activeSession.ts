import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stylingSessions } from '../../db/schema';

type SessionStatus = (typeof stylingSessions.$inferSelect)['status'];

/**
 * The statuses of a session still running. A membership past due (a renewal's payment failed and
 * Stripe is retrying it) keeps running until Stripe gives up and cancels it
 * (`customer.subscription.deleted` ends it): the shopper keeps the chat and the stylist, cannot
 * book that stylist again, and cannot deactivate the account while it may still renew. Only the
 * Membership tab shows it as past due, with the way to update the card.
 */
export const LIVE_SESSION_STATUSES = ['active', 'past_due'] as const satisfies SessionStatus[];

export const isLiveSession = (status: SessionStatus) =>
  (LIVE_SESSION_STATUSES as readonly SessionStatus[]).includes(status);

/** The user's running styling session (with this stylist, when given), or null. */
export const activeSession = async (db: Db, userId: string, stylistId?: string) =>
  (
    await db
      .select({ id: stylingSessions.id })
      .from(stylingSessions)
      .where(
        and(
          eq(stylingSessions.userId, userId),
          inArray(stylingSessions.status, [...LIVE_SESSION_STATUSES]),
          stylistId ? eq(stylingSessions.stylistId, stylistId) : undefined,
        ),
      )
      .limit(1)
  )[0] ?? null;
