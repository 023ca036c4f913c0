import { and, eq } from 'drizzle-orm';
import type { SignedInCache } from '../../auth/signedInCache';
import type { Db } from '../../db/client';
import { giftCodes, stylingSessionRequests, stylingSessions, stylists } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { ChatBus } from '../chatBus';
import { maskedCode, releaseCode } from '../gifts/giftCodes';
import type { PaymentsProvider } from '../paymentsProvider';
import { fulfilStylingRequest, type FulfilDeps } from './fulfilStylingRequest';
import { paymentNotChecked } from '../paymentErrors';

export type StylingRequest = typeof stylingSessionRequests.$inferSelect;

export type BookingDeps = FulfilDeps & {
  bus: ChatBus;
  payments: PaymentsProvider;
  signedIn: SignedInCache;
};

/** The signed-in user's request: 404 unknown, 403 someone else's. */
export const ownRequest = async (db: Db, requestId: string, userId: string) => {
  const [request] = await db
    .select()
    .from(stylingSessionRequests)
    .where(eq(stylingSessionRequests.id, requestId))
    .limit(1);
  if (!request) throw notFound('That styling-session request');
  if (request.userId !== userId) throw forbidden();
  return request;
};

const reload = async (db: Db, requestId: string) =>
  (
    await db.select().from(stylingSessionRequests).where(eq(stylingSessionRequests.id, requestId))
  )[0];

/** Expires a request whose payment ran out, if it is still open; its gift code is free again. */
export const expireOpenRequest = (db: Db, requestId: string) =>
  db.transaction(async (tx) => {
    const [expired] = await tx
      .update(stylingSessionRequests)
      .set({ status: 'expired' })
      .where(
        and(eq(stylingSessionRequests.id, requestId), eq(stylingSessionRequests.status, 'open')),
      )
      .returning({ id: stylingSessionRequests.id });
    if (expired) await releaseCode(tx, { stylingRequestId: requestId });
  });

/**
 * A paid request fulfilled (idempotent): marked paid and fulfilled once, in one transaction
 * (./fulfilStylingRequest.ts); a request already expired is not (null).
 */
export const fulfilPaidRequest = (
  deps: Omit<BookingDeps, 'payments'>,
  requestId: string,
  subscriptionId: string | null = null,
  now = new Date(),
) => fulfilStylingRequest(deps, requestId, { subscriptionId, now });

/**
 * Brings a request up to date with its provider: while it is not complete, asks the provider
 * (Stripe: `checkout.sessions.retrieve`; local: the stand-in's own session) and fulfils it once
 * paid, or marks it expired. The return page alone never fulfils: only the provider's answer.
 */
export const syncWithProvider = async (deps: BookingDeps, request: StylingRequest) => {
  if (request.status === 'complete') return request;
  let subscriptionId: string | null = null;
  if (request.status !== 'paid') {
    if (!request.providerSessionId) return request;
    const provider = await deps.payments.lookupCheckout(request.providerSessionId).catch(() => {
      throw paymentNotChecked();
    });
    if (provider.state === 'expired' && request.status === 'open') {
      await expireOpenRequest(deps.db, request.id);
    }
    if (provider.state !== 'paid') return (await reload(deps.db, request.id)) ?? request;
    subscriptionId = provider.subscriptionId;
  }
  await fulfilPaidRequest(deps, request.id, subscriptionId);
  return (await reload(deps.db, request.id)) ?? request;
};

/** The request as `GET /styling-session` answers it (docs/contracts/booking.md). */
export const presentRequest = async (db: Db, request: StylingRequest, now = new Date()) => {
  const [stylist] = await db
    .select({ firstName: stylists.firstName, lastName: stylists.lastName })
    .from(stylists)
    .where(eq(stylists.id, request.stylistId));
  const [session] = await db
    .select({ id: stylingSessions.id, trialEnd: stylingSessions.trialEnd })
    .from(stylingSessions)
    .where(eq(stylingSessions.id, request.id));
  const [code] = request.giftCodeId
    ? await db
        .select({ kind: giftCodes.kind })
        .from(giftCodes)
        .where(eq(giftCodes.id, request.giftCodeId))
    : [];
  const lapsed = request.status === 'open' && request.expiresAt <= now;
  return {
    uuid: request.id,
    completed: request.completedAt !== null,
    status: lapsed ? ('expired' as const) : request.status,
    plan: request.plan,
    type: request.type,
    stylistUuid: request.stylistId,
    stylistName: stylist ? `${stylist.firstName} ${stylist.lastName}` : null,
    total: (request.totalCents - request.discountCents) / 100,
    discount: request.discountCents / 100,
    /** A code is never kept in clear: its kind's pattern stands for it. */
    coupon: code ? maskedCode(code.kind) : null,
    isTrial: request.type === 'subscription',
    trialEnd: (session?.trialEnd ?? request.trialEnd)?.toISOString() ?? null,
    sessionId: session?.id ?? null,
  };
};
