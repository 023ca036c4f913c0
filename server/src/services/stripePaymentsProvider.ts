import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { SignedInCache } from '../auth/signedInCache';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from '../db/rows';
import type {
  GiftCardCheckoutInput,
  OrderCheckoutInput,
  PaymentsProvider,
  ProviderSubscription,
  StylingCheckoutInput,
  TipCheckoutInput,
} from './paymentsProvider';
import { idOf, type StripeClient, type StripeSubscription } from './stripeClient';
import { formatDollars, idempotencyKeyReused } from './paymentErrors';

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

/**
 * A one-time payment keeps its card on the customer for later tips: `setup_future_usage:
 * 'off_session'` makes Checkout attach the card to the customer and show the shopper Stripe's
 * notice that it is saved and may be charged later (the consent Stripe asks for). A membership's
 * card is saved by its subscription already.
 */
const SAVE_CARD_FOR_TIPS = { setup_future_usage: 'off_session' } as const;

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
      : { payment_intent_data: { metadata, ...SAVE_CARD_FOR_TIPS } }),
  };
};

/** Where an order ships, as Stripe keeps it on the payment. */
const stripeShipping = ({ shippingAddress: address }: OrderCheckoutInput) => ({
  name: address.name,
  phone: address.phone,
  address: {
    line1: address.line1,
    line2: address.line2 || undefined,
    city: address.city,
    state: address.state || undefined,
    postal_code: address.postalCode,
    country: address.country,
  },
});

const usdLine = (name: string, amountCents: number) => ({
  quantity: 1,
  price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name } },
});

/**
 * The order's lines: one per item at its catalogue price and 'Duties & taxes' when there is tax;
 * when a code or credit pays part, one line for what is left (Stripe takes no negative line).
 */
const orderLines = (input: OrderCheckoutInput) => {
  if (input.creditCents > 0) {
    const count = input.lines.length;
    const name = `Order ${input.orderNumber}: ${count} ${count === 1 ? 'item' : 'items'} and duties & taxes, less ${formatDollars(input.creditCents)} of credit`;
    return [usdLine(name, input.totalCents)];
  }
  return [
    ...input.lines.map((line) => usdLine(line.name, line.amountCents)),
    ...(input.taxCents > 0 ? [usdLine('Duties & taxes', input.taxCents)] : []),
  ];
};

/**
 * The cart's Embedded Checkout session: a line per item at its catalogue price, a 'Duties &
 * taxes' line when there is tax (one line for the rest when credit pays part), the order in the
 * metadata (`kind: 'items'`, read by the webhook); the card is saved for later tips.
 */
export const itemCheckoutParams = (
  input: OrderCheckoutInput,
  customer: string,
): Stripe.Checkout.SessionCreateParams => {
  const metadata = { orderId: input.orderId, kind: 'items' };
  return {
    ui_mode: 'embedded_page',
    mode: 'payment',
    customer,
    client_reference_id: input.orderId,
    line_items: orderLines(input),
    return_url: input.returnUrl,
    metadata,
    payment_intent_data: {
      metadata,
      description: `Order ${input.orderNumber}`,
      shipping: stripeShipping(input),
      ...SAVE_CARD_FOR_TIPS,
    },
  };
};

/**
 * A gift card's Embedded Checkout session: '{Plan} styling session gift card' and, when above 0,
 * 'Shopping credit'; the request in the metadata (`kind: 'gift_card'`, read by the webhook). A
 * visitor has no Stripe customer: the receipt goes to the e-mail they gave.
 */
export const giftCardCheckoutParams = (
  input: GiftCardCheckoutInput,
  customer: string | null,
): Stripe.Checkout.SessionCreateParams => {
  const metadata = { requestId: input.requestId, kind: 'gift_card' };
  return {
    ui_mode: 'embedded_page',
    mode: 'payment',
    ...(customer ? { customer } : { customer_email: input.senderEmail }),
    client_reference_id: input.requestId,
    line_items: [
      usdLine(input.planLine, input.planAmountCents),
      ...(input.additionalAmountCents > 0
        ? [usdLine('Shopping credit', input.additionalAmountCents)]
        : []),
    ],
    return_url: input.returnUrl,
    metadata,
    payment_intent_data: { metadata, description: input.planLine },
  };
};

