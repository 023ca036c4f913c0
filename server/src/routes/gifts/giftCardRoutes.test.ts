import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens';
import { checkoutSessions, giftCardRequests, giftCodes, outboxEmails } from '../../db/schema';
import { payLocally } from '../../testing/bookingFixtures';
import {
  GIFT_CODE_PATTERN,
  GIFT_RETURN_URL,
  attemptKey,
  completeGiftCard,
  getGiftCard,
  giftCardBody,
  newAddress,
  outboxFor,
  postGiftCard,
  startGiftCard,
  type GiftCardRequestAnswer,
} from '../../testing/giftFixtures';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type ErrorAnswer = { code: string; message: string; errors?: { field: string; message: string }[] };

const fieldErrors = async (response: Response) =>
  Object.fromEntries(
    ((await response.json()) as ErrorAnswer).errors?.map((error) => [error.field, error.message]) ??
      [],
  );

const requestRow = async (requestId: string) =>
  (await t.db.select().from(giftCardRequests).where(eq(giftCardRequests.id, requestId)))[0]!;

const readGiftCard = async (requestId: string) =>
  (await (await getGiftCard(t, requestId)).json()) as GiftCardRequestAnswer;

describe('POST /gift-card/checkout-session', () => {
  it('lets a visitor buy: the amount comes from the plan and the credit, whatever the client sends', async () => {
    const body = giftCardBody({ amount: 1, total: 1, planAmount: 1, clientUuid: 'someone' });
    const response = await postGiftCard(t, body);
    expect(response.status).toBe(200);
    const checkout = (await response.json()) as Record<string, unknown>;
    expect(checkout).toEqual({
      secret: expect.stringMatching(/^cs_local_/),
      requestId: expect.any(String),
      provider: 'local',
      plan: 'major',
      planAmount: 130,
      additionalAmount: 500,
      total: 630,
    });
    const request = await requestRow(checkout.requestId as string);
    expect(request).toMatchObject({
      buyerId: null,
      status: 'open',
      planAmountCents: 13000,
      additionalAmountCents: 50000,
      recipientName: 'Bea Recipient',
      senderName: 'Sam Sender',
      message: 'Happy birthday, Bea!\nSee you soon.',
    });
    const [session] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, request.providerSessionId!));
    expect(session).toMatchObject({
      kind: 'gift_card',
      userId: null,
      amountCents: 63000,
      returnUrl: `${GIFT_RETURN_URL}?requestId=${checkout.requestId as string}`,
      description: 'Major styling session gift card with $500 shopping credit',
    });
  });

  it.each([
    ['mini', 0, 60],
    ['lux', 1000, 1550],
  ])('prices %s with $%i of credit at $%i', async (plan, additionalAmount, total) => {
    const checkout = await startGiftCard(t, giftCardBody({ plan, additionalAmount }));
    expect(checkout).toMatchObject({ plan, additionalAmount, total });
  });

  it('takes no credit when none is sent, and an empty message', async () => {
    const rest: Record<string, unknown> = giftCardBody();
    delete rest.additionalAmount;
    delete rest.message;
    const checkout = await startGiftCard(t, rest);
    expect(checkout).toMatchObject({ planAmount: 130, additionalAmount: 0, total: 130 });
    expect((await requestRow(checkout.requestId)).message).toBe('');
  });

  it('records a signed-in buyer from the token, never from clientUuid', async () => {
    const ada = await signUp(t.app);
    const other = await signUp(t.app);
    const response = await postGiftCard(t, giftCardBody({ clientUuid: other.userId }), {
      token: ada.token,
    });
    const { requestId } = (await response.json()) as { requestId: string };
    expect((await requestRow(requestId)).buyerId).toBe(ada.userId);
  });

  it('answers field errors by name: names, e-mails, message, credit, plan and return URL', async () => {
    const missing = await postGiftCard(t, { plan: 'major', returnUrl: GIFT_RETURN_URL });
    expect(missing.status).toBe(400);
    expect(await fieldErrors(missing)).toEqual({
      'recipient.name': 'Name is required',
      'recipient.email': 'Email is required',
      'sender.name': 'Name is required',
      'sender.email': 'Email is required',
    });

    const wrong = await postGiftCard(t, {
      plan: 'gold',
      additionalAmount: 12.5,
      message: 'x'.repeat(301),
      recipient: { name: '   ', email: 'bea@' },
      sender: { name: 'S'.repeat(51), email: 'sam"@example.com' },
      returnUrl: GIFT_RETURN_URL,
    });
    expect(await fieldErrors(wrong)).toEqual({
      plan: 'Choose the Mini, Major or Lux plan.',
      additionalAmount: 'Shopping credit can be a whole number of dollars up to $5,000.',
      message: 'The message can be at most 300 characters.',
      'recipient.name': 'Name is required',
      'recipient.email': 'Please enter a valid email address',
      'sender.name': 'Name must be at most 50 characters.',
      'sender.email': 'You are using invalid characters',
    });

    for (const additionalAmount of [-1, 5001, '500']) {
      const response = await postGiftCard(t, giftCardBody({ additionalAmount }));
      expect(Object.keys(await fieldErrors(response))).toEqual(['additionalAmount']);
    }
    const outside = await postGiftCard(
      t,
      giftCardBody({ returnUrl: 'https://evil.example/app/gift-cards/confirmation' }),
    );
    expect(await fieldErrors(outside)).toEqual({
      returnUrl: 'The return URL must be a page of this app.',
    });
  });

  it('limits checkouts to 20 an hour per address', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await postGiftCard(t, giftCardBody(), { address })).status).toBe(200);
    }
    const limited = await postGiftCard(t, giftCardBody(), { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as ErrorAnswer).code).toBe('too_many_requests');
    expect((await postGiftCard(t, giftCardBody())).status).toBe(200);
  });
});

