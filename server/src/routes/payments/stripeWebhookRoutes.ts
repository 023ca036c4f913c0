import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { processedWebhookEvents, stylingSessionRequests } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { HttpError } from '../../http/errors';
import {
  expireOpenRequest,
  fulfilPaidRequest,
  type BookingDeps,
} from '../../services/booking/stylingRequests';
import {
  deliverGiftCard,
  expireGiftCard,
  giftCardPaidBy,
  type GiftCardDeps,
} from '../../services/gifts/giftCards';
import {
  applyMembershipEvent,
  isMembershipEvent,
} from '../../services/membership/stripeMembershipEvents';
import { expireOpenOrder, orderPaidBy, payOrder } from '../../services/orders/orders';
import { recordTip, tipFromCheckout } from '../../services/tips/tips';
import { idOf, verifyStripeWebhook } from '../../services/stripeClient';
import { stripeCheckoutState } from '../../services/stripePaymentsProvider';

/** The request a Stripe Checkout Session pays for (its metadata must agree, when it names one). */
const requestFor = async (db: Db, session: Stripe.Checkout.Session) => {
  const [request] = await db
    .select()
    .from(stylingSessionRequests)
    .where(
      and(
        eq(stylingSessionRequests.provider, 'stripe'),
        eq(stylingSessionRequests.providerSessionId, session.id),
      ),
    )
    .limit(1);
  const named = session.metadata?.requestId;
  return request && (!named || named === request.id) ? request : null;
};

/**
 * The order a Stripe Checkout Session (kind `items`) or PaymentIntent (kind `express`) pays for;
 * its metadata must name the same order.
 */
const orderFor = async (
  db: Db,
  payment: { id: string; metadata?: Record<string, string> | null },
  kind: 'items' | 'express',
) => {
  if (payment.metadata?.kind !== kind) return null;
  const order = await orderPaidBy(db, 'stripe', payment.id);
  return order && payment.metadata.orderId === order.id ? order : null;
};

/** The gift card a Stripe Checkout Session (kind `gift_card`) pays for; its metadata must agree. */
const giftCardFor = async (db: Db, session: Stripe.Checkout.Session) => {
  if (session.metadata?.kind !== 'gift_card') return null;
  const request = await giftCardPaidBy(db, 'stripe', session.id);
  return request && session.metadata.requestId === request.id ? request : null;
};

/** Whether this event was handled before (its id is recorded once handled). */
const alreadyProcessed = async (db: Db, eventId: string) =>
  (
    await db
      .select({ id: processedWebhookEvents.id })
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, eventId))
      .limit(1)
  ).length > 0;

const recordEvent = (db: Db, event: Stripe.Event) =>
  db
    .insert(processedWebhookEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });

/**
 * `POST stripe/webhook` (gateway, Stripe only). The raw body's `Stripe-Signature` is verified
 * with STRIPE_WEBHOOK_SECRET (400 when it does not verify). A completed, paid checkout session
 * fulfils its booking or pays its order (kind `items`), a succeeded PaymentIntent of kind
 * `express` pays its order, a paid one of kind `gift_card` delivers its gift card — each once: a
 * replayed event changes nothing. An expired checkout session (or a cancelled express
 * PaymentIntent) expires what it was for. A paid checkout of kind `tip` (a tip's own checkout)
 * records the tip.
 *
 * Memberships (services/membership/stripeMembershipEvents.ts): `invoice.paid`,
 * `invoice.payment_failed`, `customer.subscription.updated` and `customer.subscription.deleted`
 * change the membership and record the event's id (`processed_webhook_events`) in one
 * transaction, so a repeated event answers 200 and changes nothing, and a failed one is retried by
 * Stripe whole. Every other event's id is recorded once handled, and a repeat skips it.
 */
export const stripeWebhookRoutes = (
  { db, config, log }: AppDeps,
  booking: BookingDeps,
  gifts: GiftCardDeps,
) =>
  new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
    if (booking.payments.name !== 'stripe') {
      throw new HttpError(404, 'Stripe is not configured here.', 'stripe_not_configured');
    }
    const secret = config.stripe.webhookSecret;
    if (!secret) {
      log({ event: 'stripe.webhook_secret_missing' });
      throw new HttpError(503, 'The Stripe webhook is not configured.', 'webhook_not_configured');
    }
    const signature = c.req.header('stripe-signature');
    const payload = Buffer.from(await c.req.arrayBuffer());
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no signature');
      event = verifyStripeWebhook(payload, signature, secret);
    } catch {
      throw new HttpError(400, 'The webhook signature did not verify.', 'invalid_signature');
    }

    if (isMembershipEvent(event)) {
      const outcome = await db.transaction(async (tx) => {
        const [fresh] = await recordEvent(tx, event);
        if (!fresh) return null;
        return applyMembershipEvent(tx, event);
      });
      log({
        event: 'stripe.membership_event',
        stripeEvent: event.id,
        type: event.type,
        ...(outcome
          ? { subscriptionId: outcome.subscriptionId, changed: outcome.changed }
          : { repeated: true }),
      });
      return c.json({ received: true });
    }
    if (await alreadyProcessed(db, event.id)) return c.json({ received: true });

    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const session = event.data.object;
      const paid = stripeCheckoutState(session) === 'paid';
      const request = await requestFor(db, session);
      if (request && paid) {
        await fulfilPaidRequest(booking, request.id, idOf(session.subscription));
        log({ event: 'stripe.fulfilled', requestId: request.id, stripeEvent: event.id });
      }
      const order = await orderFor(db, session, 'items');
      if (order && paid) await payOrder({ db, log }, order.id);
      const giftCard = await giftCardFor(db, session);
      if (giftCard && paid) await deliverGiftCard(gifts, giftCard.id);
      if (session.metadata?.kind === 'tip' && paid) {
        const tip = tipFromCheckout({
          id: session.id,
          provider: 'stripe',
          userId: session.metadata.userId ?? null,
          amountCents: session.amount_total ?? 0,
          metadata: session.metadata,
        });
        if (tip && tip.amountCents > 0) await recordTip(db, tip);
      }
    } else if (event.type === 'payment_intent.succeeded') {
      const order = await orderFor(db, event.data.object, 'express');
      if (order) await payOrder({ db, log }, order.id);
    } else if (event.type === 'payment_intent.canceled') {
      const order = await orderFor(db, event.data.object, 'express');
      if (order) await expireOpenOrder(db, order.id);
    } else if (event.type === 'checkout.session.expired') {
      const order = await orderFor(db, event.data.object, 'items');
      if (order) await expireOpenOrder(db, order.id);
      const request = await requestFor(db, event.data.object);
      if (request) await expireOpenRequest(db, request.id);
      const giftCard = await giftCardFor(db, event.data.object);
      if (giftCard) await expireGiftCard(db, giftCard.id);
    }
    await recordEvent(db, event);
    return c.json({ received: true });
  });