/**
 * A tip's own Embedded Checkout session, for a shopper with no saved card: the tip's one line,
 * the tip in the metadata (`kind: 'tip'`, read by the webhook, which records it), and the card
 * saved for the next tip.
 */
export const tipCheckoutParams = (
  input: TipCheckoutInput,
  customer: string,
): Stripe.Checkout.SessionCreateParams => {
  const metadata = {
    kind: 'tip',
    userId: input.user.id,
    stylistId: input.stylistId,
    channelSid: input.channelSid,
  };
  return {
    ui_mode: 'embedded_page',
    mode: 'payment',
    customer,
    line_items: [usdLine(input.lineName, input.amountCents)],
    return_url: input.returnUrl,
    metadata,
    payment_intent_data: { metadata, description: input.description, ...SAVE_CARD_FOR_TIPS },
  };
};

/** Express checkout's PaymentIntent: the order's total in cents, confirmed by the wallet. */
export const expressPaymentParams = (
  input: OrderCheckoutInput,
  customer: string,
): Stripe.PaymentIntentCreateParams => ({
  amount: input.totalCents,
  currency: 'usd',
  customer,
  automatic_payment_methods: { enabled: true },
  description: `Order ${input.orderNumber}`,
  metadata: { orderId: input.orderId, kind: 'express' },
  shipping: stripeShipping(input),
});

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
  expireCheckout: async (providerSessionId) => {
    try {
      await stripe.checkout.sessions.expire(providerSessionId);
      return 'expired';
    } catch (error) {
      // Stripe refuses to end a session that is no longer open: ask what became of it.
      const session = await stripe.checkout.sessions.retrieve(providerSessionId);
      const state = stripeCheckoutState(session);
      if (state === 'open') throw error;
      return state;
    }
  },
  createGiftCardCheckout: async (input) => {
    const customer = input.buyer ? await customerFor(deps, stripe, input.buyer) : null;
    const session = await stripe.checkout.sessions.create(giftCardCheckoutParams(input, customer), {
      idempotencyKey: `gift-card-checkout-${input.requestId}`,
    });
    if (!session.client_secret) throw new Error('Stripe answered no client secret');
    return { providerSessionId: session.id, clientSecret: session.client_secret };
  },
  createItemCheckout: async (input) => {
    const customer = await customerFor(deps, stripe, input.user);
    const session = await stripe.checkout.sessions.create(itemCheckoutParams(input, customer), {
      idempotencyKey: `item-checkout-${input.orderId}`,
    });
    if (!session.client_secret) throw new Error('Stripe answered no client secret');
    return { providerSessionId: session.id, clientSecret: session.client_secret };
  },
  createExpressCheckout: async (input) => {
    const customer = await customerFor(deps, stripe, input.user);
    const intent = await stripe.paymentIntents.create(expressPaymentParams(input, customer), {
      idempotencyKey: `express-checkout-${input.orderId}`,
    });
    if (!intent.client_secret) throw new Error('Stripe answered no client secret');
    return { providerSessionId: intent.id, clientSecret: intent.client_secret };
  },
  lookupExpressCheckout: async (providerSessionId) =>
    stripePaymentIntentState(await stripe.paymentIntents.retrieve(providerSessionId)),
  billingPortalUrl: async (user, returnUrl) => {
    if (!user.stripeCustomerId) return null;
    const portal = await stripe.billingPortal.sessions.create({
      customer: user.stripeCustomerId,
      return_url: returnUrl,
    });
    return portal.url;
  },
  readSubscription: async (subscriptionId) =>
    stripeSubscriptionState(
      await stripe.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND }),
    ),
  setCancelAtPeriodEnd: async (subscriptionId, cancelAtPeriodEnd) => {
    const current = await stripe.subscriptions.retrieve(subscriptionId, {
      expand: SUBSCRIPTION_EXPAND,
    });
    // Stripe refuses to change an ended subscription; as it is is the answer.
    if (stripeSubscriptionState(current).status === 'ended') {
      return stripeSubscriptionState(current);
    }
    if (current.cancel_at_period_end === cancelAtPeriodEnd) return stripeSubscriptionState(current);
    return stripeSubscriptionState(
      await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancelAtPeriodEnd,
        expand: SUBSCRIPTION_EXPAND,
      }),
    );
  },
  chargeTip: async (input) => {
    if (!input.user.stripeCustomerId) return { paid: false, noCard: true };
    const customer = input.user.stripeCustomerId;
    const [card] = (await stripe.paymentMethods.list({ customer, type: 'card', limit: 1 })).data;
    if (!card) return { paid: false, noCard: true };
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
      return intent.status === 'succeeded'
        ? { paid: true, paymentId: intent.id }
        : { paid: false, noCard: false };
    } catch (error) {
      if ((error as { type?: string }).type === 'StripeCardError') {
        return { paid: false, noCard: false };
      }
      // Stripe refuses a key used before with other parameters: another amount on the same tap.
      if ((error as { type?: string }).type === 'StripeIdempotencyError') {
        throw idempotencyKeyReused();
      }
      throw error;
    }
  },
  createTipCheckout: async (input) => {
    const customer = await customerFor(deps, stripe, input.user);
    const session = await stripe.checkout.sessions.create(tipCheckoutParams(input, customer), {
      idempotencyKey: `tip-checkout-${input.idempotencyKey}`,
    });
    if (!session.client_secret) throw new Error('Stripe answered no client secret');
    return { providerSessionId: session.id, clientSecret: session.client_secret };
  },
});

