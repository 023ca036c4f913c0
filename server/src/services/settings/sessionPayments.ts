import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PLANS, isPlanId } from '@shared/plans';
import type { Db } from '../../db/client';
import { charges, checkoutSessions, stylingSessionRequests, stylists, tips } from '../../db/schema';
import { settleLocalMemberships } from '../membership/localMembershipBilling';

/** One line of `GET proxy/user/{uid}/sessionsPayments` (docs/contracts/settings.md). */
export type SessionPayment = {
  uuid: string;
  kind: 'session' | 'membership' | 'tip';
  description: string;
  /** Dollars charged. */
  amount: number;
  currency: 'usd';
  created: string;
  stylist_name: string | null;
};

export const MAX_SESSION_PAYMENTS = 100;

const planTitle = (plan: string) => (isPlanId(plan) ? PLANS[plan].title : plan);

/**
 * What the shopper paid for styling, newest first: paid session bookings (what the card paid,
 * after any gift code; a membership's start is its free trial's $0 card check), tips, and the
 * local stand-in's monthly membership charges (Stripe bills those itself, on its own page). The
 * bookings and tips come from their own records, so they read the same with Stripe or locally.
 */
export const sessionPayments = async (db: Db, userId: string): Promise<SessionPayment[]> => {
  // Renewals that fell due are charged first, so the history is up to date.
  await settleLocalMemberships(db, { userId });
  const [bookings, tipRows, renewals] = await Promise.all([
    db
      .select({
        request: stylingSessionRequests,
        firstName: stylists.firstName,
        lastName: stylists.lastName,
      })
      .from(stylingSessionRequests)
      .innerJoin(stylists, eq(stylists.id, stylingSessionRequests.stylistId))
      .where(
        and(
          eq(stylingSessionRequests.userId, userId),
          inArray(stylingSessionRequests.status, ['paid', 'complete']),
        ),
      )
      .orderBy(desc(stylingSessionRequests.paidAt))
      .limit(MAX_SESSION_PAYMENTS),
    db
      .select({ tip: tips, firstName: stylists.firstName, lastName: stylists.lastName })
      .from(tips)
      .innerJoin(stylists, eq(stylists.id, tips.stylistId))
      .where(eq(tips.userId, userId))
      .orderBy(desc(tips.createdAt))
      .limit(MAX_SESSION_PAYMENTS),
    db
      .select({
        session: checkoutSessions,
        amountCents: charges.amountCents,
        at: charges.createdAt,
      })
      .from(charges)
      .innerJoin(checkoutSessions, eq(checkoutSessions.id, charges.checkoutSessionId))
      .where(
        and(
          eq(checkoutSessions.userId, userId),
          eq(checkoutSessions.kind, 'styling_session'),
          eq(charges.kind, 'payment'),
          isNotNull(sql`${checkoutSessions.metadata} ->> 'membershipId'`),
        ),
      )
      .orderBy(desc(charges.createdAt))
      .limit(MAX_SESSION_PAYMENTS),
  ]);

  const lines: SessionPayment[] = [
    ...bookings.map(({ request, firstName, lastName }): SessionPayment => {
      const stylist = `${firstName} ${lastName}`.trim();
      const isMembership = request.type === 'subscription';
      const giftCard = request.discountCents > 0 ? ' (gift card applied)' : '';
      return {
        uuid: request.id,
        kind: isMembership ? 'membership' : 'session',
        description: isMembership
          ? `${planTitle(request.plan)} monthly membership with ${stylist} (free trial: nothing charged)${giftCard}`
          : `${planTitle(request.plan)} session with ${stylist}${giftCard}`,
        amount: isMembership ? 0 : Math.max(request.totalCents - request.discountCents, 0) / 100,
        currency: 'usd',
        created: (request.paidAt ?? request.createdAt).toISOString(),
        stylist_name: stylist,
      };
    }),
    ...tipRows.map(({ tip, firstName, lastName }): SessionPayment => {
      const stylist = `${firstName} ${lastName}`.trim();
      return {
        uuid: tip.id,
        kind: 'tip',
        description: `Tip for ${stylist}`,
        amount: tip.amountCents / 100,
        currency: 'usd',
        created: tip.createdAt.toISOString(),
        stylist_name: stylist,
      };
    }),
    ...renewals.map(({ session, amountCents, at }): SessionPayment => ({
      uuid: session.id,
      kind: 'membership',
      description: session.description,
      amount: amountCents / 100,
      currency: 'usd',
      created: at.toISOString(),
      stylist_name: null,
    })),
  ];
  return lines
    .sort((a, b) => b.created.localeCompare(a.created) || b.uuid.localeCompare(a.uuid))
    .slice(0, MAX_SESSION_PAYMENTS);
};
