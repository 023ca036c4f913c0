import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { processedWebhookEvents, stylingSessions } from '../../db/schema';
import {
  completeRequest,
  startCheckout,
  stylistWhere,
  type Shopper,
} from '../../testing/bookingFixtures';
import {
  PROCESSED_EVENT_RETENTION_MS,
  pruneProcessedWebhookEvents,
} from '../../services/processedWebhookEvents';
import { fakeStripe, fakeStripeApp } from '../../testing/fakeStripe';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const SECRET = 'whsec_test_membership_events';
const stripe = fakeStripe();
const t = testAppPerFile(...fakeStripeApp(stripe, SECRET));

let eventCount = 0;
/** A Stripe event as Stripe posts it, with a fresh id unless one is given (a redelivery). */
const eventOf = (type: string, object: Record<string, unknown>, id?: string) => {
  eventCount += 1;
  return JSON.stringify({
    id: id ?? `evt_membership_${eventCount}_${Date.now()}`,
    object: 'event',
    type,
    data: { object },
  });
};

const post = (payload: string, secret: string | null = SECRET) =>
  t.app.request('/gateway/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret
        ? { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
        : {}),
    },
    body: payload,
  });

const DAY = 24 * 60 * 60;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** An invoice of the subscription (API 2025-03-31 and later: the subscription under `parent`). */
const invoiceOf = (subscriptionId: string, periodEnd: number, billingReason: string) => ({
  id: `in_${periodEnd}`,
  object: 'invoice',
  billing_reason: billingReason,
  amount_paid: billingReason === 'subscription_cycle' ? 3900 : 0,
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: subscriptionId, metadata: {} },
  },
  lines: {
    object: 'list',
    data: [{ id: `il_${periodEnd}`, period: { start: periodEnd - 30 * DAY, end: periodEnd } }],
  },
});

/** The subscription as Stripe sends it in `customer.subscription.*` events. */
const subscriptionOf = (
  id: string,
  fields: { status: string; periodEnd: number; cancelAtPeriodEnd?: boolean; endedAt?: number },
) => ({
  id,
  object: 'subscription',
  status: fields.status,
  cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
  ended_at: fields.endedAt ?? null,
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: fields.periodEnd }] },
});

/** A shopper with a Mini membership billed by (the fake) Stripe, in its trial. */
const stripeMember = async () => {
  const shopper = await signUp(t.app);
  const checkout = await startCheckout(t, shopper, {
    stylistUuid: (await stylistWhere(t)).id,
    plan: 'mini',
    type: 'subscription',
  });
  const session = [...stripe.sessions.values()].find(
    (candidate) => candidate.metadata?.requestId === checkout.requestId,
  )!;
  stripe.pay(session.id);
  expect((await completeRequest(t, shopper, checkout.requestId)).status).toBe(200);
  const id = checkout.requestId;
  const stored = async () =>
    (await t.db.select().from(stylingSessions).where(eq(stylingSessions.id, id)))[0]!;
  return { shopper, id, subscriptionId: `sub_test_${session.id}`, stored };
};

const hasActiveSessions = async (shopper: Shopper) =>
  (
    (await (
      await t.app.request(
        `/gateway/proxy/user/${shopper.userId}/hasActiveSessions`,
        send('GET', undefined, shopper.token),
      )
    ).json()) as { has_active_sessions: boolean }
  ).has_active_sessions;

const listed = async (shopper: Shopper) =>
  (
    (await (
      await t.app.request(
        `/gateway/proxy/user/${shopper.userId}/sessions`,
        send('GET', undefined, shopper.token),
      )
    ).json()) as { items: { status: string; periodEnd: string | null }[] }
  ).items;

