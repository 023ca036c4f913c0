import { Hono } from 'hono';
import { currentUser, ownUser, requireUser } from '../../auth/authMiddleware';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { requireAppReturnUrl } from '../../http/appUrl';
import { clientAddress } from '../../http/clientAddress';
import { HttpError } from '../../http/errors';
import type { CodeRedemption } from '../../services/gifts/codeRedemption';
import { readBody, readQuery } from '../../http/validate';
import {
  markCompleted,
  ownOrder,
  presentOrder,
  savedShippingAddress,
  syncOrderWithProvider,
  type OrderDeps,
} from '../../services/orders/orders';
import { pricedLines } from '../../services/orders/pricedLines';
import { startOrderCheckout } from '../../services/orders/startOrderCheckout';
import { itemCheckoutSchema, orderIdSchema } from './orderSchemas';

/**
 * Item checkout and the order it makes (gateway, signed in; docs/contracts/shopping.md): the
 * saved shipping address, the payment session for the cart's selection (with a gift or Shop it
 * Back code and the shopper's credit, docs/contracts/gifts.md), the order read back (asking the
 * provider while it is open) and its completion once paid. Another shopper's order answers 404,
 * like an unknown one.
 */
export const orderCheckoutRoutes = ({ config }: AppDeps, deps: OrderDeps, codes: CodeRedemption) =>
  new Hono<AppEnv>()
    .get('/user/:uid/shipping-address', ownUser(), async (c) =>
      c.json(await savedShippingAddress(deps.db, currentUser(c).id)),
    )
    .post('/checkout/session', requireUser, async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, itemCheckoutSchema);
      const returnUrl = requireAppReturnUrl(body.returnUrl, config);
      const lines = await pricedLines(deps.db, user.id, body.items);
      const code = body.coupon
        ? await codes.usableCode({
            typed: body.coupon,
            userId: user.id,
            address: clientAddress(c),
            use: 'items',
          })
        : null;
      // The shopper's earlier checkout that counts on a code or their credit gives way to this one.
      await codes.replaceOpenOrders(user.id);
      return c.json(
        await startOrderCheckout(deps, {
          user,
          lines,
          shippingAddress: body.shippingAddress,
          checkoutSource: 'cart',
          source: body.source || null,
          returnUrl,
          code,
        }),
      );
    })
    .get('/checkout', requireUser, async (c) => {
      const { orderId } = readQuery(c, orderIdSchema);
      const order = await ownOrder(deps.db, orderId, currentUser(c).id);
      return c.json(await presentOrder(deps.db, await syncOrderWithProvider(deps, order)));
    })
    .post('/complete', requireUser, async (c) => {
      const { orderId } = await readBody(c, orderIdSchema);
      const user = currentUser(c);
      const order = await syncOrderWithProvider(deps, await ownOrder(deps.db, orderId, user.id));
      if (order.status !== 'paid') {
        throw new HttpError(409, 'This order has not been paid yet.', 'not_paid');
      }
      await markCompleted(deps.db, order.id);
      return c.json(await presentOrder(deps.db, await ownOrder(deps.db, order.id, user.id)));
    });
