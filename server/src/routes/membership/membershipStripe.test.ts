import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions } from '../../db/schema';
import {
  completeRequest,
  startCheckout,
  stylistWhere,
  type Shopper,
} from '../../testing/bookingFixtures';
import { fakeStripe, fakeStripeApp } from '../../testing/fakeStripe';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const stripe = fakeStripe();
const t = testAppPerFile(...fakeStripeApp(stripe));

type ApiMembership = {
  uuid: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  periodEnd: string | null;
  paymentMethod: { last4: string } | null;
};

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
  return { shopper, id: checkout.requestId, subscriptionId: `sub_test_${session.id}` };
};

const change = (shopper: Shopper, id: string, action: 'cancel' | 'reactivate') =>
  t.app.request(`/gateway/proxy/session/${id}/${action}`, send('PUT', undefined, shopper.token));

const list = async (shopper: Shopper) =>
  (
    (await (
      await t.app.request(
        `/gateway/proxy/user/${shopper.userId}/sessions`,
        send('GET', undefined, shopper.token),
      )
    ).json()) as { items: ApiMembership[] }
  ).items;

describe('memberships billed by Stripe', () => {
  it('are read from Stripe: trial, period end and the card', async () => {
    const { shopper, subscriptionId } = await stripeMember();
    const [membership] = await list(shopper);
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    expect(membership).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: false,
      paymentMethod: { last4: '4242' },
      periodEnd: new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString(),
    });
  });

  it('cancel with cancel_at_period_end at Stripe, once, and reactivate by undoing it', async () => {
    const { shopper, id, subscriptionId } = await stripeMember();
    const updates = () =>
      stripe.calls.subscriptionUpdates.filter((call) => call.id === subscriptionId);

    const cancelled = await change(shopper, id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    expect(updates().map((call) => call.params.cancel_at_period_end)).toEqual([true]);
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    const [row] = await t.db.select().from(stylingSessions).where(eq(stylingSessions.id, id));
    expect(row?.cancelAtPeriodEnd).toBe(true);

    expect((await change(shopper, id, 'cancel')).status).toBe(200);
    expect(updates()).toHaveLength(1);

    const reactivated = await change(shopper, id, 'reactivate');
    expect(await reactivated.json()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(updates().map((call) => call.params.cancel_at_period_end)).toEqual([true, false]);
  });

  it('show an ended subscription as inactive and refuse to reactivate it', async () => {
    const { shopper, id, subscriptionId } = await stripeMember();
    expect((await change(shopper, id, 'cancel')).status).toBe(200);
    stripe.endSubscription(subscriptionId);

    expect((await list(shopper))[0]).toMatchObject({ status: 'inactive' });
    const [row] = await t.db.select().from(stylingSessions).where(eq(stylingSessions.id, id));
    expect(row?.status).toBe('ended');
    const refused = await change(shopper, id, 'reactivate');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'membership_ended' });
  });

  it('still list when Stripe cannot be reached, as last stored', async () => {
    const { shopper } = await stripeMember();
    const retrieve = stripe.client.subscriptions.retrieve;
    stripe.client.subscriptions.retrieve = () => Promise.reject(new Error('timeout'));
    try {
      expect((await list(shopper))[0]).toMatchObject({ status: 'trialing', paymentMethod: null });
      expect(t.logs).toContainEqual(
        expect.objectContaining({ event: 'membership.provider_unreachable' }),
      );
    } finally {
      stripe.client.subscriptions.retrieve = retrieve;
    }
  });
});