describe('POST stripe/webhook: membership events', () => {
  it('invoice.paid moves the membership to its new period, active; an older invoice never moves it back', async () => {
    const { subscriptionId, stored } = await stripeMember();
    const before = await stored();
    const renewedTo = unix(before.periodEnd!) + 30 * DAY;

    const paid = eventOf(
      'invoice.paid',
      invoiceOf(subscriptionId, renewedTo, 'subscription_cycle'),
    );
    const answer = await post(paid);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
    expect(await stored()).toMatchObject({
      status: 'active',
      periodEnd: new Date(renewedTo * 1000),
    });

    // An older invoice arriving late never moves the period back.
    await post(
      eventOf(
        'invoice.paid',
        invoiceOf(subscriptionId, unix(before.periodEnd!), 'subscription_create'),
      ),
    );
    expect((await stored()).periodEnd).toEqual(new Date(renewedTo * 1000));
  });

  it('invoice.payment_failed makes it past due (still running); a replayed event is a no-op', async () => {
    const { shopper, subscriptionId, stored } = await stripeMember();
    const periodEnd = unix((await stored()).periodEnd!);
    const failedId = `evt_failed_${subscriptionId}`;
    const failed = eventOf(
      'invoice.payment_failed',
      invoiceOf(subscriptionId, periodEnd + 30 * DAY, 'subscription_cycle'),
      failedId,
    );

    expect((await post(failed)).status).toBe(200);
    expect((await stored()).status).toBe('past_due');
    const [recorded] = await t.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, failedId));
    expect(recorded).toMatchObject({ type: 'invoice.payment_failed' });

    // Past due keeps the chat and the stylist until Stripe gives up, and cannot be deactivated.
    expect(await hasActiveSessions(shopper)).toBe(true);
    const deactivate = await t.app.request(
      `/gateway/proxy/user/${shopper.userId}/deactivateAccount`,
      send('PUT', undefined, shopper.token),
    );
    expect(deactivate.status).toBe(409);

    // Stripe retries and the card pays: active again.
    expect(
      (
        await post(
          eventOf(
            'invoice.paid',
            invoiceOf(subscriptionId, periodEnd + 30 * DAY, 'subscription_cycle'),
          ),
        )
      ).status,
    ).toBe(200);
    expect((await stored()).status).toBe('active');

    // The failure delivered again (same event id, fresh signature): answered 200, nothing changes.
    const replay = await post(failed);
    expect(replay.status).toBe(200);
    expect((await stored()).status).toBe('active');
  });

  it('the Membership list shows past due while Stripe says so', async () => {
    const { shopper, subscriptionId, stored } = await stripeMember();
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    stripe.subscriptions.set(subscriptionId, { ...subscription, status: 'past_due' });
    const periodEnd = unix((await stored()).periodEnd!);
    await post(
      eventOf('invoice.payment_failed', invoiceOf(subscriptionId, periodEnd, 'subscription_cycle')),
    );
    const [membership] = await listed(shopper);
    expect(membership).toMatchObject({ status: 'past_due' });
  });

  it('customer.subscription.updated mirrors cancel_at_period_end and the period end', async () => {
    const { subscriptionId, stored } = await stripeMember();
    const periodEnd = unix((await stored()).periodEnd!) + 30 * DAY;
    const update = (cancelAtPeriodEnd: boolean) =>
      post(
        eventOf(
          'customer.subscription.updated',
          subscriptionOf(subscriptionId, { status: 'active', periodEnd, cancelAtPeriodEnd }),
        ),
      );

    expect((await update(true)).status).toBe(200);
    expect(await stored()).toMatchObject({
      cancelAtPeriodEnd: true,
      periodEnd: new Date(periodEnd * 1000),
      status: 'active',
    });
    await update(false);
    expect((await stored()).cancelAtPeriodEnd).toBe(false);
  });

  it('customer.subscription.deleted ends it for good; later events do not bring it back', async () => {
    const { shopper, subscriptionId, stored } = await stripeMember();
    const endedAt = unix(new Date());
    const periodEnd = unix((await stored()).periodEnd!);
    await post(
      eventOf(
        'customer.subscription.deleted',
        subscriptionOf(subscriptionId, { status: 'canceled', periodEnd, endedAt }),
      ),
    );
    expect(await stored()).toMatchObject({ status: 'ended', periodEnd: new Date(endedAt * 1000) });
    expect(await hasActiveSessions(shopper)).toBe(false);

    await post(
      eventOf(
        'invoice.paid',
        invoiceOf(subscriptionId, periodEnd + 30 * DAY, 'subscription_cycle'),
      ),
    );
    await post(
      eventOf(
        'customer.subscription.updated',
        subscriptionOf(subscriptionId, { status: 'active', periodEnd: periodEnd + 30 * DAY }),
      ),
    );
    expect((await stored()).status).toBe('ended');
  });

  it('answers 400 and changes nothing for a bad signature, recording no event', async () => {
    const { subscriptionId, stored } = await stripeMember();
    const id = `evt_forged_${subscriptionId}`;
    const payload = eventOf(
      'invoice.payment_failed',
      invoiceOf(subscriptionId, unix(new Date()) + 30 * DAY, 'subscription_cycle'),
      id,
    );
    for (const secret of ['whsec_someone_else', null]) {
      const response = await post(payload, secret);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect((await stored()).status).toBe('active');
    expect(
      await t.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, id)),
    ).toEqual([]);
  });

  it('answers 200 for an invoice of a subscription it does not know, changing nothing', async () => {
    const response = await post(
      eventOf('invoice.paid', invoiceOf('sub_elsewhere', unix(new Date()), 'subscription_cycle')),
    );
    expect(response.status).toBe(200);
  });

  it('forgets handled event ids after the retention, in one pass the job runs', async () => {
    await t.db.insert(processedWebhookEvents).values([
      { id: 'evt_old_one', type: 'invoice.paid', processedAt: new Date(2020, 0, 1) },
      { id: 'evt_recent_one', type: 'invoice.paid' },
    ]);
    const now = new Date();
    expect(await pruneProcessedWebhookEvents(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ id: processedWebhookEvents.id }).from(processedWebhookEvents);
    expect(left.map((row) => row.id)).toContain('evt_recent_one');
    expect(left.map((row) => row.id)).not.toContain('evt_old_one');
    expect(
      await pruneProcessedWebhookEvents(
        t.db,
        new Date(now.getTime() + PROCESSED_EVENT_RETENTION_MS + 1000),
      ),
    ).toBeGreaterThanOrEqual(1);
  });
});
