import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stylingSessions } from '../../db/schema';
import { bookAndPay, readLoyalty, stylistWhere, type Shopper } from '../../testing/bookingFixtures';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sessions booked `daysAgo` days ago, straight into the database. */
const booked = async (shopper: Shopper, daysAgo: number, times = 1) => {
  const stylist = await stylistWhere(t);
  for (let n = 0; n < times; n += 1) {
    await t.db.insert(stylingSessions).values({
      id: randomUUID(),
      userId: shopper.userId,
      stylistId: stylist.id,
      plan: 'mini',
      status: 'ended',
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    });
  }
};

describe('GET proxy/user/{uid}: level and bookings_count', () => {
  it('has no level before a booking, bronze after one', async () => {
    const ada = await signUp(t.app);
    expect(await readLoyalty(t, ada)).toMatchObject({ level: null, bookings_count: 0 });
    await bookAndPay(t, ada, { stylistUuid: (await stylistWhere(t)).id, plan: 'mini' });
    expect(await readLoyalty(t, ada)).toMatchObject({ level: 'bronze', bookings_count: 1 });
  });

  it('counts only the last 12 months: gold from 4, platinum from 8', async () => {
    const ada = await signUp(t.app);
    await booked(ada, 400, 5);
    expect(await readLoyalty(t, ada)).toMatchObject({ level: null, bookings_count: 0 });
    await booked(ada, 300, 4);
    expect(await readLoyalty(t, ada)).toMatchObject({ level: 'gold', bookings_count: 4 });
    await booked(ada, 2, 4);
    expect(await readLoyalty(t, ada)).toMatchObject({ level: 'platinum', bookings_count: 8 });
  });
});
