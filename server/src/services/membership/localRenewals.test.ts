import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions } from '../../db/schema';
import {
  bookAndPay,
  bookableStylists,
  readLoyalty,
  type Shopper,
} from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';
import { nextMonth, settleDueMemberships } from './localMembershipBilling';

/**
 * The local stand-in renews memberships as Stripe would: the trial's end is the first charge of
 * the month's price, then one charge a month; each shows as a charge (Membership tab, payment
 * history) and the billed membership counts as a booking for loyalty.
 */
const t = testAppPerFile();

const DAY_MS = 24 * 60 * 60 * 1000;

const memberInTrial = async () => {
  const shopper = await signUp(t.app);
  const [stylist] = await bookableStylists(t);
  const { requestId } = await bookAndPay(t, shopper, {
    stylistUuid: stylist!.id,
    plan: 'major',
    type: 'subscription',
  });
  return { shopper, id: requestId };
};

/** Moves the trial's end (and so the first renewal) `days` into the past. */
const trialEndedDaysAgo = async (id: string, days: number) => {
  const trialEnd = new Date(Date.now() - days * DAY_MS);
  await t.db
    .update(stylingSessions)
    .set({ trialEnd, periodEnd: trialEnd, createdAt: new Date(trialEnd.getTime() - 3 * DAY_MS) })
    .where(eq(stylingSessions.id, id));
  return trialEnd;
};

const stored = async (id: string) =>
  (await t.db.select().from(stylingSessions).where(eq(stylingSessions.id, id)))[0]!;

const get = async <T>(shopper: Shopper, path: string) =>
  (await (
    await t.app.request(`/gateway/${path}`, send('GET', undefined, shopper.token))
  ).json()) as T;

describe('the local stand-in renews memberships', () => {
  it('charges the month at the trial’s end, once, then shows it as a charge and a booking', async () => {
    const { shopper, id } = await memberInTrial();
    const monthly = (await stored(id)).totalCents;
    expect(monthly).toBeGreaterThan(0);
    expect(await readLoyalty(t, shopper)).toMatchObject({ bookings_count: 0 });

    const trialEnd = await trialEndedDaysAgo(id, 2);
    expect(await settleDueMemberships(t.db, new Date())).toBeGreaterThanOrEqual(1);
    // A second pass (another worker, a retry) charges nothing more.
    await settleDueMemberships(t.db, new Date());
    expect(await stored(id)).toMatchObject({ status: 'active', periodEnd: nextMonth(trialEnd) });

    const [membership] = await get<{ items: Record<string, unknown>[] }>(
      shopper,
      `proxy/user/${shopper.userId}/sessions`,
    ).then((answer) => answer.items);
    expect(membership).toMatchObject({
      status: 'active',
      trialing: false,
      periodEnd: nextMonth(trialEnd).toISOString(),
      lastBillingDate: expect.any(String),
      paymentMethod: { type: 'card', last4: '4242' },
    });
    const history = await get<{ kind: string; amount: number }[]>(
      shopper,
      `proxy/user/${shopper.userId}/sessionsPayments`,
    );
    expect(history.filter((line) => line.amount === monthly / 100)).toHaveLength(1);
    expect(await readLoyalty(t, shopper)).toMatchObject({ bookings_count: 1 });
  });

  it('catches up every elapsed month, one charge each, and only once', async () => {
    const { shopper, id } = await memberInTrial();
    const monthly = (await stored(id)).totalCents;
    const trialEnd = await trialEndedDaysAgo(id, 40);
    await Promise.all([
      settleDueMemberships(t.db, new Date()),
      settleDueMemberships(t.db, new Date()),
    ]);
    expect((await stored(id)).periodEnd).toEqual(nextMonth(nextMonth(trialEnd)));
    const history = await get<{ kind: string; amount: number }[]>(
      shopper,
      `proxy/user/${shopper.userId}/sessionsPayments`,
    );
    expect(
      history.filter((line) => line.kind === 'membership' && line.amount === monthly / 100),
    ).toHaveLength(2);
    // Still one membership: one booking for loyalty, however many months it was billed.
    expect(await readLoyalty(t, shopper)).toMatchObject({ bookings_count: 1 });
  });
});
