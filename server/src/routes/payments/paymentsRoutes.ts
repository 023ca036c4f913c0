import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../http/appEnv';
import { readBody } from '../../http/validate';
import { findCheckoutBySecret, returnUrlFor, settleCheckout } from '../../services/payments';

const secretSchema = z.object({ secret: z.string().min(1) });
const confirmSchema = z.object({
  secret: z.string().min(1),
  number: z.string(),
  expiry: z.string(),
  cvc: z.string(),
  idempotencyKey: z.string().min(8).max(200),
});

/**
 * The local payment form's endpoints (the stand-in for the card provider). The client secret
 * identifies the session, as a provider's does.
 */
export const paymentsRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .post('/payments/local/session', async (c) => {
      const { secret } = await readBody(c, secretSchema);
      const session = await findCheckoutBySecret(db, secret);
      return c.json({
        description: session.description,
        amount: session.amountCents / 100,
        currency: session.currency,
        status: session.status,
      });
    })
    .post('/payments/local/confirm', async (c) => {
      const { secret, idempotencyKey, ...card } = await readBody(c, confirmSchema);
      const { session } = await settleCheckout(db, secret, card, idempotencyKey);
      return c.json({ status: session.status, returnUrl: returnUrlFor(session) });
    });
