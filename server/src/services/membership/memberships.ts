import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { charges, checkoutSessions, stylingSessions, stylists } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { Log } from '../../http/logger';
import type { PaymentsProvider, ProviderSubscription } from '../paymentsProvider';
import { settleLocalMemberships } from './localMembershipBilling';
import { errorSummary } from '../../http/errorSummary';

export type MembershipDeps = { db: Db; payments: PaymentsProvider; log: Log };

type SessionRow = typeof stylingSessions.$inferSelect;
type StylistRow = typeof stylists.$inferSelect;

/**
 * A membership as the Membership tab shows it (docs/contracts/settings.md, "Membership").
 * `past_due`: a renewal's payment failed and Stripe is retrying it; it keeps its access (see
 * ../booking/activeSession.ts) and the tab asks the shopper to update the card.
 */
export type Membership = {
  session: SessionRow;
  stylist: StylistRow;
  status: 'active' | 'trialing' | 'past_due' | 'inactive';
  cardLast4: string | null;
  lastBilledAt: Date | null;
};

type Billing = { cardLast4: string | null; lastBilledAt: Date | null };

/**
 * What the local stand-in charged for each membership: the card of its latest charge (the trial's
 * card check included) and the date money was last taken. A membership's charges are its
 * booking's (`metadata.requestId`, the session's id) and its renewals' (`metadata.membershipId`).
 */
const localBilling = async (db: Db, userId: string, ids: string[]) => {
  const billing = new Map<string, Billing>();
  if (!ids.length) return billing;
  const membershipOf = sql<string>`coalesce(${checkoutSessions.metadata}->>'membershipId', ${checkoutSessions.metadata}->>'requestId')`;
  const rows = await db
    .select({
      membershipId: membershipOf,
      kind: charges.kind,
      cardLast4: charges.cardLast4,
      createdAt: charges.createdAt,
    })
    .from(charges)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, charges.checkoutSessionId))
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.kind, 'styling_session'),
        inArray(membershipOf, ids),
      ),
    )
    .orderBy(desc(charges.createdAt), desc(charges.id));
  for (const row of rows) {
    const seen = billing.get(row.membershipId);
    const paidAt = row.kind === 'payment' ? row.createdAt : null;
    if (!seen) billing.set(row.membershipId, { cardLast4: row.cardLast4, lastBilledAt: paidAt });
    else if (!seen.lastBilledAt && paidAt) seen.lastBilledAt = paidAt;
  }
  return billing;
};

/** The stored status for what the provider says: past due, ended, else running. */
export const storedStatus = (
  current: SessionRow['status'],
  provider: ProviderSubscription['status'],
): SessionRow['status'] =>
  provider === 'ended' || provider === 'past_due'
    ? provider
    : current === 'past_due'
      ? 'active'
      : current;

/** Keeps the stored membership in step with what Stripe answered. */
const storeProviderState = async (db: Db, session: SessionRow, state: ProviderSubscription) => {
  const [stored] = await db
    .update(stylingSessions)
    .set({
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      periodEnd: state.currentPeriodEnd ?? session.periodEnd,
      status: storedStatus(session.status, state.status),
    })
    .where(eq(stylingSessions.id, session.id))
    .returning();
  return stored ?? session;
};

const localStatus = (session: SessionRow, now: Date): Membership['status'] =>
  session.status === 'ended'
    ? 'inactive'
    : session.status === 'past_due'
      ? 'past_due'
      : session.trialEnd && session.trialEnd > now
        ? 'trialing'
        : 'active';

/** A membership the local stand-in bills, with what it charged. */
const localMembership = (
  session: SessionRow,
  stylist: StylistRow,
  billing: Billing | undefined,
  now: Date,
): Membership => ({
  session,
  stylist,
  status: localStatus(session, now),
  cardLast4: billing?.cardLast4 ?? null,
  lastBilledAt: billing?.lastBilledAt ?? null,
});

/**
 * A Stripe-billed membership as Stripe says it is now (stored as such), or as last stored when
 * Stripe cannot be reached.
 */
