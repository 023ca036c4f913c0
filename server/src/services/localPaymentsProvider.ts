import type { Db } from '../db/client';
import { chargeCardOnFile, createCheckoutSession, findCheckoutById } from './payments';
import type { PaymentsProvider } from './paymentsProvider';

/**
 * The local stand-in as a payments provider: a checkout session of ./payments.ts, paid on the
 * local card form (`payments/local/confirm`, which also fulfils). A membership is a `trial`
 * session: the card is checked, nothing is charged today.
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
  lookupCheckout: async (providerSessionId) => {
    const session = await findCheckoutById(db, providerSessionId);
    const lapsed = Boolean(session?.expiresAt && session.expiresAt <= new Date());
    const state =
      session?.status === 'paid'
        ? 'paid'
        : session?.status === 'expired' || lapsed
          ? 'expired'
          : 'open';
    return { state, subscriptionId: null };
  },
  billingPortalUrl: () => Promise.resolve(null),
  chargeTip: async (input) => {
    const paymentId = await chargeCardOnFile(db, {
      userId: input.user.id,
      kind: 'tip',
      description: input.description,
      amountCents: input.amountCents,
      idempotencyKey: input.idempotencyKey,
      metadata: input.metadata,
    });
    return paymentId ? { paid: true, paymentId } : { paid: false };
  },
});
