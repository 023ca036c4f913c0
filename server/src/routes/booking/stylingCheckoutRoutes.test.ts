import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, stylingSessions, stylists } from '../../db/schema';
import type { ChatMessageEvent } from '../../presenters/chatMessagePresenter';
import { ChatBus } from '../../services/chatBus';
import { InMemoryEventBus } from '../../events/eventBus';
import { TEST_CARD_DECLINED } from '../../services/payments';
import {
  RETURN_URL,
  bookAndPay,
  bookingTally,
  completeRequest,
  getRequest,
  payLocally,
  postCheckout,
  startCheckout,
  stylistWhere,
  type RequestAnswer,
} from '../../testing/bookingFixtures';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';

let t: TestApp;
const events = new InMemoryEventBus();
let bus: ChatBus;
beforeAll(async () => {
  t = await createTestApp({}, { events });
  bus = new ChatBus({ events, db: t.db, log: () => {} });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const errorOf = async (response: Response) =>
  (await response.json()) as {
    code: string;
    errors?: { field: string }[];
    sessionId?: string;
    stylistUuid?: string;
  };

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

describe('paying, confirming and completing', () => {
  it('is open until paid; complete before paying is 409 not_paid', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const checkout = await startCheckout(t, ada, {
      stylistUuid: stylist.id,
      plan: 'major',
      goal: 'anything',
    });
    const response = await getRequest(t, ada, checkout.requestId);
    expect(await response.json()).toEqual({
      uuid: checkout.requestId,
      completed: false,
      status: 'open',
      plan: 'major',
      type: 'one-time',
      stylistUuid: stylist.id,
      stylistName: `${stylist.firstName} ${stylist.lastName}`,
      total: 130,
      discount: 0,
      coupon: null,
      isTrial: false,
      trialEnd: null,
      sessionId: null,
    });
    const early = await completeRequest(t, ada, checkout.requestId);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('not_paid');
    expect((await bookingTally(t, ada)).sessions).toEqual([]);
  });

  it('fulfils once on the local settle, however often it is paid or completed', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const checkout = await startCheckout(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
    const sameKey = { key: 'attempt-same-key-1' };
    const answers = await Promise.all([
      payLocally(t, checkout.clientSecret, sameKey),
      payLocally(t, checkout.clientSecret, sameKey),
    ]);
    answers.push(await payLocally(t, checkout.clientSecret, { key: 'attempt-other-key' }));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        status: 'paid',
        returnUrl: `${RETURN_URL}&requestId=${checkout.requestId}`,
      });
    }

    const read = (await (await getRequest(t, ada, checkout.requestId)).json()) as RequestAnswer;
    expect(read).toMatchObject({
      status: 'complete',
      completed: false,
      sessionId: checkout.requestId,
    });

    const first = await completeRequest(t, ada, checkout.requestId);
    const second = await completeRequest(t, ada, checkout.requestId);
    expect(first.status).toBe(200);
    const completed = (await first.json()) as RequestAnswer;
    expect(completed).toMatchObject({ completed: true, status: 'complete' });
    expect(await second.json()).toEqual(completed);

    const tally = await bookingTally(t, ada);
    expect(tally.charges).toHaveLength(1);
    expect(tally.charges[0]).toMatchObject({
      amountCents: 6000,
      kind: 'payment',
      cardLast4: '4242',
    });
    expect(tally.sessions).toHaveLength(1);
    expect(tally.sessions[0]).toMatchObject({
      id: checkout.requestId,
      plan: 'mini',
      type: 'one-time',
      status: 'active',
      totalCents: 6000,
      trialEnd: null,
      periodEnd: null,
    });
    expect(tally.messages).toHaveLength(1);
    expect(tally.messages[0]).toMatchObject({
      sender: 'stylist',
      channelSid: tally.sessions[0]!.channelSid,
    });
    expect(tally.messages[0]!.content).toContain('Hi Ada!');
    expect(tally.messages[0]!.content).toContain(`I'm ${stylist.firstName}`);
    expect(tally.messages[0]!.content).toContain('Mini styling session');
    expect(tally.bookingsCount).toBe(1);
  });

  it('charges nothing on a decline, then pays once with a good card', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const checkout = await startCheckout(t, ada, { stylistUuid: stylist.id, plan: 'major' });
    const declined = await payLocally(t, checkout.clientSecret, { number: TEST_CARD_DECLINED });
    expect(declined.status).toBe(402);
    expect((await errorOf(declined)).code).toBe('card_declined');
    let tally = await bookingTally(t, ada);
    expect([tally.charges.length, tally.sessions.length, tally.bookingsCount]).toEqual([0, 0, 0]);
    expect(
      ((await (await getRequest(t, ada, checkout.requestId)).json()) as RequestAnswer).status,
    ).toBe('open');

    expect((await payLocally(t, checkout.clientSecret)).status).toBe(200);
    tally = await bookingTally(t, ada);
    expect([tally.charges.length, tally.sessions.length, tally.bookingsCount]).toEqual([1, 1, 1]);
  });

  it('starts a membership with a $0 card check, a 3-day trial and the period ending with it', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const goals = (await (await t.app.request('/api/goal')).json()) as {
      items: { uuid: string; text: string }[];
    };
    const goal = goals.items[0]!;
    const checkout = await startCheckout(t, ada, {
      stylistUuid: stylist.id,
      plan: 'major',
      type: 'subscription',
      goal: goal.uuid,
      bookingSource: 'profile',
    });
    const before = Date.now();
    expect((await payLocally(t, checkout.clientSecret)).status).toBe(200);

    const tally = await bookingTally(t, ada);
    expect(tally.charges).toEqual([
      expect.objectContaining({ amountCents: 0, kind: 'verification', cardLast4: '4242' }),
    ]);
    const [session] = tally.sessions;
    expect(session).toMatchObject({
      type: 'subscription',
      plan: 'major',
      totalCents: 11700,
      goal: goal.uuid,
      bookingSource: 'profile',
    });
    const trialEnd = session!.trialEnd!.getTime();
    expect(trialEnd).toBeGreaterThanOrEqual(before + 3 * DAY_MS);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);
    expect(session!.periodEnd).toEqual(session!.trialEnd);
    const welcome = tally.messages[0]!.content;
    expect(welcome).toContain('Major monthly membership');
    expect(welcome).toContain(`You told me you'd like to ${goal.text.charAt(0).toLowerCase()}`);
    expect(welcome).toContain('free 3-day trial');

    const read = (await (await getRequest(t, ada, checkout.requestId)).json()) as RequestAnswer;
    expect(read).toMatchObject({ isTrial: true, trialEnd: session!.trialEnd!.toISOString() });
  });

  it('reuses the chat channel the shopper already has, and publishes the welcome on it', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const channel = await t.app.request(
      '/gateway/twilio/channel',
      send('POST', { client_uuid: ada.userId, stylist_uuid: stylist.id }, ada.token),
    );
    const { sid } = (await channel.json()) as { sid: string };
    const published: ChatMessageEvent[] = [];
    const unsubscribe = bus.subscribe(sid, (message) => published.push(message));
    const checkout = await startCheckout(t, ada, { stylistUuid: stylist.id, plan: 'lux' });
    await payLocally(t, checkout.clientSecret);
    await payLocally(t, checkout.clientSecret);
    await completeRequest(t, ada, checkout.requestId);
    unsubscribe();
    const tally = await bookingTally(t, ada);
    expect(tally.sessions[0]?.channelSid).toBe(sid);
    expect(tally.messages.map((message) => message.channelSid)).toEqual([sid]);
    expect(published).toEqual([
      expect.objectContaining({
        sid: tally.messages[0]!.id,
        sender: 'stylist',
        content: tally.messages[0]!.content,
      }),
    ]);
    expect(published[0]!.content).toContain('Lux styling session');
  });

  it('refuses an expired checkout', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const checkout = await startCheckout(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.userId, ada.userId));
    const response = await payLocally(t, checkout.clientSecret);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('checkout_expired');
    const read = (await (await getRequest(t, ada, checkout.requestId)).json()) as RequestAnswer;
    expect(read.status).toBe('expired');
    expect((await bookingTally(t, ada)).charges).toEqual([]);
  });
});

