import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions } from '../../db/schema';
import {
  bookAndPay,
  bookableStylists,
  bookingTally,
  type Shopper,
} from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type ApiMembership = {
  uuid: string;
  type: string;
  plan: string;
  stylist: { uuid: string; name: string };
  status: 'active' | 'trialing' | 'inactive';
  trialing: boolean;
  trialEnd: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  payment: number;
  currency: string;
  lastBillingDate: string | null;
  paymentMethod: { type: 'card'; last4: string } | null;
  created: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const list = async (shopper: Shopper) => {
  const response = await t.app.request(
    `/gateway/proxy/user/${shopper.userId}/sessions`,
    send('GET', undefined, shopper.token),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ApiMembership[] }).items;
};

const change = (shopper: Shopper | null, id: string, action: 'cancel' | 'reactivate') =>
  t.app.request(`/gateway/proxy/session/${id}/${action}`, send('PUT', undefined, shopper?.token));

const changed = async (shopper: Shopper, id: string, action: 'cancel' | 'reactivate') => {
  const response = await change(shopper, id, action);
  expect(response.status).toBe(200);
  return (await response.json()) as ApiMembership;
};

/** A shopper with a Major monthly membership in its trial, booked and verified locally. */
const member = async (plan = 'major') => {
  const shopper = await signUp(t.app);
  const [stylist] = await bookableStylists(t);
  const { requestId } = await bookAndPay(t, shopper, {
    stylistUuid: stylist!.id,
    plan,
    type: 'subscription',
  });
  return { shopper, id: requestId, stylist: stylist! };
};

/** Moves a membership's trial and period into the past, as if `days` had gone by. */
const age = (id: string, periodEndedDaysAgo: number) => {
  const periodEnd = new Date(Date.now() - periodEndedDaysAgo * DAY_MS);
  return t.db
    .update(stylingSessions)
    .set({
      trialEnd: periodEnd,
      periodEnd,
      createdAt: new Date(periodEnd.getTime() - 3 * DAY_MS),
    })
    .where(eq(stylingSessions.id, id));
};

const stored = async (id: string) =>
  (await t.db.select().from(stylingSessions).where(eq(stylingSessions.id, id)))[0]!;

describe('GET proxy/user/{uid}/sessions', () => {
  it("lists the shopper's memberships only: plan, stylist, payment, card, trial", async () => {
    const { shopper, id, stylist } = await member();
    const [other] = await bookableStylists(t).then((rows) => rows.slice(1));
    await bookAndPay(t, shopper, { stylistUuid: other!.id, plan: 'mini' });
    await member();

    const items = await list(shopper);
    expect(items).toHaveLength(1);
    const [membership] = items;
    expect(membership).toMatchObject({
      uuid: id,
      type: 'subscription',
      plan: 'major',
      stylist: { uuid: stylist.id, name: `${stylist.firstName} ${stylist.lastName}` },
      status: 'trialing',
      trialing: true,
      cancelAtPeriodEnd: false,
      payment: 117,
      currency: 'usd',
      lastBillingDate: null,
      paymentMethod: { type: 'card', last4: '4242' },
    });
    const trialEnd = new Date(membership!.trialEnd!).getTime();
    expect(trialEnd - Date.now()).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(membership!.periodEnd).toBe(membership!.trialEnd);
  });

  it('is empty without memberships, and only for its owner', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    expect(await list(ada)).toEqual([]);
    const path = `/gateway/proxy/user/${ada.userId}/sessions`;
    expect((await t.app.request(path, send('GET'))).status).toBe(401);
    expect((await t.app.request(path, send('GET', undefined, eve.token))).status).toBe(403);
  });

  it('renews a membership whose trial is over: one charge of the monthly price, a month on', async () => {
    const { shopper, id } = await member();
    await age(id, 1);
    const before = (await bookingTally(t, shopper)).charges.length;

    const [renewed] = await list(shopper);
    expect(renewed).toMatchObject({ status: 'active', trialing: false, cancelAtPeriodEnd: false });
    expect(renewed!.lastBillingDate).not.toBeNull();
    expect(renewed!.paymentMethod).toEqual({ type: 'card', last4: '4242' });
    const periodEnd = new Date(renewed!.periodEnd!).getTime();
    expect(periodEnd).toBeGreaterThan(Date.now() + 26 * DAY_MS);

    await list(shopper);
    const charges = (await bookingTally(t, shopper)).charges;
    expect(charges).toHaveLength(before + 1);
    expect(charges.at(-1)).toMatchObject({
      amountCents: 11700,
      kind: 'payment',
      cardLast4: '4242',
    });
  });
});

describe('PUT proxy/session/{id}/cancel and /reactivate', () => {
  it('cancels at the end of the period, once however often asked, and reactivates', async () => {
    const { shopper, id } = await member();
    const periodEnd = (await list(shopper))[0]!.periodEnd;

    const cancelled = await changed(shopper, id, 'cancel');
    expect(cancelled).toMatchObject({ uuid: id, status: 'trialing', cancelAtPeriodEnd: true });
    expect(cancelled.periodEnd).toBe(periodEnd);
    expect(await changed(shopper, id, 'cancel')).toEqual(cancelled);
    expect((await stored(id)).cancelAtPeriodEnd).toBe(true);
    expect((await list(shopper))[0]).toEqual(cancelled);

    const reactivated = await changed(shopper, id, 'reactivate');
    expect(reactivated).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false, periodEnd });
    expect(await changed(shopper, id, 'reactivate')).toEqual(reactivated);
    expect((await stored(id)).cancelAtPeriodEnd).toBe(false);
  });

  it('ends a cancelled membership with its period, without charging, and refuses to reactivate it', async () => {
    const { shopper, id } = await member('mini');
    await changed(shopper, id, 'cancel');
    await age(id, 1);
    const before = (await bookingTally(t, shopper)).charges.length;

    const [ended] = await list(shopper);
    expect(ended).toMatchObject({ status: 'inactive', trialing: false, cancelAtPeriodEnd: true });
    expect((await stored(id)).status).toBe('ended');
    expect((await bookingTally(t, shopper)).charges).toHaveLength(before);
    const active = await t.app.request(
      `/gateway/proxy/user/${shopper.userId}/hasActiveSessions`,
      send('GET', undefined, shopper.token),
    );
    expect(await active.json()).toEqual({ has_active_sessions: false });

    const refused = await change(shopper, id, 'reactivate');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'membership_ended',
      message:
        'This membership has ended, so it can no longer be reactivated. Book a new session to start again.',
    });
    expect((await changed(shopper, id, 'cancel')).status).toBe('inactive');
  });

  it("answers 404 for another shopper's membership or an unknown one, 401 signed out", async () => {
    const { shopper, id } = await member();
    const eve = await signUp(t.app);
    for (const action of ['cancel', 'reactivate'] as const) {
      expect((await change(eve, id, action)).status).toBe(404);
      expect((await change(shopper, 'no-such-session', action)).status).toBe(404);
      expect((await change(null, id, action)).status).toBe(401);
    }
    expect((await stored(id)).cancelAtPeriodEnd).toBe(false);
  });

  it('refuses a one-time session: it is not a membership', async () => {
    const shopper = await signUp(t.app);
    const [stylist] = await bookableStylists(t);
    const { requestId } = await bookAndPay(t, shopper, { stylistUuid: stylist!.id, plan: 'mini' });
    const response = await change(shopper, requestId, 'cancel');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'not_a_membership' });
  });
});
