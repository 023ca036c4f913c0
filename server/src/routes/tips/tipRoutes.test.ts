import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tips } from '../../db/schema';
import { bookAndPay, stylistWhere } from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const channelWith = async (shopper: { userId: string; token: string }, stylistId: string) => {
  const response = await t.app.request(
    '/gateway/twilio/channel',
    send('POST', { client_uuid: shopper.userId, stylist_uuid: stylistId }, shopper.token),
  );
  return ((await response.json()) as { sid: string }).sid;
};

const payTip = (path: string, token: string, body: Record<string, unknown>, key?: string) =>
  t.app.request(path, {
    ...send('POST', body, token),
    headers: {
      'content-type': 'application/json',
      token,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });

describe('POST invoice/payTip', () => {
  it('charges the card on file once and answers data: true, on both roots', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
    const sid = await channelWith(ada, stylist.id);
    const body = { amount: 15, channel_sid: sid, stylist_uuid: stylist.id };

    const first = await payTip('/api/invoice/payTip', ada.token, body, 'tip-key-1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: true });
    const retried = await payTip('/api/invoice/payTip', ada.token, body, 'tip-key-1');
    expect(await retried.json()).toEqual({ data: true });
    const viaGateway = await payTip(
      '/gateway/proxy/invoice/payTip',
      ada.token,
      { ...body, amount: 10 },
      'tip-key-2',
    );
    expect(await viaGateway.json()).toEqual({ data: true });

    const stored = await t.db.select().from(tips).where(eq(tips.userId, ada.userId));
    expect(stored.map((tip) => tip.amountCents).sort()).toEqual([1000, 1500]);
  });

  it('refuses bad amounts, other channels and stylists, and shoppers without a session', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
    const sid = await channelWith(ada, stylist.id);
    const tip = (token: string, body: Record<string, unknown>) =>
      payTip(
        '/api/invoice/payTip',
        token,
        { amount: 15, channel_sid: sid, stylist_uuid: stylist.id, ...body },
        `tip-${crypto.randomUUID()}`,
      );

    for (const amount of [0, -5, 2.5, 1001, '15']) {
      expect((await tip(ada.token, { amount })).status).toBe(400);
    }
    const other = await stylistWhere(t, { bot: true });
    expect((await tip(ada.token, { stylist_uuid: other.id })).status).toBe(400);

    const eve = await signUp(t.app);
    expect((await tip(eve.token, {})).status).toBe(403);
    const eveSid = await channelWith(eve, stylist.id);
    const noSession = await tip(eve.token, { channel_sid: eveSid });
    expect(noSession.status).toBe(403);
    expect(await noSession.json()).toMatchObject({ code: 'no_session' });
    expect(await t.db.select().from(tips).where(eq(tips.userId, eve.userId))).toEqual([]);
  });
});
