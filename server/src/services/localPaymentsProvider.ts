import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkoutSessions } from '../db/schema';
import { chargeCardOnFile, createCheckoutSession, findCheckoutById } from './payments';
import type { OrderCheckoutInput, PaymentsProvider } from './paymentsProvider';
import { formatDollars } from './paymentErrors';

/** The state of a local checkout session: paid, expired (or lapsed), else open. */
const localState = async (db: Db, providerSessionId: string) => {
  const session = await findCheckoutById(db, providerSessionId);
  const lapsed = Boolean(session?.expiresAt && session.expiresAt <= new Date());
  return session?.status === 'paid'
    ? ('paid' as const)
    : session?.status === 'expired' || lapsed
      ? ('expired' as const)
      : ('open' as const);
};

/** An order's checkout session (`items` from the cart, `express` from the item page). */
const orderCheckout = async (db: Db, kind: 'items' | 'express', input: OrderCheckoutInput) => {
  const count = input.lines.length;
  const credit =
    input.creditCents > 0 ? ` (after ${formatDollars(input.creditCents)} of credit)` : '';
  const { id, secret } = await createCheckoutSession(db, {
    userId: input.user.id,
    kind,
    description: `Order ${input.orderNumber}: ${count} ${count === 1 ? 'item' : 'items'}${credit}`,
    amountCents: input.totalCents,
    returnUrl: input.returnUrl,
    metadata: { orderId: input.orderId },
    expiresAt: input.expiresAt,
  });
  return { providerSessionId: id, clientSecret: secret };
};

/**
 * The local stand-in as a payments provider: a checkout session of ./payments.ts, paid on the
 * local card form (`payments/local/confirm`, which also fulfils a booking or pays an order). A
 * membership is a `trial` session: the card is checked, nothing is charged today.
 */
export const localPaymentsProvider = (db: Db): PaymentsProvider => ({
  name: 'local',
  createStylingCheckout: async (input) => {
    const { id, secret } = await createCheckoutSession(db, {
      userId: input.user.id,
      kind: 'styling_session',
      description: input.description,
      amountCents: input.amountCents,
      returnUrl: input.returnUrl,
      metadata: { requestId: input.requestId },
      mode: input.mode === 'subscription' ? 'trial' : 'payment',
      trialEnd: input.trialEnd,
      expiresAt: input.expiresAt,
    });
    return { providerSessionId: id, clientSecret: secret };
  },
  lookupCheckout: async (providerSessionId) => ({
    state: await localState(db, providerSessionId),
    subscriptionId: null,
  }),
  expireCheckout: async (providerSessionId) => {
    await db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.id, providerSessionId), eq(checkoutSessions.status, 'open')));
    return (await localState(db, providerSessionId)) === 'paid' ? 'paid' : 'expired';
  },
  createGiftCardCheckout: async (input) => {
    const { id, secret } = await createCheckoutSession(db, {
      userId: input.buyer?.id ?? null,
      kind: 'gift_card',
      description:
        input.additionalAmountCents > 0
          ? `${input.planLine} with ${formatDollars(input.additionalAmountCents)} shopping credit`
          : input.planLine,
      amountCents: input.planAmountCents + input.additionalAmountCents,
      returnUrl: input.returnUrl,
      metadata: { requestId: input.requestId },
      expiresAt: input.expiresAt,
    });
    return { providerSessionId: id, clientSecret: secret };
  },
  createItemCheckout: (input) => orderCheckout(db, 'items', input),
  createExpressCheckout: (input) => orderCheckout(db, 'express', input),
  lookupExpressCheckout: (providerSessionId) => localState(db, providerSessionId),
  billingPortalUrl: () => Promise.resolve(null),
  // The stand-in's memberships have no provider subscription: services/membership bills them.
  readSubscription: (id) =>
    Promise.reject(new Error(`The local stand-in has no subscription ${id}`)),
  setCancelAtPeriodEnd: (id) =>
    Promise.reject(new Error(`The local stand-in has no subscription ${id}`)),
  chargeTip: async (input) => {
    const paymentId = await chargeCardOnFile(db, {
      userId: input.user.id,
      kind: 'tip',
      description: input.description,
      amountCents: input.amountCents,
      idempotencyKey: input.idempotencyKey,
      metadata: input.metadata,
    });
    return paymentId ? { paid: true, paymentId } : { paid: false, noCard: true };
  },
  // Paid on the local card form, which records the tip (routes/payments/paymentsRoutes.ts) and
  // leaves the card on file for the next one, as Stripe's saved card does.
  createTipCheckout: async (input) => {
    const { id, secret } = await createCheckoutSession(db, {
      userId: input.user.id,
      kind: 'tip',
      description: input.lineName,
      amountCents: input.amountCents,
      returnUrl: input.returnUrl,
      metadata: { ...input.metadata, stylistId: input.stylistId, channelSid: input.channelSid },
      expiresAt: input.expiresAt,
    });
    return { providerSessionId: id, clientSecret: secret };
  },
});
