import { and, eq, isNull, lte } from 'drizzle-orm';
import { PLANS, isPlanId } from '@shared/plans';
import type { Db } from '../../db/client';
import { stylingSessions, stylists } from '../../db/schema';
import { chargeCardOnFile } from '../payments';

/** A membership far behind (a server off for months) catches up this many periods per pass. */
const MAX_PERIODS_PER_PASS = 24;

/** The same day next month, or the month's last day when it has no such day (Jan 31 → Feb 28). */
export const nextMonth = (date: Date) => {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
};

/**
 * One local membership whose period is over: under a lock on its row, a cancelled one ends; any
 * other is renewed, each elapsed period charged once to the card on file (the idempotency key
 * is the membership and the period, so a second worker or a retry never charges twice), and
 * ends when there is no card to charge.
 */
const settleMembership = (db: Db, sessionId: string, now: Date) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select({ session: stylingSessions, stylist: stylists })
      .from(stylingSessions)
      .innerJoin(stylists, eq(stylists.id, stylingSessions.stylistId))
      .where(eq(stylingSessions.id, sessionId))
      .for('update', { of: stylingSessions });
    const session = row?.session;
    if (!row || !session?.periodEnd || session.status !== 'active') return;
    if (session.stripeSubscriptionId || session.type !== 'subscription') return;

    let periodEnd = session.periodEnd;
    let status: 'active' | 'ended' = 'active';
    const plan = isPlanId(session.plan) ? PLANS[session.plan].title : session.plan;
    const stylistName = `${row.stylist.firstName} ${row.stylist.lastName}`;
    for (let period = 0; periodEnd <= now && period < MAX_PERIODS_PER_PASS; period += 1) {
      if (session.cancelAtPeriodEnd) {
        status = 'ended';
        break;
      }
      const charged = await chargeCardOnFile(tx, {
        userId: session.userId,
        kind: 'styling_session',
        description: `${plan} monthly membership with ${stylistName}`,
        amountCents: session.totalCents,
        idempotencyKey: `membership-${session.id}-${periodEnd.toISOString()}`,
        metadata: { membershipId: session.id, periodStart: periodEnd.toISOString() },
      });
      if (!charged) {
        status = 'ended';
        break;
      }
      periodEnd = nextMonth(periodEnd);
    }
    await tx
      .update(stylingSessions)
      .set({ periodEnd, status })
      .where(eq(stylingSessions.id, session.id));
  });

/** How many due memberships one pass settles at most. */
export const SETTLE_BATCH = 100;

/**
 * The local stand-in's billing of monthly memberships (Stripe bills its own): every local
 * membership of the user (or of everyone) whose period is over is renewed and charged (the trial's
 * end is the first charge: the month's price, after which the membership counts as a paid booking
 * for loyalty and reviews), or ended when it was cancelled. Run before a membership is read or
 * changed, and by `settleDueMemberships`. One pass of at most `SETTLE_BATCH`; answers how many
 * memberships it settled.
 */
export const settleLocalMemberships = async (
  db: Db,
  { userId, now = new Date() }: { userId?: string; now?: Date } = {},
) => {
  const due = await db
    .select({ id: stylingSessions.id })
    .from(stylingSessions)
    .where(
      and(
        userId ? eq(stylingSessions.userId, userId) : undefined,
        eq(stylingSessions.type, 'subscription'),
        eq(stylingSessions.status, 'active'),
        isNull(stylingSessions.stripeSubscriptionId),
        lte(stylingSessions.periodEnd, now),
      ),
    )
    .limit(SETTLE_BATCH);
  for (const { id } of due) await settleMembership(db, id, now);
  return due.length;
};

/**
 * The billing job's one pass over everyone (no timer here: the caller schedules it): renews and
 * charges, or ends, the local memberships due at `now`. Safe to run on several workers at once
 * (each membership is settled under a row lock, each period charged under one idempotency key).
 * Answers how many it settled; `SETTLE_BATCH` means more may be due, so run it again.
 */
export const settleDueMemberships = (db: Db, now: Date = new Date()) =>
  settleLocalMemberships(db, { now });
