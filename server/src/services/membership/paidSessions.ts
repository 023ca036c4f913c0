import { and, gt, isNotNull, isNull, or, eq } from 'drizzle-orm';
import { stylingSessions } from '../../db/schema';

/**
 * A styling session that was paid for, the only kind that counts as a booking for loyalty tiers
 * and that earns a review (issue 27: eight free trials cancelled at once reached platinum):
 *
 * - a one-time session (its price was paid, by card or by a gift code someone bought);
 * - a monthly membership once it was billed past its free trial: its period has moved on from the
 *   trial's end (the local renewal and Stripe's `current_period_end` both move it only when a
 *   month is charged). A trial cancelled at once ends where its trial ends, never billed.
 *
 * A condition on `styling_sessions`, for a query's `where`.
 */
export const paidSession = or(
  eq(stylingSessions.type, 'one-time'),
  isNull(stylingSessions.trialEnd),
  and(
    isNotNull(stylingSessions.periodEnd),
    gt(stylingSessions.periodEnd, stylingSessions.trialEnd),
  ),
);
