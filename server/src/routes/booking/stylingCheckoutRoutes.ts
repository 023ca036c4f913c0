import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { FREE_TRIAL_DAYS, PLANS, hasMonthlyOption } from '@shared/plans';
import { currentUser, requireUser } from '../../auth/authMiddleware';
import { stylingSessionRequests } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { requireAppReturnUrl } from '../../http/appUrl';
import { clientAddress } from '../../http/clientAddress';
import { HttpError, notFound } from '../../http/errors';
import { readBody, readQuery } from '../../http/validate';
import { activeSession } from '../../services/booking/activeSession';
import {
  expireOpenRequest,
  fulfilPaidRequest,
  ownRequest,
  presentRequest,
  syncWithProvider,
  type BookingDeps,
} from '../../services/booking/stylingRequests';
import { codeTakenMeanwhile } from '../../services/gifts/codeMessages';
import type { CodeRedemption } from '../../services/gifts/codeRedemption';
import { claimCode, codeValueCents } from '../../services/gifts/giftCodes';
import { findStylist, isBookable } from '../stylists/stylistQueries';
import { checkoutSchema, requestIdSchema } from './checkoutSchemas';
import { formatDollars, paymentNotStarted } from '../../services/paymentErrors';
import { errorSummary } from '../../http/errorSummary';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An unpaid request lapses after a day, as a provider's checkout session does. */
const REQUEST_TTL_MS = DAY_MS;

/**
 * The styling-session checkout (gateway, signed in): start a request with its provider session,
 * read it back, and complete it once the provider has confirmed payment
 * (docs/contracts/booking.md). A gift code as `coupon` pays the session up to its value; when it
 * pays all of it the booking is fulfilled at once (docs/contracts/gifts.md).
 */
export const stylingCheckoutRoutes = (
  { db, config, log }: AppDeps,
  booking: BookingDeps,
  codes: CodeRedemption,
) => {
  const handleCheckout = async (c: Context<AppEnv>) => {
    const user = currentUser(c);
    const body = await readBody(c, checkoutSchema);
    const returnUrl = requireAppReturnUrl(body.returnUrl, config);
    const stylist = await findStylist(db, body.stylistUuid);
    if (!stylist) throw notFound('That stylist');
    if (!isBookable(stylist)) {
      throw new HttpError(
        409,
        'This stylist is not taking bookings right now.',
        'stylist_unavailable',
      );
    }
    const active = await activeSession(db, user.id, stylist.id);
    if (active) {
      throw new HttpError(
        409,
        'You already have an active session with this stylist.',
        'active_session',
        undefined,
        { sessionId: active.id, stylistUuid: stylist.id },
      );
    }

    const plan = PLANS[body.plan];
    const type = hasMonthlyOption(plan.planId) ? body.type : 'one-time';
    const isTrial = type === 'subscription';
    const totalCents = (isTrial ? plan.monthlyPrice : plan.price) * 100;
    const code = body.coupon
      ? await codes.usableCode({
          typed: body.coupon,
          userId: user.id,
          address: clientAddress(c),
          use: isTrial ? 'subscription' : 'one-time session',
        })
      : null;
    const discountCents = code ? Math.min(codeValueCents(code), totalCents) : 0;
    const dueCents = totalCents - discountCents;
    const paidByCredit = code !== null && dueCents === 0;
    const now = new Date();
    const trialEnd = isTrial ? new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS) : null;
    const expiresAt = new Date(now.getTime() + REQUEST_TTL_MS);
    const requestId = randomUUID();
    returnUrl.searchParams.set('requestId', requestId);
    const stylistName = `${stylist.firstName} ${stylist.lastName}`;
    const description = isTrial
      ? `${plan.title} monthly membership with ${stylistName}: free for ${FREE_TRIAL_DAYS} days, then ${formatDollars(totalCents)} a month`
      : discountCents > 0
        ? `${plan.title} styling session with ${stylistName}, less ${formatDollars(discountCents)} paid by a gift card`
        : `${plan.title} styling session with ${stylistName}`;

    // The request and the code's claim on it in one transaction: a code another checkout took a
    // moment ago refuses this one, and nothing is stored.
    await db.transaction(async (tx) => {
      await tx.insert(stylingSessionRequests).values({
        id: requestId,
        userId: user.id,
        stylistId: stylist.id,
        plan: plan.planId,
        type,
        totalCents,
        goal: body.goal || null,
        bookingSource: body.bookingSource || null,
        giftCodeId: code?.id ?? null,
        discountCents,
        trialEnd,
        provider: booking.payments.name,
        status: paidByCredit ? 'paid' : 'open',
        returnUrl: returnUrl.href,
        createdAt: now,
        expiresAt,
        paidAt: paidByCredit ? now : null,
      });
      if (code && !(await claimCode(tx, code.id, user.id, { stylingRequestId: requestId }, now))) {
        throw codeTakenMeanwhile();
      }
    });
    const answer = {
      requestId,
      provider: booking.payments.name,
      plan: plan.planId,
      type,
      total: dueCents / 100,
      discount: discountCents / 100,
      isTrial,
      trialEnd: trialEnd?.toISOString() ?? null,
    };
    if (paidByCredit) {
      await fulfilPaidRequest(booking, requestId, null, now);
      return c.json({ clientSecret: null, ...answer, paidByCredit: true });
    }

    let checkout;
    try {
      checkout = await booking.payments.createStylingCheckout({
        requestId,
        user,
        description,
        amountCents: dueCents,
        mode: isTrial ? 'subscription' : 'payment',
        trialDays: FREE_TRIAL_DAYS,
        trialEnd,
        returnUrl: returnUrl.href,
        expiresAt,
      });
    } catch (error) {
      log({
        event: 'payments.checkout_failed',
        provider: booking.payments.name,
        requestId,
        ...errorSummary(error),
      });
      await expireOpenRequest(db, requestId);
      throw paymentNotStarted();
    }
    // Only while it is open: one the sweeper ended meanwhile is not revived (no secret is given).
    const [recorded] = await db
      .update(stylingSessionRequests)
      .set({ providerSessionId: checkout.providerSessionId })
      .where(
        and(eq(stylingSessionRequests.id, requestId), eq(stylingSessionRequests.status, 'open')),
      )
      .returning({ id: stylingSessionRequests.id });
    if (!recorded) throw paymentNotStarted();

    return c.json({ clientSecret: checkout.clientSecret, ...answer, paidByCredit: false });
  };

  return new Hono<AppEnv>()
    .post('/styling-session/session-checkout', requireUser, handleCheckout)
    .post('/session-checkout', requireUser, handleCheckout)
    .get('/styling-session', requireUser, async (c) => {
      const { requestId } = readQuery(c, requestIdSchema);
      const request = await ownRequest(db, requestId, currentUser(c).id);
      return c.json(await presentRequest(db, await syncWithProvider(booking, request)));
    })
    .post('/styling-session/complete', requireUser, async (c) => {
      const { requestId } = await readBody(c, requestIdSchema);
      const request = await syncWithProvider(
        booking,
        await ownRequest(db, requestId, currentUser(c).id),
      );
      if (request.status !== 'complete') {
        throw new HttpError(409, 'This booking has not been paid yet.', 'not_paid');
      }
      await db
        .update(stylingSessionRequests)
        .set({ completedAt: new Date() })
        .where(
          and(
            eq(stylingSessionRequests.id, request.id),
            isNull(stylingSessionRequests.completedAt),
          ),
        );
      return c.json(await presentRequest(db, await ownRequest(db, request.id, request.userId)));
    });
};
