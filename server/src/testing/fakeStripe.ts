import Stripe from 'stripe';
import type { AppOverrides } from '../app';
import type { ServerConfig } from '../env';
import type { TestApp } from './testApp';
import type {
  StripeCheckoutSession,
  StripeClient,
  StripePaymentIntent,
  StripeSubscription,
} from '../services/stripeClient';

/**
 * A Stripe client that never reaches the network: it records what the server asks and keeps
 * checkout sessions and payment intents in memory. `pay` plays the shopper finishing Embedded
 * Checkout; `payIntent` the wallet confirming an express checkout's PaymentIntent.
 */
export const fakeStripe = () => {
  let counter = 0;
  const sessions = new Map<string, StripeCheckoutSession>();
  const modes = new Map<string, string | undefined>();
  const intents = new Map<string, StripePaymentIntent>();
  const subscriptions = new Map<string, StripeSubscription>();
  const calls = {
    customers: [] as { params: Stripe.CustomerCreateParams; options?: Stripe.RequestOptions }[],
    checkoutCreate: [] as {
      params: Stripe.Checkout.SessionCreateParams;
      options?: Stripe.RequestOptions;
    }[],
    retrieve: [] as string[],
    expire: [] as string[],
    retrieveIntent: [] as string[],
    portal: [] as Stripe.BillingPortal.SessionCreateParams[],
    subscriptionUpdates: [] as { id: string; params: Stripe.SubscriptionUpdateParams }[],
    paymentIntents: [] as {
      params: Stripe.PaymentIntentCreateParams;
      options?: Stripe.RequestOptions;
    }[],
  };
  /** Customers with a saved card, and whether it declines off-session charges. */
  const cards = new Map<string, { id: string; declines: boolean }>();
  const client: StripeClient = {
    customers: {
      create: (params, options) => {
        calls.customers.push({ params, options });
        counter += 1;
        return Promise.resolve({ id: `cus_test_${counter}` });
      },
    },
    checkout: {
      sessions: {
        create: (params, options) => {
          calls.checkoutCreate.push({ params, options });
          counter += 1;
          const id = `cs_test_${counter}`;
          const session: StripeCheckoutSession = {
            id,
            client_secret: `${id}_secret_abc`,
            status: 'open',
            payment_status: 'unpaid',
            customer: typeof params.customer === 'string' ? params.customer : null,
            subscription: null,
            metadata: (params.metadata as Record<string, string> | undefined) ?? null,
          };
          sessions.set(id, session);
          modes.set(id, params.mode);
          return Promise.resolve(session);
        },
        retrieve: (id) => {
          calls.retrieve.push(id);
          const session = sessions.get(id);
          if (!session) return Promise.reject(new Error(`No such checkout.session: ${id}`));
          return Promise.resolve({ ...session });
        },
        expire: (id) => {
          calls.expire.push(id);
          const session = sessions.get(id);
          if (!session) return Promise.reject(new Error(`No such checkout.session: ${id}`));
          if (session.status !== 'open') {
            return Promise.reject(new Error(`Only open sessions can be expired: ${id}`));
          }
          const expired = { ...session, status: 'expired' };
          sessions.set(id, expired);
          return Promise.resolve({ ...expired });
        },
      },
    },
    paymentMethods: {
      list: (params) => {
        const card = params.customer ? cards.get(params.customer) : undefined;
        return Promise.resolve({ data: card ? [{ id: card.id }] : [] });
      },
    },
    paymentIntents: {
      create: (params, options) => {
        calls.paymentIntents.push({ params, options });
        const card = [...cards.values()].find((saved) => saved.id === params.payment_method);
        if (card?.declines) {
          return Promise.reject(
            Object.assign(new Error('Your card was declined.'), { type: 'StripeCardError' }),
          );
        }
        counter += 1;
        const id = `pi_test_${counter}`;
        // A tip is confirmed at once; any other intent waits for the shopper's wallet.
        const intent: StripePaymentIntent = {
          id,
          status: params.confirm ? 'succeeded' : 'requires_payment_method',
          client_secret: `${id}_secret_abc`,
          metadata: (params.metadata as Record<string, string> | undefined) ?? null,
        };
        intents.set(id, intent);
        return Promise.resolve({ ...intent });
      },
      retrieve: (id) => {
        calls.retrieveIntent.push(id);
        const intent = intents.get(id);
        if (!intent) return Promise.reject(new Error(`No such payment_intent: ${id}`));
        return Promise.resolve({ ...intent });
      },
    },
    subscriptions: {
      retrieve: (id) => {
        const subscription = subscriptions.get(id);
        if (!subscription) return Promise.reject(new Error(`No such subscription: ${id}`));
        return Promise.resolve(structuredClone(subscription));
      },
      update: (id, params) => {
        calls.subscriptionUpdates.push({ id, params });
        const subscription = subscriptions.get(id);
        if (!subscription) return Promise.reject(new Error(`No such subscription: ${id}`));
        if (subscription.status === 'canceled') {
          return Promise.reject(new Error('A canceled subscription can only update its metadata'));
        }
        const updated = {
          ...subscription,
          cancel_at_period_end: params.cancel_at_period_end ?? subscription.cancel_at_period_end,
        };
        subscriptions.set(id, updated);
        return Promise.resolve(structuredClone(updated));
      },
    },
    billingPortal: {
      sessions: {
        create: (params) => {
          calls.portal.push(params);
          return Promise.resolve({
            url: `https://billing.stripe.com/p/session/test_${params.customer}`,
          });
        },
      },
    },
  };
  /** The shopper finishes checkout: a payment is paid; a subscription starts its trial. */
  const pay = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such checkout.session: ${id}`);
    const subscription = modes.get(id) === 'subscription';
    const paid: StripeCheckoutSession = {
      ...session,
      status: 'complete',
      payment_status: subscription ? 'no_payment_required' : 'paid',
      subscription: subscription ? `sub_test_${id}` : null,
    };
    sessions.set(id, paid);
    if (paid.subscription && typeof paid.subscription === 'string') {
      const trialEnd = Math.floor(Date.now() / 1000) + 3 * 24 * 60 * 60;
      subscriptions.set(paid.subscription, {
        id: paid.subscription,
        status: 'trialing',
        cancel_at_period_end: false,
        items: { data: [{ current_period_end: trialEnd }] },
        ended_at: null,
        default_payment_method: { card: { last4: '4242' } },
        latest_invoice: { amount_paid: 0, status_transitions: { paid_at: null } },
      });
    }
    return paid;
  };
  /** The wallet confirms an express checkout's PaymentIntent and it succeeds. */
  const payIntent = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`No such payment_intent: ${id}`);
    const paid = { ...intent, status: 'succeeded' };
    intents.set(id, paid);
    return paid;
  };
  /** The customer saves a card (one that declines off-session charges, if `declines`). */
  const saveCard = (customer: string, declines = false) => {
    counter += 1;
    cards.set(customer, { id: `pm_test_${counter}`, declines });
  };
  /** Stripe ends a subscription (the period ran out after a cancel, or payment failed for good). */
  const endSubscription = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`No such subscription: ${id}`);
    subscriptions.set(id, {
      ...subscription,
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    });
  };
  return {
    client,
    calls,
    sessions,
    intents,
    subscriptions,
    pay,
    payIntent,
    saveCard,
    endSubscription,
  };
};

/** The server settings and app overrides that send a test app's payments to a fake Stripe. */
export const fakeStripeApp = (
  stripe: ReturnType<typeof fakeStripe>,
  webhookSecret = 'whsec_test_fake',
): [Partial<ServerConfig>, AppOverrides] => [
  { stripe: { secretKey: 'sk_test_fake', webhookSecret } },
  { stripeClient: stripe.client },
];

const eventCounters = new Map<string, number>();

/** A Stripe event as Stripe posts it: `evt_{prefix}_{n}`, numbered per prefix. */
export const stripeEvent = (prefix: string, type: string, object: Record<string, unknown>) => {
  const n = (eventCounters.get(prefix) ?? 0) + 1;
  eventCounters.set(prefix, n);
  return JSON.stringify({ id: `evt_${prefix}_${n}`, object: 'event', type, data: { object } });
};

/** Posts a payload to the Stripe webhook, signed with the secret (unsigned with `null`). */
export const postStripeWebhook = (app: TestApp['app'], payload: string, secret: string | null) =>
  app.request('/gateway/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret
        ? { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
        : {}),
    },
    body: payload,
  });
