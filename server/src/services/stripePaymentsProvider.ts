import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { SignedInCache } from '../auth/signedInCache';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from '../http/appEnv';
import type { PaymentsProvider, StylingCheckoutInput } from './paymentsProvider';
import { idOf, type StripeClient } from './stripeClient';

/** The user's Stripe customer, created (once, idempotently) and stored on first checkout. */
type StripeProviderDeps = { db: Db; signedIn: SignedInCache };

const customerFor = async (
  { db, signedIn }: StripeProviderDeps,
  stripe: StripeClient,
  user: UserRow,
) => {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      metadata: { userId: user.id },
    },
    { idempotencyKey: `customer-${user.id}` },
  );
  await db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  await signedIn.forget(user.id);
  const [stored] = await db
    .select({ id: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, user.id));
  return stored?.id ?? customer.id;
};

/** An Embedded Checkout session: a one-time payment, or a membership with a free trial. */
export const checkoutParams = (
  input: StylingCheckoutInput,
  customer: string,
): Stripe.Checkout.SessionCreateParams => {
  const metadata = { requestId: input.requestId, kind: 'styling_session' };
  const subscription = input.mode === 'subscription';
  return {
    ui_mode: 'embedded_page',
    mode: input.mode,
    customer,
    client_reference_id: input.requestId,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: input.amountCents,
          product_data: { name: input.description },
          ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    return_url: input.returnUrl,
    metadata,
    ...(subscription
      ? { subscription_data: { trial_period_days: input.trialDays, metadata } }
      : { payment_intent_data: { metadata } }),
  };
};

/** Stripe as the payments provider (STRIPE_SECRET_KEY set). */
export const stripePaymentsProvider = (
  deps: StripeProviderDeps,
  stripe: StripeClient,
): PaymentsProvider => ({
  name: 'stripe',
  createStylingCheckout: async (input) => {
    const customer = await customerFor(deps, stripe, input.user);
    const session = await stripe.checkout.sessions.create(checkoutParams(input, customer), {
      idempotencyKey: `styling-checkout-${input.requestId}`,
    });
    if (!session.client_secret) throw new Error('Stripe answered no client secret');
    return { providerSessionId: session.id, clientSecret: session.client_secret };
  },
  lookupCheckout: async (providerSessionId) => {
    const session = await stripe.checkout.sessions.retrieve(providerSessionId);
    return { state: stripeCheckoutState(session), subscriptionId: idOf(session.subscription) };
  },
  billingPortalUrl: async (user, returnUrl) => {
    if (!user.stripeCustomerId) return null;
    const portal = await stripe.billingPortal.sessions.create({
      customer: user.stripeCustomerId,
      return_url: returnUrl,
    });
    return portal.url;
  },
  chargeTip: async (input) => {
    if (!input.user.stripeCustomerId) return { paid: false };
    const customer = input.user.stripeCustomerId;
    const [card] = (await stripe.paymentMethods.list({ customer, type: 'card', limit: 1 })).data;
    if (!card) return { paid: false };
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          customer,
          payment_method: card.id,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: { ...input.metadata, kind: 'tip' },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return intent.status === 'succeeded' ? { paid: true, paymentId: intent.id } : { paid: false };
    } catch (error) {
      if ((error as { type?: string }).type === 'StripeCardError') return { paid: false };
      throw error;
    }
  },
});

/** Paid: complete and paid, or complete with nothing due today (a trial). */
export const stripeCheckoutState = (session: { status: string | null; payment_status: string }) =>
  session.status === 'complete' &&
  (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
    ? ('paid' as const)
    : session.status === 'expired'
      ? ('expired' as const)
      : ('open' as const);
