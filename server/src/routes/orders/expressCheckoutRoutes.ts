import { Hono } from 'hono';
import { currentUser, requireUser } from '../../auth/authMiddleware';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { requireAppReturnUrl, siteBaseUrl } from '../../http/appUrl';
import { readBody } from '../../http/validate';
import { presentTotals, type OrderDeps } from '../../services/orders/orders';
import { pricedLines, subtotalCents } from '../../services/orders/pricedLines';
import { startOrderCheckout } from '../../services/orders/startOrderCheckout';
import { taxCents } from '../../services/orders/taxTable';
import { expressCheckoutSchema, taxQuoteSchema } from './orderSchemas';

/** Express checkout's confirmation page when the client names none (spec 001 §2), tracked once. */
const defaultReturnUrl = (base: string, source: string | null) => {
  const url = new URL('/app/confirmation', base);
  url.searchParams.set('checkoutSource', 'express checkout');
  url.searchParams.set('track', '1');
  if (source) url.searchParams.set('source', source);
  return url;
};

/**
 * Express checkout from the item page (gateway, signed in; docs/contracts/shopping.md): the
 * tax for the address the wallet shares, recalculated on every change, then the payment for the
 * item with the tax of where it ships (an order with `checkoutSource: 'express checkout'`).
 */
export const expressCheckoutRoutes = ({ config }: AppDeps, deps: OrderDeps) =>
  new Hono<AppEnv>()
    .post('/express-checkout/calculate-taxes', requireUser, async (c) => {
      const body = await readBody(c, taxQuoteSchema);
      const lines = await pricedLines(deps.db, currentUser(c).id, body.items);
      const subtotal = subtotalCents(lines);
      const tax = taxCents(subtotal, body.shippingAddress);
      return c.json(
        presentTotals({ subtotalCents: subtotal, taxCents: tax, totalCents: subtotal + tax }),
      );
    })
    .post('/express-checkout', requireUser, async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, expressCheckoutSchema);
      const source = body.source || null;
      const returnUrl =
        body.returnUrl === undefined
          ? defaultReturnUrl(siteBaseUrl(config), source)
          : requireAppReturnUrl(body.returnUrl, config);
      const lines = await pricedLines(deps.db, user.id, body.items);
      return c.json(
        await startOrderCheckout(deps, {
          user,
          lines,
          shippingAddress: body.shippingAddress,
          checkoutSource: 'express checkout',
          source,
          returnUrl,
        }),
      );
    });