describe('who may read and complete a request', () => {
  it('answers only its owner: 401 signed out, 403 another user, 404 unknown', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const { requestId } = await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
    expect((await getRequest(t, null, requestId)).status).toBe(401);
    expect((await completeRequest(t, null, requestId)).status).toBe(401);
    expect((await getRequest(t, eve, requestId)).status).toBe(403);
    expect((await completeRequest(t, eve, requestId)).status).toBe(403);
    expect((await getRequest(t, ada, 'no-such-request')).status).toBe(404);
    expect((await completeRequest(t, ada, 'no-such-request')).status).toBe(404);
    expect((await getRequest(t, ada, requestId)).status).toBe(200);
  });
});

describe('what booking changes elsewhere', () => {
  type InboxItem = {
    stylist: { uuid: string };
    can_book: boolean;
    current_session_status: string;
    plan: string | null;
    subscription_id: string | null;
  };
  const inbox = async (shopper: Awaited<ReturnType<typeof signUp>>) =>
    (
      (await (
        await t.app.request(
          `/gateway/proxy/user/${shopper.userId}/inbox`,
          send('GET', undefined, shopper.token),
        )
      ).json()) as { items: InboxItem[] }
    ).items;

  it('shows the session in the inbox and on the stylist, and ends it cleanly', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const { requestId } = await bookAndPay(t, ada, {
      stylistUuid: stylist.id,
      plan: 'major',
      type: 'subscription',
    });
    expect(await inbox(ada)).toEqual([
      expect.objectContaining({
        stylist: expect.objectContaining({ uuid: stylist.id }),
        can_book: false,
        current_session_status: 'ongoing',
        plan: 'major',
        subscription_id: requestId,
      }),
    ]);
    const read = await t.app.request(
      `/gateway/proxy/stylist/${stylist.id}/read?user_uuid=${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    // Active, but not yet a paid session (a free trial): no review until it is billed.
    expect(await read.json()).toMatchObject({ has_active_session: true, has_session: false });
    const canBook = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/stylist/${stylist.id}/canBook`,
      send('GET', undefined, ada.token),
    );
    expect(await canBook.json()).toEqual({ can_book: false });

    await t.db
      .update(stylingSessions)
      .set({ status: 'ended' })
      .where(eq(stylingSessions.id, requestId));
    expect(await inbox(ada)).toEqual([
      expect.objectContaining({ can_book: true, current_session_status: 'ended', plan: 'major' }),
    ]);
  });

  it('marks a conversation without a session as none, with no plan', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    await t.app.request(
      '/gateway/twilio/channel',
      send('POST', { client_uuid: ada.userId, stylist_uuid: stylist.id }, ada.token),
    );
    expect(await inbox(ada)).toEqual([
      expect.objectContaining({
        can_book: true,
        current_session_status: 'none',
        plan: null,
        subscription_id: null,
      }),
    ]);
  });
});
