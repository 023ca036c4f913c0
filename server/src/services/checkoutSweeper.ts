import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, stylingSessionRequests } from '../db/schema';
import { errorSummary } from '../http/errorSummary';
import type { Log } from '../http/logger';
import { expireOpenRequest, fulfilPaidRequest, type BookingDeps } from './booking/stylingRequests';
import { ORDER_TTL_MS, expireOpenOrder, payOrder, type Order } from './orders/orders';
import type { PaymentsProvider } from './paymentsProvider';

/**
 * The sweeper of open checkouts (issue 27): an order or a booking left open past its time holds
 * the shopper's credit and a gift code until someone ends it, and a crash between storing it and
 * opening its payment leaves one that nobody ever will. Each pass ends them:
 *
 * - an order open past its payment's lifetime (ORDER_TTL_MS, a day), and a booking past its
 *   `expiresAt`: its payment is ended at the provider, which answers whether it was paid after
 *   all (then it is paid or fulfilled here, once) or not (then it expires and gives its credit
 *   and code back);
 * - one a crash left with no payment session, after STALLED_CHECKOUT_MS (nobody holds a secret
 *   to pay it: its checkout answered an error, or nothing): it expires, except an order its code
 *   and credit paid in full, which is paid as `GET /checkout` would.
 *
 * Safe on several workers at once: every change is a guarded update (`where status = 'open'`)
 * or made under the row's lock, so a second sweeper (or the shopper's own request) finds it
 * done and changes nothing; a provider call twice is harmless.
 */
export type SweeperDeps = Omit<BookingDeps, 'config'> & {
  log: Log;
  config?: BookingDeps['config'];
};

/** A checkout with no payment session this long after it started was cut short. */
export const STALLED_CHECKOUT_MS = 15 * 60 * 1000;
/** Rows looked at per kind and pass; the rest wait for the next pass. */
const BATCH = 100;
/** How often the server sweeps. */
export const SWEEP_INTERVAL_MS = 60_000;

const lapsedOrders = (db: Db, now: Date) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'open'),
        or(
          lte(orders.createdAt, new Date(now.getTime() - ORDER_TTL_MS)),
          and(
            isNull(orders.providerSessionId),
            lte(orders.createdAt, new Date(now.getTime() - STALLED_CHECKOUT_MS)),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);

/** Whether the provider took the payment: it ends an open one first, so it cannot be paid later. */
const providerPaid = async (payments: PaymentsProvider, order: Order, sessionId: string) =>
  order.checkoutSource === 'express checkout'
    ? (await payments.lookupExpressCheckout(sessionId)) === 'paid'
    : (await payments.expireCheckout(sessionId)) === 'paid';

const sweepOrder = async (deps: SweeperDeps, order: Order) => {
  if (!order.providerSessionId) {
    if (order.totalCents === 0) await payOrder(deps, order.id);
    else await expireOpenOrder(deps.db, order.id);
    return;
  }
  if (await providerPaid(deps.payments, order, order.providerSessionId)) {
    await payOrder(deps, order.id);
  } else {
    await expireOpenOrder(deps.db, order.id);
  }
};

type Request = typeof stylingSessionRequests.$inferSelect;

const lapsedRequests = (db: Db, now: Date) =>
  db
    .select()
    .from(stylingSessionRequests)
    .where(
      and(
        eq(stylingSessionRequests.status, 'open'),
        or(
          lte(stylingSessionRequests.expiresAt, now),
          and(
            isNull(stylingSessionRequests.providerSessionId),
            lte(stylingSessionRequests.createdAt, new Date(now.getTime() - STALLED_CHECKOUT_MS)),
          ),
        ),
      ),
    )
    .orderBy(asc(stylingSessionRequests.expiresAt))
    .limit(BATCH);

/** Bookings paid (a code paid it all) whose fulfilment a crash cut short. */
const unfulfilledRequests = (db: Db, now: Date) =>
  db
    .select()
    .from(stylingSessionRequests)
    .where(
      and(
        eq(stylingSessionRequests.status, 'paid'),
        isNotNull(stylingSessionRequests.paidAt),
        lte(stylingSessionRequests.paidAt, new Date(now.getTime() - STALLED_CHECKOUT_MS)),
      ),
    )
    .limit(BATCH);

const sweepRequest = async (deps: SweeperDeps, request: Request) => {
  const paid =
    request.providerSessionId !== null &&
    (await deps.payments.expireCheckout(request.providerSessionId)) === 'paid';
  if (paid) await fulfilPaidRequest(deps, request.id);
  else await expireOpenRequest(deps.db, request.id);
};

/**
 * One pass: every lapsed order and booking ended (paid if its provider says so, else expired
 * with its credit and code given back). A provider that cannot be reached leaves that one for
 * the next pass. Answers how many it looked at.
 */
export const sweepOpenCheckouts = async (deps: SweeperDeps, now = new Date()) => {
  const each = async <Row extends { id: string }>(
    kind: string,
    rows: Row[],
    sweepOne: (row: Row) => Promise<unknown>,
  ) => {
    for (const row of rows) {
      try {
        await sweepOne(row);
      } catch (error) {
        deps.log({ event: 'checkouts.sweep_failed', kind, id: row.id, ...errorSummary(error) });
      }
    }
    return rows.length;
  };
  const counts = [
    await each('order', await lapsedOrders(deps.db, now), (order) => sweepOrder(deps, order)),
    await each('booking', await lapsedRequests(deps.db, now), (request) =>
      sweepRequest(deps, request),
    ),
    await each('booking', await unfulfilledRequests(deps.db, now), (request) =>
      fulfilPaidRequest(deps, request.id),
    ),
  ];
  return counts.reduce((sum, count) => sum + count, 0);
};
