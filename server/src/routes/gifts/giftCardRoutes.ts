import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { PLANS } from '@shared/plans';
import { RateLimiter, waitInWords } from '../../auth/rateLimiter';
import { giftCardRequests } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { requireAppReturnUrl } from '../../http/appUrl';
import { clientAddress } from '../../http/clientAddress';
import { HttpError, tooManyRequests } from '../../http/errors';
import { readBody, readQuery } from '../../http/validate';
import {
  giftCardEmailStatus,
  markGiftCardCompleted,
  presentGiftCard,
  requireGiftCard,
  syncGiftCardWithProvider,
  type GiftCardDeps,
} from '../../services/gifts/giftCards';
import { giftCardCheckoutSchema, giftCardRequestIdSchema } from './giftCardSchemas';
import { paymentNotStarted } from '../../services/paymentErrors';
import { errorSummary } from '../../http/errorSummary';

const HOUR_MS = 60 * 60 * 1000;
/** An unpaid gift card lapses after a day, as a provider's checkout session does. */
const REQUEST_TTL_MS = 24 * HOUR_MS;
/** Gift card checkouts started per address (most buyers have no account to count by). */
const CHECKOUTS_PER_ADDRESS = { scope: 'gift_card_checkout_address', limit: 20, windowMs: HOUR_MS };

/** How often `GET /gift-card` asks the provider about one request: the read is public and polled. */
const ASK_PROVIDER_EVERY_MS = 2000;

/** Whether a read may ask the provider about a request now (once per window, per worker). */
const providerAskGate = () => {
  const askedAt = new Map<string, number>();
  return (requestId: string, now = Date.now()) => {
    const last = askedAt.get(requestId);
    if (last !== undefined && now - last < ASK_PROVIDER_EVERY_MS) return false;
    askedAt.set(requestId, now);
    if (askedAt.size > 10_000) {
      for (const [id, at] of askedAt) if (now - at >= ASK_PROVIDER_EVERY_MS) askedAt.delete(id);
    }
    return true;
  };
};

/**
 * Buying a gift card (gateway; signed in or not; docs/contracts/gifts.md): start a request with
 * its provider session, read it back by its id (asking the provider while it is open: paying
 * delivers the code) and complete it once paid.
 */
export const giftCardRoutes = ({ config, log }: AppDeps, gifts: GiftCardDeps) => {
  const { db, payments } = gifts;
  const checkoutsByAddress = new RateLimiter(db, CHECKOUTS_PER_ADDRESS, log);
  const mayAskProvider = providerAskGate();

  return new Hono<AppEnv>()
    .post('/gift-card/checkout-session', async (c) => {
      const hit = await checkoutsByAddress.take(clientAddress(c));
      if (!hit.allowed) {
        throw tooManyRequests(
          `Too many gift card checkouts. Please wait ${waitInWords(hit.retryAfterMs)} and try again.`,
          'too_many_requests',
          hit.retryAfterMs,
        );
      }
      const body = await readBody(c, giftCardCheckoutSchema);
      const returnUrl = requireAppReturnUrl(body.returnUrl, config);

      const plan = PLANS[body.plan];
      const planAmountCents = plan.price * 100;
      const additionalAmountCents = body.additionalAmount * 100;
      const now = new Date();
      const expiresAt = new Date(now.getTime() + REQUEST_TTL_MS);
      const requestId = randomUUID();
      returnUrl.searchParams.set('requestId', requestId);
      const buyer = c.get('user');

      await db.insert(giftCardRequests).values({
        id: requestId,
        plan: plan.planId,
        planAmountCents,
        additionalAmountCents,
        message: body.message,
        recipientName: body.recipient.name,
        recipientEmail: body.recipient.email,
        senderName: body.sender.name,
        senderEmail: body.sender.email,
        buyerId: buyer?.id ?? null,
        provider: payments.name,
        status: 'open',
        returnUrl: returnUrl.href,
        createdAt: now,
        expiresAt,
      });
      let checkout;
      try {
        checkout = await payments.createGiftCardCheckout({
          requestId,
          buyer,
          senderEmail: body.sender.email,
          planLine: `${plan.title} styling session gift card`,
          planAmountCents,
          additionalAmountCents,
          returnUrl: returnUrl.href,
          expiresAt,
        });
      } catch (error) {
        log({
          event: 'payments.gift_card_checkout_failed',
          provider: payments.name,
          requestId,
          ...errorSummary(error),
        });
        await db
          .update(giftCardRequests)
          .set({ status: 'expired' })
          .where(eq(giftCardRequests.id, requestId));
        throw paymentNotStarted();
      }
      await db
        .update(giftCardRequests)
        .set({ providerSessionId: checkout.providerSessionId })
        .where(eq(giftCardRequests.id, requestId));

      return c.json({
        secret: checkout.clientSecret,
        requestId,
        provider: payments.name,
        plan: plan.planId,
        planAmount: planAmountCents / 100,
        additionalAmount: additionalAmountCents / 100,
        total: (planAmountCents + additionalAmountCents) / 100,
      });
    })
    .get('/gift-card', async (c) => {
      const { requestId } = readQuery(c, giftCardRequestIdSchema);
      const request = await requireGiftCard(db, requestId);
      const read = mayAskProvider(request.id)
        ? await syncGiftCardWithProvider(gifts, request)
        : request;
      return c.json(presentGiftCard(read, await giftCardEmailStatus(db, read)));
    })
    .post('/gift-card/complete', async (c) => {
      const { requestId } = await readBody(c, giftCardRequestIdSchema);
      const request = await syncGiftCardWithProvider(gifts, await requireGiftCard(db, requestId));
      if (request.status !== 'paid') {
        throw new HttpError(409, 'This gift card has not been paid yet.', 'not_paid');
      }
      await markGiftCardCompleted(db, request.id);
      const completed = await requireGiftCard(db, request.id);
      return c.json(presentGiftCard(completed, await giftCardEmailStatus(db, completed)));
    });
};
