import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { stylingSessionRequests } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { readBody } from '../../http/validate';
import { fulfilPaidRequest, type BookingDeps } from '../../services/booking/stylingRequests';
import { deliverGiftCard, giftCardPaidBy, type GiftCardDeps } from '../../services/gifts/giftCards';
import { orderPaidBy, payOrder } from '../../services/orders/orders';
import { recordTip, tipFromCheckout } from '../../services/tips/tips';
import {
  findCheckoutBySecret,
  returnUrlFor,
  settleCheckout,
  type CheckoutSession,
} from '../../services/payments';

const secretSchema = z.object({ secret: z.string().min(1) });
const confirmSchema = z.object({
  secret: z.string().min(1),
  number: z.string(),
  expiry: z.string(),
  cvc: z.string(),
  idempotencyKey: z.string().min(8).max(200),
});

/** The styling-session request a local checkout session pays for, if any. */
const requestPaidBy = async (db: Db, session: CheckoutSession) =>
  (
    await db
      .select({ id: stylingSessionRequests.id })
      .from(stylingSessionRequests)
      .where(
        and(
          eq(stylingSessionRequests.provider, 'local'),
          eq(stylingSessionRequests.providerSessionId, session.id),
        ),
      )
      .limit(1)
  )[0] ?? null;

/**
 * The local payment form's endpoints (the stand-in for the card provider). The client secret
 * identifies the session, as a provider's does. Settling a styling-session checkout is the
 * provider's confirmation: it fulfils the booking; settling an item or express checkout pays its
 * order; settling a gift card's delivers it; settling a tip's own checkout records the tip (each
 * once, however often it is confirmed).
 */
export const paymentsRoutes = ({ db, log }: AppDeps, booking: BookingDeps, gifts: GiftCardDeps) =>
  new Hono<AppEnv>()
    .post('/payments/local/session', async (c) => {
      const { secret } = await readBody(c, secretSchema);
      const session = await findCheckoutBySecret(db, secret);
      return c.json({
        description: session.description,
        amount: session.amountCents / 100,
        currency: session.currency,
        status: session.status,
        mode: session.mode,
        trialEnd: session.trialEnd?.toISOString() ?? null,
      });
    })
    .post('/payments/local/confirm', async (c) => {
      const { secret, idempotencyKey, ...card } = await readBody(c, confirmSchema);
      const { session } = await settleCheckout(db, secret, card, idempotencyKey);
      if (session.kind === 'styling_session' && session.status === 'paid') {
        const request = await requestPaidBy(db, session);
        if (request) await fulfilPaidRequest(booking, request.id);
      }
      if ((session.kind === 'items' || session.kind === 'express') && session.status === 'paid') {
        const order = await orderPaidBy(db, 'local', session.id);
        if (order) await payOrder({ db, log }, order.id);
      }
      if (session.kind === 'gift_card' && session.status === 'paid') {
        const giftCard = await giftCardPaidBy(db, 'local', session.id);
        if (giftCard) await deliverGiftCard(gifts, giftCard.id);
      }
      if (session.kind === 'tip' && session.status === 'paid') {
        const tip = tipFromCheckout({ ...session, provider: 'local' });
        if (tip) await recordTip(db, tip);
      }
      return c.json({ status: session.status, returnUrl: returnUrlFor(session) });
    });