describe('delivery, GET /gift-card and POST /gift-card/complete', () => {
  it('is open until paid, with no e-mail, message or code in the answer; complete is 409 before', async () => {
    const checkout = await startGiftCard(t);
    expect(await readGiftCard(checkout.requestId)).toEqual({
      uuid: checkout.requestId,
      plan: 'major',
      planAmount: 130,
      additionalAmount: 500,
      total: 630,
      recipientName: 'Bea Recipient',
      senderName: 'Sam Sender',
      status: 'open',
      completed: false,
      emailStatus: null,
    });
    const early = await completeGiftCard(t, checkout.requestId);
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorAnswer).code).toBe('not_paid');
  });

  it('e-mails the recipient once: the sender, the message as typed, the code and where to redeem', async () => {
    const body = giftCardBody({ message: 'For <b>you</b> & yours\r\nLove, Sam\u0007' });
    const checkout = await startGiftCard(t, body);
    expect((await payLocally(t, checkout.secret)).status).toBe(200);

    const mails = await outboxFor(t, body.recipient.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      kind: 'gift_card',
      subject: 'Sam Sender sent you a Lookwright gift card',
    });
    expect(mail!.bodyText).toContain('Hi Bea Recipient,');
    expect(mail!.bodyText).toContain(
      'Sam Sender sent you a Lookwright gift card: a Major styling session ($130) and $500 of shopping credit.',
    );
    expect(mail!.bodyText).toContain(
      "Sam Sender's message:\n\nFor <b>you</b> & yours\nLove, Sam\n",
    );
    expect(mail!.bodyText).toMatch(GIFT_CODE_PATTERN);
    expect(mail!.bodyText).toContain('http://localhost:3000/app/login');
    expect(mail!.bodyText).toContain('http://localhost:3000/app/gift-cards');

    // Replays: the form confirmed again, the request read and completed, twice.
    await payLocally(t, checkout.secret, { key: attemptKey() });
    expect(await readGiftCard(checkout.requestId)).toMatchObject({
      status: 'paid',
      completed: false,
    });
    const done = await completeGiftCard(t, checkout.requestId);
    expect(await done.json()).toMatchObject({ status: 'paid', completed: true });
    expect((await completeGiftCard(t, checkout.requestId)).status).toBe(200);
    expect(await outboxFor(t, body.recipient.email)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(giftCodes)
        .where(eq(giftCodes.giftCardRequestId, checkout.requestId)),
    ).toHaveLength(1);
  });

  it('never stores the code in clear: only its SHA-256, with its value and a year to run', async () => {
    const body = giftCardBody({ plan: 'lux', additionalAmount: 1000 });
    const checkout = await startGiftCard(t, body);
    await payLocally(t, checkout.secret);
    const [mail] = await outboxFor(t, body.recipient.email);
    const code = mail!.bodyText.match(GIFT_CODE_PATTERN)![0];

    const [row] = await t.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.giftCardRequestId, checkout.requestId));
    expect(row).toMatchObject({
      kind: 'gift',
      plan: 'lux',
      planAmountCents: 55000,
      creditCents: 100000,
      codeHash: hashToken(`GIFT-${code.slice('GIFT-'.length).replaceAll('-', '')}`),
      redeemedBy: null,
    });
    const year = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(year).toBe(365 * 24 * 60 * 60 * 1000);
    const request = await requestRow(checkout.requestId);
    const stored = JSON.stringify([
      row,
      request,
      await t.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, request.providerSessionId!)),
    ]);
    const characters = code.replace(/^GIFT-/, '');
    expect(stored).not.toContain(characters);
    expect(stored).not.toContain(characters.replaceAll('-', ''));
    // The outbox (the stand-in for the mail provider) is the only place the code is written.
    expect(
      (await t.db.select().from(outboxEmails)).filter((email) => email.bodyText.includes(code)),
    ).toHaveLength(1);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await getGiftCard(t, 'no-such-request')).status).toBe(404);
    expect((await completeGiftCard(t, 'no-such-request')).status).toBe(404);
  });

  it('expires a request not paid in time, and delivers nothing', async () => {
    const body = giftCardBody();
    const checkout = await startGiftCard(t, body);
    const past = new Date(Date.now() - 1000);
    const request = await requestRow(checkout.requestId);
    await t.db
      .update(giftCardRequests)
      .set({ expiresAt: past })
      .where(eq(giftCardRequests.id, request.id));
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: past })
      .where(eq(checkoutSessions.id, request.providerSessionId!));
    expect(await readGiftCard(checkout.requestId)).toMatchObject({ status: 'expired' });
    expect((await payLocally(t, checkout.secret)).status).toBe(409);
    expect((await completeGiftCard(t, checkout.requestId)).status).toBe(409);
    expect(await outboxFor(t, body.recipient.email)).toEqual([]);
  });
});
