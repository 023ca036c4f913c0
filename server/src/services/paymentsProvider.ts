import type { ShippingAddress } from '@shared/shipping';
import type { UserRow } from '../db/rows';

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

/**
 * What an order's checkout asks of the payments provider (docs/contracts/shopping.md): the lines
 * and the tax as the server priced them, charged once as `totalCents`.
 */
export type OrderCheckoutInput = {
  orderId: string;
  /** `LW-` and 8 digits, shown to the shopper. */
  orderNumber: string;
  user: UserRow;
  /** One line per item ("Brand Name, size M") at its catalogue price in cents. */
  lines: { name: string; amountCents: number }[];
  taxCents: number;
  /** What a code and the shopping credit pay; `totalCents` is what is left to charge. */
  creditCents: number;
  totalCents: number;
  shippingAddress: ShippingAddress;
  /**
   * Absolute, inside the app, with `orderId` and `session_id={CHECKOUT_SESSION_ID}` in its query
   * (the provider puts its session's id there).
   */
  returnUrl: string;
  expiresAt: Date;
};

/**
 * What a gift card's checkout asks of the payments provider (docs/contracts/gifts.md): the plan's
 * price and the extra shopping credit as the server priced them. The buyer may have no account.
 */
export type GiftCardCheckoutInput = {
  requestId: string;
  /** The signed-in buyer, or null for a visitor. */
  buyer: UserRow | null;
  /** The buyer's e-mail as they gave it (the receipt goes there when they have no account). */
  senderEmail: string;
  /** '{Plan} styling session gift card'. */
  planLine: string;
  planAmountCents: number;
  additionalAmountCents: number;
  /** Absolute, inside the app, with `requestId` in its query. */
  returnUrl: string;
  expiresAt: Date;
};

/**
 * A membership the provider bills (Stripe's subscription), as the provider sees it now.
 * `ended`: cancelled for good or never paid; it cannot be reactivated.
 */
export type ProviderSubscription = {
  /**
   * `past_due`: a renewal's payment failed and the provider is retrying it; the membership keeps
   * its access until the provider gives up (then `ended`).
   */
  status: 'trialing' | 'active' | 'past_due' | 'ended';
  /** The end of the current period: the next renewal, or the last moment of access. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The billed card's last four digits, when the provider says. */
  cardLast4: string | null;
  /** When money was last taken (a trial's $0 invoice is not billing). */
  lastBilledAt: Date | null;
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
  /**
   * Ends an open checkout session so it can no longer be paid (a newer checkout replaces it).
   * Answers `paid` when it was paid before it could be ended.
   */
  expireCheckout: (providerSessionId: string) => Promise<'expired' | 'paid'>;
  /**
   * A gift card's checkout (Stripe: Embedded Checkout with `metadata.kind 'gift_card'`; local: a
   * checkout session of kind `gift_card`). Looked up with `lookupCheckout`.
   */
  createGiftCardCheckout: (input: GiftCardCheckoutInput) => Promise<ProviderCheckout>;
  /**
   * The cart's checkout: an embedded checkout session for the order's total (Stripe: Embedded
   * Checkout; local: a checkout session of kind `items`). Looked up with `lookupCheckout`.
   */
  createItemCheckout: (input: OrderCheckoutInput) => Promise<ProviderCheckout>;
  /**
   * Express checkout from the item page: a payment the wallet confirms (Stripe: a PaymentIntent,
   * whose client secret is answered; local: a checkout session of kind `express`).
   */
  createExpressCheckout: (input: OrderCheckoutInput) => Promise<ProviderCheckout>;
  /** Asks the provider whether an express checkout's payment succeeded. */
  lookupExpressCheckout: (providerSessionId: string) => Promise<ProviderCheckoutState['state']>;
  /** The provider's billing portal for this user, or null when it has none for them. */
  billingPortalUrl: (user: UserRow, returnUrl: string) => Promise<string | null>;
  /** Asks the provider about a membership it bills (Stripe only; the local stand-in bills none). */
  readSubscription: (subscriptionId: string) => Promise<ProviderSubscription>;
  /**
   * Cancels a membership at the end of its period (`true`), or undoes that (`false`), and answers
   * it afterwards. Setting what is already set changes nothing.
   */
  setCancelAtPeriodEnd: (
    subscriptionId: string,
    cancelAtPeriodEnd: boolean,
  ) => Promise<ProviderSubscription>;
  /**
   * Charges a tip to the user's card on file, at once; `paid: false` when it cannot be charged,
   * with `noCard` when there is no card on file to charge.
   */
  chargeTip: (input: TipChargeInput) => Promise<TipCharge>;
  /**
   * A tip's own checkout, for a shopper with no card on file (Stripe: Embedded Checkout that saves
   * the card for the next tip, `metadata.kind 'tip'`, recorded by the webhook; local: a checkout
   * session of kind `tip`, recorded when the local form pays it).
   */
  createTipCheckout: (input: TipCheckoutInput) => Promise<ProviderCheckout>;
};

export type TipChargeInput = {
  user: UserRow;
  amountCents: number;
  description: string;
  /** The same key charges once, however often the request is retried. */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type TipCharge = { paid: true; paymentId: string } | { paid: false; noCard: boolean };

/** What a tip's own checkout needs: the tip, who it is for, and where the shopper comes back. */
export type TipCheckoutInput = TipChargeInput & {
  /** '{first name}'s tip' and the like, on the payment form. */
  lineName: string;
  stylistId: string;
  channelSid: string;
  /** Absolute, inside the app. */
  returnUrl: string;
  expiresAt: Date;
};