const SUBSCRIPTION_EXPAND = ['default_payment_method', 'latest_invoice'];

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/**
 * A Stripe subscription as a membership: trialing, active, past due (a renewal failed and Stripe
 * retries it: access stays until Stripe gives up and cancels it; `unpaid` is read the same way),
 * else ended; its period's end from its items (API 2025-03-31 and later); the card and the last
 * invoice that took money, when expanded.
 */
export const stripeSubscriptionState = (subscription: StripeSubscription): ProviderSubscription => {
  const status =
    subscription.status === 'trialing'
      ? ('trialing' as const)
      : subscription.status === 'active'
        ? ('active' as const)
        : subscription.status === 'past_due' || subscription.status === 'unpaid'
          ? ('past_due' as const)
          : ('ended' as const);
  const ends = subscription.items.data.map((item) => item.current_period_end);
  const method = subscription.default_payment_method;
  const invoice = subscription.latest_invoice;
  return {
    status,
    currentPeriodEnd:
      status === 'ended'
        ? (fromUnix(subscription.ended_at) ?? fromUnix(ends.length ? Math.max(...ends) : null))
        : fromUnix(ends.length ? Math.max(...ends) : null),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cardLast4: typeof method === 'object' && method?.card?.last4 ? method.card.last4 : null,
    lastBilledAt:
      typeof invoice === 'object' && invoice && invoice.amount_paid > 0
        ? fromUnix(invoice.status_transitions.paid_at)
        : null,
  };
};

/** Paid: complete and paid, or complete with nothing due today (a trial). */
export const stripeCheckoutState = (session: { status: string | null; payment_status: string }) =>
  session.status === 'complete' &&
  (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
    ? ('paid' as const)
    : session.status === 'expired'
      ? ('expired' as const)
      : ('open' as const);

/** Paid once the PaymentIntent succeeded; a cancelled one is expired; anything else is open. */
export const stripePaymentIntentState = (intent: { status: string }) =>
  intent.status === 'succeeded'
    ? ('paid' as const)
    : intent.status === 'canceled'
      ? ('expired' as const)
      : ('open' as const);