const withProvider = async (
  { db, payments, log }: MembershipDeps,
  session: SessionRow,
  stylist: StylistRow,
  now: Date,
  provided?: ProviderSubscription,
): Promise<Membership> => {
  const subscriptionId = session.stripeSubscriptionId;
  if (!subscriptionId) throw new Error(`Membership ${session.id} is not billed by the provider`);
  let state = provided;
  if (!state) {
    try {
      state = await payments.readSubscription(subscriptionId);
    } catch (error) {
      log({
        event: 'membership.provider_unreachable',
        sessionId: session.id,
        ...errorSummary(error),
      });
      return {
        session,
        stylist,
        status: localStatus(session, now),
        cardLast4: null,
        lastBilledAt: null,
      };
    }
  }
  const stored = await storeProviderState(db, session, state);
  return {
    session: stored,
    stylist,
    status: state.status === 'ended' ? 'inactive' : state.status,
    cardLast4: state.cardLast4,
    lastBilledAt: state.lastBilledAt,
  };
};

/**
 * The user's monthly memberships, newest first: local ones settled first (renewed or ended when
 * their period is over), Stripe's as Stripe says they are.
 */
export const listMemberships = async (deps: MembershipDeps, userId: string, now = new Date()) => {
  await settleLocalMemberships(deps.db, { userId, now });
  const rows = await deps.db
    .select({ session: stylingSessions, stylist: stylists })
    .from(stylingSessions)
    .innerJoin(stylists, eq(stylists.id, stylingSessions.stylistId))
    .where(and(eq(stylingSessions.userId, userId), eq(stylingSessions.type, 'subscription')))
    .orderBy(desc(stylingSessions.createdAt), desc(stylingSessions.id))
    .limit(100);
  const billing = await localBilling(
    deps.db,
    userId,
    rows.filter((row) => !row.session.stripeSubscriptionId).map((row) => row.session.id),
  );
  return Promise.all(
    rows.map(({ session, stylist }) =>
      session.stripeSubscriptionId
        ? withProvider(deps, session, stylist, now)
        : Promise.resolve(localMembership(session, stylist, billing.get(session.id), now)),
    ),
  );
};

const ended = () =>
  new HttpError(
    409,
    'This membership has ended, so it can no longer be reactivated. Book a new session to start again.',
    'membership_ended',
  );

/**
 * Cancels the user's membership at the end of its period (`cancel`), or reactivates it. Only the
 * membership's shopper may (anyone else: 404, as for an unknown id); a one-time session is not a
 * membership (409). Idempotent: cancelling a cancelled (or ended) membership, or reactivating a
 * running one, answers it unchanged. An ended membership cannot be reactivated (409). Stripe's
 * memberships change at Stripe (`cancel_at_period_end`); the stand-in's in the database.
 */
export const setMembershipCancelled = async (
  deps: MembershipDeps,
  {
    userId,
    sessionId,
    cancel,
    now = new Date(),
  }: {
    userId: string;
    sessionId: string;
    cancel: boolean;
    now?: Date;
  },
) => {
  const find = async () =>
    (
      await deps.db
        .select({ session: stylingSessions, stylist: stylists })
        .from(stylingSessions)
        .innerJoin(stylists, eq(stylists.id, stylingSessions.stylistId))
        .where(and(eq(stylingSessions.id, sessionId), eq(stylingSessions.userId, userId)))
        .limit(1)
    )[0];
  const found = await find();
  if (!found) throw notFound('That membership');
  if (found.session.type !== 'subscription') {
    throw new HttpError(
      409,
      'This is a one-time session, not a monthly membership.',
      'not_a_membership',
    );
  }

  if (found.session.stripeSubscriptionId) {
    if (!cancel && found.session.status === 'ended') throw ended();
    const state = await deps.payments.setCancelAtPeriodEnd(
      found.session.stripeSubscriptionId,
      cancel,
    );
    if (!cancel && state.status === 'ended') {
      await storeProviderState(deps.db, found.session, state);
      throw ended();
    }
    return withProvider(deps, found.session, found.stylist, now, state);
  }

  await settleLocalMemberships(deps.db, { userId, now });
  await deps.db
    .update(stylingSessions)
    .set({ cancelAtPeriodEnd: cancel })
    .where(and(eq(stylingSessions.id, sessionId), eq(stylingSessions.status, 'active')));
  const after = await find();
  if (!after) throw notFound('That membership');
  if (!cancel && after.session.status === 'ended') throw ended();
  const billing = (await localBilling(deps.db, userId, [sessionId])).get(sessionId);
  return localMembership(after.session, after.stylist, billing, now);
};
