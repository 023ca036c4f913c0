import Stripe from 'stripe';

type Expandable = string | { id: string } | null;

/** The few fields of a Stripe Checkout Session the server reads. */
export type StripeCheckoutSession = {
  id: string;
  client_secret: string | null;
  status: string | null;
  payment_status: string;
  customer: Expandable;
  subscription: Expandable;
  metadata: Record<string, string> | null;
};

/** The few fields of a Stripe PaymentIntent the server reads. */
export type StripePaymentIntent = {
  id: string;
  status: string;
  client_secret: string | null;
  metadata?: Record<string, string> | null;
};

/** The few fields of a Stripe Subscription the server reads (a membership billed by Stripe). */
export type StripeSubscription = {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  /** Since API 2025-03-31 the period lives on each item. */
  items: { data: { current_period_end: number }[] };
  ended_at: number | null;
  /** Expanded when asked for: the card the subscription is billed to. */
  default_payment_method: string | { card?: { last4: string | null } | null } | null;
  /** Expanded when asked for: the last invoice and whether money was taken. */
  latest_invoice:
    string | { amount_paid: number; status_transitions: { paid_at: number | null } } | null;
};

/**
 * The part of the Stripe client the server uses. The real client (`new Stripe(key)`) is one;
 * tests pass a fake with the same methods, so no test reaches the network.
 */
export type StripeClient = {
  customers: {
    create: (
      params: Stripe.CustomerCreateParams,
      options?: Stripe.RequestOptions,
    ) => Promise<{ id: string }>;
  };
  checkout: {
    sessions: {
      create: (
        params: Stripe.Checkout.SessionCreateParams,
        options?: Stripe.RequestOptions,
      ) => Promise<StripeCheckoutSession>;
      retrieve: (id: string) => Promise<StripeCheckoutSession>;
      /** Ends an open session (Stripe refuses a completed one). */
      expire: (id: string) => Promise<StripeCheckoutSession>;
    };
  };
  paymentMethods: {
    list: (params: Stripe.PaymentMethodListParams) => Promise<{ data: { id: string }[] }>;
  };
  paymentIntents: {
    create: (
      params: Stripe.PaymentIntentCreateParams,
      options?: Stripe.RequestOptions,
    ) => Promise<StripePaymentIntent>;
    retrieve: (id: string) => Promise<StripePaymentIntent>;
  };
  subscriptions: {
    retrieve: (
      id: string,
      params?: Stripe.SubscriptionRetrieveParams,
    ) => Promise<StripeSubscription>;
    update: (
      id: string,
      params: Stripe.SubscriptionUpdateParams,
      options?: Stripe.RequestOptions,
    ) => Promise<StripeSubscription>;
  };
  billingPortal: {
    sessions: {
      create: (params: Stripe.BillingPortal.SessionCreateParams) => Promise<{ url: string }>;
    };
  };
};

/** The real client, pinned to the API version of the installed package. */
export const createStripeClient = (secretKey: string): StripeClient =>
  new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });

/** The id of an expandable field (Stripe answers an id, or the object when expanded). */
export const idOf = (value: Expandable) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Verifies a webhook's `Stripe-Signature` against the raw body and the endpoint's secret, and
 * parses the event. Throws when it does not verify.
 */
export const verifyStripeWebhook = (payload: Buffer, signature: string, secret: string) =>
  Stripe.webhooks.constructEvent(payload, signature, secret);
