import type { UserRow } from '../http/appEnv';

/** What a checkout for a styling session asks of the payments provider. */
export type StylingCheckoutInput = {
  requestId: string;
  user: UserRow;
  /** The line the shopper sees ("Major styling session with Ana Ruiz"). */
  description: string;
  /** What the plan costs per session or per month, in cents (from the plan catalogue). */
  amountCents: number;
  /** `subscription`: a monthly membership with a free trial of `trialDays`. */
  mode: 'payment' | 'subscription';
  trialDays: number;
  trialEnd: Date | null;
  /** Absolute, inside the app, with `requestId` in its query. */
  returnUrl: string;
  expiresAt: Date;
};

export type ProviderCheckout = { providerSessionId: string; clientSecret: string };

/** The provider's own answer on a checkout session: paid, still open, or expired unpaid. */
export type ProviderCheckoutState = {
  state: 'open' | 'paid' | 'expired';
  /** The provider's subscription, for a membership (Stripe only). */
  subscriptionId: string | null;
};

/**
 * The server's one payments interface. Two implementations, chosen by configuration: the local
 * stand-in (no STRIPE_SECRET_KEY) and Stripe (./stripePaymentsProvider.ts).
 */
export type PaymentsProvider = {
  readonly name: 'local' | 'stripe';
  createStylingCheckout: (input: StylingCheckoutInput) => Promise<ProviderCheckout>;
  /** Asks the provider itself whether a checkout session was paid (never the return page). */
  lookupCheckout: (providerSessionId: string) => Promise<ProviderCheckoutState>;
  /** The provider's billing portal for this user, or null when it has none for them. */
  billingPortalUrl: (user: UserRow, returnUrl: string) => Promise<string | null>;
  /** Charges a tip to the user's card on file, at once; `paid: false` when it cannot be charged. */
  chargeTip: (input: TipChargeInput) => Promise<TipCharge>;
};

export type TipChargeInput = {
  user: UserRow;
  amountCents: number;
  description: string;
  /** The same key charges once, however often the request is retried. */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type TipCharge = { paid: true; paymentId: string } | { paid: false };
