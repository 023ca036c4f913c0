import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, stylists } from '../../db/schema';
import {
  RETURN_URL,
  bookAndPay,
  postCheckout,
  startCheckout,
  stylistWhere,
} from '../../testing/bookingFixtures';
import { errorOf, send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /styling-session/session-checkout', () => {
  it('prices from the catalogue and ignores any price the client sends', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const checkout = await startCheckout(t, ada, {
      stylistUuid: stylist.id,
      plan: 'major',
      price: 1,
      total: 1,
      amount: 1,
    });
    expect(checkout).toEqual({
      clientSecret: expect.stringMatching(/^cs_local_/),
      requestId: expect.any(String),
      provider: 'local',
      plan: 'major',
      type: 'one-time',
      total: 130,
      discount: 0,
      isTrial: false,
      trialEnd: null,
      paidByCredit: false,
    });
    const [session] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, ada.userId));
    expect(session).toMatchObject({
      amountCents: 13000,
      kind: 'styling_session',
      mode: 'payment',
      returnUrl: `${RETURN_URL}&requestId=${checkout.requestId}`,
    });
  });

  it.each([
    ['mini', 'one-time', 60, false],
    ['mini', 'subscription', 54, true],
    ['major', 'subscription', 117, true],
    ['lux', 'one-time', 550, false],
    // Lux has no monthly choice: a lux request is always one-time.
    ['lux', 'subscription', 550, false],
  ])('%s %s costs %i (trial: %s)', async (plan, type, total, isTrial) => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const checkout = await startCheckout(t, ada, { stylistUuid: stylist.id, plan, type });
    expect(checkout).toMatchObject({ plan, total, isTrial, type: isTrial ? type : 'one-time' });
  });

  it('answers the same on POST /session-checkout', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const response = await postCheckout(
      t,
      ada,
      { stylistUuid: stylist.id, plan: 'mini', type: 'subscription' },
      '/gateway/session-checkout',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ plan: 'mini', total: 54, isTrial: true });
  });

  it('gives a membership a free 3-day trial, ending 3 days from now', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const before = Date.now();
    const checkout = await startCheckout(t, ada, {
      stylistUuid: stylist.id,
      plan: 'major',
      type: 'subscription',
    });
    const trialEnd = new Date(checkout.trialEnd ?? '').getTime();
    expect(trialEnd).toBeGreaterThanOrEqual(before + 3 * DAY_MS);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);
    const session = await t.app.request(
      '/gateway/payments/local/session',
      send('POST', { secret: checkout.clientSecret }),
    );
    expect(await session.json()).toMatchObject({
      amount: 117,
      mode: 'trial',
      trialEnd: checkout.trialEnd,
      status: 'open',
    });
  });

  it.each([
    ['a foreign origin', 'https://evil.example/app/checkout/confirmation'],
    ['a backslash path', '/\\evil.example'],
    ['a relative path', '/app/checkout/confirmation'],
    ['a path outside the app', 'http://localhost:3000/gateway/payments'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses a return URL with %s (400 returnUrl)', async (_, returnUrl) => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const response = await postCheckout(t, ada, {
      stylistUuid: stylist.id,
      plan: 'mini',
      returnUrl,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).errors).toEqual([
      { field: 'returnUrl', message: expect.any(String) },
    ]);
  });

  it("refuses the request's own origin when it is not PUBLIC_URL's (its Host can be forged)", async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const response = await postCheckout(t, ada, {
      stylistUuid: stylist.id,
      plan: 'mini',
      returnUrl: 'http://localhost/app/checkout/confirmation?booking=x',
    });
    expect(response.status).toBe(400);
  });

  it('refuses an unknown plan with a field error', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const response = await postCheckout(t, ada, { stylistUuid: stylist.id, plan: 'mega' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).errors?.[0]?.field).toBe('plan');
  });

  it('answers 404 for an unknown stylist and 409 for one not taking bookings', async () => {
    const ada = await signUp(t.app);
    expect((await postCheckout(t, ada, { stylistUuid: 'nope', plan: 'mini' })).status).toBe(404);
    for (const stylist of [
      await stylistWhere(t, { active: false }),
      await stylistWhere(t, { bot: true }),
    ]) {
      const response = await postCheckout(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe('stylist_unavailable');
    }
    const [unapproved] = await t.db
      .update(stylists)
      .set({ isApproved: false })
      .where(eq(stylists.id, (await stylistWhere(t, { active: false })).id))
      .returning();
    const response = await postCheckout(t, ada, { stylistUuid: unapproved!.id, plan: 'mini' });
    expect((await errorOf(response)).code).toBe('stylist_unavailable');
  });

  it('answers 409 active_session with the session when one is already running', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const { requestId } = await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
    const response = await postCheckout(t, ada, { stylistUuid: stylist.id, plan: 'major' });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: 'active_session',
      sessionId: requestId,
      stylistUuid: stylist.id,
    });
  });

  it('needs a signed-in user', async () => {
    const stylist = await stylistWhere(t);
    expect((await postCheckout(t, null, { stylistUuid: stylist.id, plan: 'mini' })).status).toBe(
      401,
    );
  });
});
