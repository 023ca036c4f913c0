import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/authMiddleware';
import { stylingSessions, stylists } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { siteBaseUrl } from '../../http/appUrl';
import { HttpError, fieldError } from '../../http/errors';
import { readBody } from '../../http/validate';
import type { PaymentsProvider } from '../../services/paymentsProvider';
import { recordTip } from '../../services/tips/tips';
import { ownChannel } from '../chat/chatMessages';

export const MAX_TIP_DOLLARS = 1000;

const tipSchema = z.object({
  amount: z
    .number({ message: 'Choose an amount to tip.' })
    .int('Tips are whole dollars.')
    .min(1, 'Choose an amount to tip.')
    .max(MAX_TIP_DOLLARS, `Tips can be up to $${MAX_TIP_DOLLARS}.`),
  channel_sid: z.string().min(1),
  stylist_uuid: z.string().min(1),
});

const KEY_REQUIRED_MESSAGE =
  'Each tip needs an Idempotency-Key header (one per tap) so it is charged once.';

/**
 * The client's key for this tap: required (a retry without one would charge again), at most 200
 * characters. Kept per shopper, so two shoppers' keys never meet.
 */
const idempotencyKeyOf = (c: Context) => {
  const key = c.req.header('idempotency-key')?.trim() ?? '';
  if (!key || key.length > 200) {
    throw fieldError('idempotency-key', KEY_REQUIRED_MESSAGE, 'idempotency_key_required');
  }
  return key;
};

/** A tip's own checkout can be paid for an hour. */
const TIP_CHECKOUT_TTL_MS = 60 * 60 * 1000;

/**
 * `POST invoice/payTip` (second root, and `proxy/invoice/payTip` on the gateway): a tip in
 * whole dollars to the stylist of one of the shopper's channels, after a session with them,
 * charged at once to the card on file. Answers `{ data: true }` once charged; a card that cannot
 * be charged is a 402. With no card on file (a session paid by a gift code, say) the tip opens
 * its own checkout instead of failing: `{ data: false, checkout: { provider, clientSecret,
 * amount } }` (not `true`, so a client that does not know it shows the spec's failure); paying
 * it records the tip and saves the card for the next one. The `Idempotency-Key` header is
 * required (400 without it): a double tap or a retry with the same key charges once and answers
 * the same; the key with another amount is a 409.
 */
export const tipRoutes = ({ db, config }: AppDeps, payments: PaymentsProvider) =>
  new Hono<AppEnv>().post('/invoice/payTip', requireUser, async (c) => {
    const user = currentUser(c);
    const key = idempotencyKeyOf(c);
    const body = await readBody(c, tipSchema);
    const channel = await ownChannel(db, body.channel_sid, user.id);
    if (channel.stylistId !== body.stylist_uuid) {
      throw fieldError('stylist_uuid', 'That stylist is not in this conversation.');
    }
    const [session] = await db
      .select({ id: stylingSessions.id, stylistFirstName: stylists.firstName })
      .from(stylingSessions)
      .innerJoin(stylists, eq(stylists.id, stylingSessions.stylistId))
      .where(
        and(eq(stylingSessions.userId, user.id), eq(stylingSessions.stylistId, channel.stylistId)),
      )
      .limit(1);
    if (!session) {
      throw new HttpError(
        403,
        'You can tip a stylist after a styling session with them.',
        'no_session',
      );
    }
    const amountCents = body.amount * 100;
    const tip = {
      user,
      amountCents,
      description: `Tip for your stylist`,
      idempotencyKey: `tip-${user.id}-${key}`,
      metadata: { stylistId: channel.stylistId, channelSid: channel.sid },
    };
    const charge = await payments.chargeTip(tip);
    if (!charge.paid && charge.noCard) {
      const returnUrl = new URL(
        `${siteBaseUrl(config)}/app/chat/${encodeURIComponent(channel.stylistId)}/${encodeURIComponent(user.id)}`,
      );
      returnUrl.searchParams.set('tip', 'paid');
      returnUrl.searchParams.set('amount', String(body.amount));
      const checkout = await payments.createTipCheckout({
        ...tip,
        lineName: `Tip for ${session.stylistFirstName}`,
        stylistId: channel.stylistId,
        channelSid: channel.sid,
        returnUrl: returnUrl.href,
        expiresAt: new Date(Date.now() + TIP_CHECKOUT_TTL_MS),
      });
      return c.json({
        data: false,
        checkout: {
          provider: payments.name,
          clientSecret: checkout.clientSecret,
          amount: body.amount,
        },
      });
    }
    if (!charge.paid) {
      throw new HttpError(402, 'Your card could not be charged.', 'card_invalid');
    }
    await recordTip(db, {
      userId: user.id,
      stylistId: channel.stylistId,
      channelSid: channel.sid,
      amountCents,
      provider: payments.name,
      providerPaymentId: charge.paymentId,
    });
    return c.json({ data: true });
  });
