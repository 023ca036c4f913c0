import { and, eq, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { stylingSessions } from '../../db/schema';
import { stripeSubscriptionState } from '../stripePaymentsProvider';
import { storedStatus } from './memberships';

/** The Stripe events that change a membership billed by Stripe. */
export const MEMBERSHIP_EVENT_TYPES = [
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

export type MembershipEvent = Extract<
  Stripe.Event,
  { type: (typeof MEMBERSHIP_EVENT_TYPES)[number] }
>;

export const isMembershipEvent = (event: Stripe.Event): event is MembershipEvent =>
  (MEMBERSHIP_EVENT_TYPES as readonly string[]).includes(event.type);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * The subscription an invoice bills (API 2025-03-31 and later: under `parent`; before, the
 * invoice's own `subscription`, read in case the endpoint is pinned to an older version), or null.
 */
const invoiceSubscription = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription) ??
  idOf((invoice as { subscription?: string | { id: string } | null }).subscription) ??
  invoice.lines.data
    .map((line) => idOf(line.parent?.subscription_item_details?.subscription))
    .find(Boolean) ??
  null;

/** The end of the period an invoice paid for: the latest end among its lines. */
const invoicePeriodEnd = (invoice: Stripe.Invoice) => {
  const ends = invoice.lines.data.map((line) => line.period.end);
  return ends.length ? fromUnix(Math.max(...ends)) : null;
};

/** The stored period end or this one, whichever is later (events may come out of order). */
const laterPeriodEnd = (periodEnd: Date) =>
  sql<Date>`greatest(coalesce(${stylingSessions.periodEnd}, ${periodEnd.toISOString()}::timestamptz), ${periodEnd.toISOString()}::timestamptz)`;

const bySubscription = (subscriptionId: string) =>
  eq(stylingSessions.stripeSubscriptionId, subscriptionId);

/**
 * Applies one verified Stripe event to the membership it is about, inside the caller's
 * transaction (which also records the event, so a repeat changes nothing). Stripe may deliver
 * events out of order, so each change is one that a later state cannot be undone by: a period
 * end only moves forward, and an ended membership never comes back. Reading the memberships
 * asks Stripe again and stores what it says, so any drift heals on the next read.
 *
 * - `invoice.paid` (a renewal, `billing_reason` `subscription_cycle`, or the first or a changed
 *   subscription's invoice): the new period's end from the invoice's lines; running again.
 * - `invoice.payment_failed`: past due (Stripe retries; access stays until it gives up).
 * - `customer.subscription.updated`: `cancel_at_period_end`, the period's end and the status
 *   mirrored.
 * - `customer.subscription.deleted`: ended, on the day Stripe ended it.
 *
 * Answers the subscription's id and whether a membership of this server was changed.
 */
export const applyMembershipEvent = async (tx: Db, event: MembershipEvent) => {
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscription(invoice);
      if (!subscriptionId) return { subscriptionId, changed: false };
      const periodEnd = invoicePeriodEnd(invoice);
      const changed = await tx
        .update(stylingSessions)
        .set({
          status: 'active',
          ...(periodEnd ? { periodEnd: laterPeriodEnd(periodEnd) } : {}),
        })
        .where(and(bySubscription(subscriptionId), ne(stylingSessions.status, 'ended')))
        .returning({ id: stylingSessions.id });
      return { subscriptionId, changed: changed.length > 0 };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscription(event.data.object);
      if (!subscriptionId) return { subscriptionId, changed: false };
      const changed = await tx
        .update(stylingSessions)
        .set({ status: 'past_due' })
        .where(and(bySubscription(subscriptionId), ne(stylingSessions.status, 'ended')))
        .returning({ id: stylingSessions.id });
      return { subscriptionId, changed: changed.length > 0 };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const state = stripeSubscriptionState({
        ...subscription,
        // The event's snapshot is not expanded: the card and invoice are read elsewhere.
        default_payment_method: null,
        latest_invoice: null,
      });
      const ended = event.type === 'customer.subscription.deleted' || state.status === 'ended';
      const [session] = await tx
        .select({ status: stylingSessions.status })
        .from(stylingSessions)
        .where(bySubscription(subscription.id))
        .limit(1);
      if (!session || session.status === 'ended') {
        return { subscriptionId: subscription.id, changed: false };
      }
      await tx
        .update(stylingSessions)
        .set({
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          status: ended ? 'ended' : storedStatus(session.status, state.status),
          ...(state.currentPeriodEnd
            ? { periodEnd: ended ? state.currentPeriodEnd : laterPeriodEnd(state.currentPeriodEnd) }
            : {}),
        })
        .where(and(bySubscription(subscription.id), ne(stylingSessions.status, 'ended')));
      return { subscriptionId: subscription.id, changed: true };
    }
  }
};
