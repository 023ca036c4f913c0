import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions, tips } from '../../db/schema';
import { payLocally, stylistWhere, type Shopper } from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

/**
 * A tip with no card on file (the local stand-in): the session was paid by a gift code, so the
 * tip opens its own checkout instead of failing; paying it records the tip once, and the card it
 * leaves on file pays the next tip at once.
 */
const t = testAppPerFile();

type TipAnswer = {
  data: unknown;
  checkout?: { provider: string; clientSecret: string; amount: number };
};

/** A shopper whose session with a stylist cost nothing (a gift code paid it): no card on file. */
const shopperWithoutCard = async () => {
  const ada = await signUp(t.app);
  const stylist = await stylistWhere(t);
  await t.db.insert(stylingSessions).values({
    id: randomUUID(),
    userId: ada.userId,
    stylistId: stylist.id,
    plan: 'mini',
    type: 'one-time',
    status: 'active',
    totalCents: 0,
  });
  const channel = await t.app.request(
    '/gateway/twilio/channel',
    send('POST', { client_uuid: ada.userId, stylist_uuid: stylist.id }, ada.token),
  );
  const sid = ((await channel.json()) as { sid: string }).sid;
  return { ada, stylist, body: { amount: 15, channel_sid: sid, stylist_uuid: stylist.id } };
};

const payTip = (shopper: Shopper, body: Record<string, unknown>, key: string) =>
  t.app.request('/api/invoice/payTip', {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: shopper.token, 'idempotency-key': key },
    body: JSON.stringify(body),
  });

const tipsOf = (shopper: Shopper) =>
  t.db.select().from(tips).where(eq(tips.userId, shopper.userId));

describe('POST invoice/payTip without a card on file (local stand-in)', () => {
  it('opens its own checkout, records the tip once paid, and the next tip charges the card', async () => {
    const { ada, stylist, body } = await shopperWithoutCard();

    const response = await payTip(ada, body, 'tap-1');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as TipAnswer;
    expect(answer).toEqual({
      data: false,
      checkout: {
        provider: 'local',
        clientSecret: expect.stringMatching(/^cs_local_/),
        amount: 15,
      },
    });
    expect(await tipsOf(ada)).toEqual([]);

    const session = (await (
      await t.app.request(
        '/gateway/payments/local/session',
        send('POST', { secret: answer.checkout!.clientSecret }),
      )
    ).json()) as { description: string; amount: number };
    expect(session).toMatchObject({ description: `Tip for ${stylist.firstName}`, amount: 15 });

    // The shopper pays on the local form (twice: a double submit records one tip).
    const paid = await payLocally(t, answer.checkout!.clientSecret, { key: 'form-attempt-1' });
    expect(paid.status).toBe(200);
    const { returnUrl } = (await paid.json()) as { returnUrl: string };
    expect(returnUrl).toBe(
      `http://localhost:3000/app/chat/${stylist.id}/${ada.userId}?tip=paid&amount=15`,
    );
    await payLocally(t, answer.checkout!.clientSecret, { key: 'form-attempt-1' });
    expect((await tipsOf(ada)).map((tip) => [tip.amountCents, tip.provider])).toEqual([
      [1500, 'local'],
    ]);

    // The card is on file now: the next tip is charged at once.
    const next = await payTip(ada, { ...body, amount: 10 }, 'tap-2');
    expect(await next.json()).toEqual({ data: true });
    expect((await tipsOf(ada)).map((tip) => tip.amountCents).sort()).toEqual([1000, 1500]);
  });
});
