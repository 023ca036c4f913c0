import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens';
import { chatMessages, quizSessionTokens } from '../../db/schema';
import type { ChatMessageEvent } from '../../presenters/chatMessagePresenter';
import { ChatBus } from '../../services/chatBus';
import {
  bookAndPay,
  startCheckout,
  stylistWhere,
  type Shopper,
} from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();
let bus: ChatBus;
beforeAll(() => {
  bus = new ChatBus({ events: t.events, db: t.db, log: () => {} });
});

const getSession = (shopper: Shopper | null, sessionId: string) =>
  t.app.request(`/gateway/session/${sessionId}`, send('GET', undefined, shopper?.token));

const answer = (shopper: Shopper | null, sessionId: string, body: unknown) =>
  t.app.request(
    `/gateway/proxy/session/${sessionId}/questionnaire`,
    send('POST', body, shopper?.token),
  );

const quizSession = (shopper: Shopper, asUser: Shopper | null, requestId: string) =>
  t.app.request(
    `/gateway/proxy/user/${shopper.userId}/quizSession?requestId=${requestId}`,
    send('GET', undefined, asUser?.token),
  );

const messagesIn = (sid: string) =>
  t.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.channelSid, sid))
    .orderBy(asc(chatMessages.createdAt));

describe('GET session/{sessionId}', () => {
  it('answers the booked session to its owner', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const { requestId, trialEnd } = await bookAndPay(t, ada, {
      stylistUuid: stylist.id,
      plan: 'mini',
      type: 'subscription',
    });
    const response = await getSession(ada, requestId);
    expect(response.status).toBe(200);
    const session = (await response.json()) as Record<string, unknown>;
    expect(session).toEqual({
      uuid: requestId,
      stylistUuid: stylist.id,
      stylist: {
        uuid: stylist.id,
        name: `${stylist.firstName} ${stylist.lastName}`,
        first_name: stylist.firstName,
        last_name: stylist.lastName,
        profile_picture: stylist.profilePicture,
      },
      plan: 'mini',
      type: 'subscription',
      total: 54,
      isTrial: true,
      trialEnd: expect.any(String),
      periodEnd: session.trialEnd,
      status: 'active',
      channelSid: expect.stringMatching(/^CH/),
      questionnaireAnswered: false,
    });
    // The trial starts when the booking is fulfilled, moments after the checkout's promise.
    expect(
      Math.abs(new Date(session.trialEnd as string).getTime() - new Date(trialEnd!).getTime()),
    ).toBeLessThan(60_000);
  });

  it('answers only its owner: 401 signed out, 403 another user, 404 unknown', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const { requestId } = await bookAndPay(t, ada, {
      stylistUuid: (await stylistWhere(t)).id,
      plan: 'mini',
    });
    expect((await getSession(null, requestId)).status).toBe(401);
    expect((await getSession(eve, requestId)).status).toBe(403);
    expect((await getSession(ada, 'no-such-session')).status).toBe(404);
  });
});

describe('GET proxy/user/{uid}/quizSession', () => {
  it('hands out a fresh token, stored hashed and bound to the user and session', async () => {
    const ada = await signUp(t.app);
    const { requestId } = await bookAndPay(t, ada, {
      stylistUuid: (await stylistWhere(t)).id,
      plan: 'major',
    });
    const first = await quizSession(ada, ada, requestId);
    expect(first.status).toBe(200);
    const { sessionToken } = (await first.json()) as { sessionToken: string };
    expect(sessionToken).toMatch(/^[\w-]{40,}$/);
    const [stored] = await t.db
      .select()
      .from(quizSessionTokens)
      .where(eq(quizSessionTokens.tokenHash, hashToken(sessionToken)));
    expect(stored).toMatchObject({ userId: ada.userId, sessionId: requestId });
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(stored!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    const second = (await (await quizSession(ada, ada, requestId)).json()) as {
      sessionToken: string;
    };
    expect(second.sessionToken).not.toBe(sessionToken);
  });

  it('is 409 not_paid before payment, 403 for another user, 404 for an unknown request', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const { requestId } = await startCheckout(t, ada, {
      stylistUuid: (await stylistWhere(t)).id,
      plan: 'mini',
    });
    const unpaid = await quizSession(ada, ada, requestId);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toMatchObject({ code: 'not_paid' });
    expect((await quizSession(eve, eve, requestId)).status).toBe(403);
    expect((await quizSession(ada, eve, requestId)).status).toBe(403);
    expect((await quizSession(ada, null, requestId)).status).toBe(401);
    expect((await quizSession(ada, ada, 'no-such-request')).status).toBe(404);
  });
});

describe('POST proxy/session/{sessionId}/questionnaire', () => {
  const answers = [
    { question: 'Occasion', answer: 'A summer wedding in Lisbon' },
    { question: 'What is your budget?', answer: 'Around $300 <for everything>' },
  ];

  it("stores the answers and posts them as the shopper's one message in the session chat", async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const { requestId } = await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'major' });
    const session = (await (await getSession(ada, requestId)).json()) as { channelSid: string };
    const published: ChatMessageEvent[] = [];
    const unsubscribe = bus.subscribe(session.channelSid, (message) => published.push(message));

    const response = await answer(ada, requestId, { answers });
    unsubscribe();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ uuid: requestId, questionnaireAnswered: true });

    const messages = await messagesIn(session.channelSid);
    // Welcome, the answers, then the stylist's turn (sizes are still missing: she asks).
    expect(messages.map((message) => message.sender)).toEqual(['stylist', 'client', 'stylist']);
    expect(messages[2]!.content).toMatch(/your sizes/);
    const expected = [
      `My answers for ${stylist.firstName}:`,
      '• Occasion: A summer wedding in Lisbon',
      '• What is your budget? Around $300 <for everything>',
    ].join('\n');
    expect(messages[1]!.content).toBe(expected);
    expect(published[0]).toEqual(
      expect.objectContaining({
        sender: 'client',
        content: expected,
        channel_sid: session.channelSid,
      }),
    );

    // A retry with the same answers changes nothing; different answers are refused.
    expect((await answer(ada, requestId, { answers })).status).toBe(200);
    const changed = await answer(ada, requestId, {
      answers: [{ question: 'Occasion', answer: 'Work' }],
    });
    expect(changed.status).toBe(409);
    expect(await messagesIn(session.channelSid)).toHaveLength(3);
  });

  it.each([
    ['no answers', { answers: [] }],
    ['too many answers', { answers: Array.from({ length: 11 }, () => answers[0]) }],
    ['a question over 200 characters', { answers: [{ question: 'q'.repeat(201), answer: 'a' }] }],
    ['an answer over 1000 characters', { answers: [{ question: 'q', answer: 'a'.repeat(1001) }] }],
    ['an empty answer', { answers: [{ question: 'q', answer: '   ' }] }],
  ])('refuses %s with a 400', async (_, body) => {
    const ada = await signUp(t.app);
    const { requestId } = await bookAndPay(t, ada, {
      stylistUuid: (await stylistWhere(t)).id,
      plan: 'mini',
    });
    const response = await answer(ada, requestId, body);
    expect(response.status).toBe(400);
  });

  it('answers only the owner: 401 signed out, 403 another user, 404 unknown', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const { requestId } = await bookAndPay(t, ada, {
      stylistUuid: (await stylistWhere(t)).id,
      plan: 'mini',
    });
    expect((await answer(null, requestId, { answers })).status).toBe(401);
    expect((await answer(eve, requestId, { answers })).status).toBe(403);
    expect((await answer(ada, 'no-such-session', { answers })).status).toBe(404);
  });
});
