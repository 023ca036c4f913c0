import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions } from '../../db/schema';
import {
  bookAndPay,
  bookableStylists,
  type Shopper,
  readLoyalty,
} from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';
import { settleLocalMemberships } from './localMembershipBilling';

/**
 * Loyalty tiers and reviews count paid sessions only (issue 27): a free trial cancelled at once
 * was never paid for, so it is no booking.
 */
const t = testAppPerFile();

const DAY_MS = 24 * 60 * 60 * 1000;

/** A free-trial membership with the stylist, cancelled at once; answers its id. */
const cancelledTrial = async (shopper: Shopper, stylistId: string) => {
  const { requestId } = await bookAndPay(t, shopper, {
    stylistUuid: stylistId,
    plan: 'mini',
    type: 'subscription',
  });
  const cancelled = await t.app.request(
    `/gateway/proxy/session/${requestId}/cancel`,
    send('PUT', undefined, shopper.token),
  );
  expect(cancelled.status).toBe(200);
  return requestId;
};

const review = (shopper: Shopper, stylistId: string) =>
  t.app.request(
    `/gateway/proxy/stylist/${stylistId}/review`,
    send('POST', { user_uuid: shopper.userId, rate: 5, description: 'Lovely.' }, shopper.token),
  );

describe('paid sessions only', () => {
  it('eight free-trial memberships cancelled at once reach no loyalty tier, before or after their trials end', async () => {
    const ada = await signUp(t.app);
    const stylists = (await bookableStylists(t)).slice(0, 8);
    expect(stylists).toHaveLength(8);
    await Promise.all(stylists.map((stylist) => cancelledTrial(ada, stylist.id)));
    expect(await readLoyalty(t, ada)).toMatchObject({ level: null, bookings_count: 0 });
    // The trials end unpaid: the memberships end, and still count for nothing.
    await settleLocalMemberships(t.db, {
      userId: ada.userId,
      now: new Date(Date.now() + 4 * DAY_MS),
    });
    expect(await readLoyalty(t, ada)).toMatchObject({ level: null, bookings_count: 0 });
  });

  it('counts a membership once it was billed past its trial, and every one-time session', async () => {
    const ada = await signUp(t.app);
    const [first, second] = await bookableStylists(t);
    const id = await cancelledTrial(ada, first!.id);
    await bookAndPay(t, ada, { stylistUuid: second!.id, plan: 'mini' });
    expect(await readLoyalty(t, ada)).toMatchObject({ level: 'bronze', bookings_count: 1 });
    // Billed for a month after the trial (as the renewal moves its period on).
    const [row] = await t.db.select().from(stylingSessions).where(eq(stylingSessions.id, id));
    await t.db
      .update(stylingSessions)
      .set({ periodEnd: new Date(row!.trialEnd!.getTime() + 30 * DAY_MS) })
      .where(eq(stylingSessions.id, id));
    expect(await readLoyalty(t, ada)).toMatchObject({ level: 'bronze', bookings_count: 2 });
  });

  it('refuses a review after only a cancelled free trial, and takes one after a paid session', async () => {
    const ada = await signUp(t.app);
    const [stylist] = await bookableStylists(t);
    await cancelledTrial(ada, stylist!.id);
    const refused = await review(ada, stylist!.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'review_needs_session',
      message: `You can review ${stylist!.firstName} after a styling session with them.`,
    });
    const profile = await t.app.request(
      `/gateway/proxy/stylist/${stylist!.id}/read?user_uuid=${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    expect(await profile.json()).toMatchObject({ has_session: false });

    const bea = await signUp(t.app);
    await bookAndPay(t, bea, { stylistUuid: stylist!.id, plan: 'mini' });
    expect((await review(bea, stylist!.id)).status).toBe(201);
  });
});
