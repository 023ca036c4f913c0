import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../db/schema';
import type { ChatMessageEvent } from '../../presenters/chatMessagePresenter';
import { ChatBus } from '../../services/chatBus';
import { TEST_CARD_DECLINED } from '../../services/payments';
import {
  RETURN_URL,
  bookingTally,
  completeRequest,
  getRequest,
  payLocally,
  startCheckout,
  stylistWhere,
  type RequestAnswer,
} from '../../testing/bookingFixtures';
import { errorOf, send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();
let bus: ChatBus;
beforeAll(() => {
  bus = new ChatBus({ events: t.events, db: t.db, log: () => {} });
});

const DAY_MS = 24 * 60 * 60 * 1000;

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
