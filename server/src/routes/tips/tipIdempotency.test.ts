import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { charges, checkoutSessions, tips } from '../../db/schema';
import { bookAndPay, stylistWhere, type Shopper } from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

/** A tip is charged at once: a double tap or a retry must not charge twice (issue 27). */
const t = testAppPerFile();

const shopperWithSession = async () => {
  const ada = await signUp(t.app);
  const stylist = await stylistWhere(t);
  await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
  const response = await t.app.request(
    '/gateway/twilio/channel',
    send('POST', { client_uuid: ada.userId, stylist_uuid: stylist.id }, ada.token),
  );
  const sid = ((await response.json()) as { sid: string }).sid;
  return { ada, body: { amount: 15, channel_sid: sid, stylist_uuid: stylist.id } };
};

const payTip = (shopper: Shopper, body: Record<string, unknown>, key?: string) =>
  t.app.request('/api/invoice/payTip', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      token: shopper.token,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  });

const tipsOf = (shopper: Shopper) =>
  t.db.select().from(tips).where(eq(tips.userId, shopper.userId));

const tipChargesOf = async (shopper: Shopper) =>
  (
    await t.db
      .select({ amountCents: charges.amountCents })
      .from(charges)
      .innerJoin(checkoutSessions, eq(checkoutSessions.id, charges.checkoutSessionId))
      .where(eq(checkoutSessions.userId, shopper.userId))
  ).filter((charge) => charge.amountCents === 1500);

describe('POST invoice/payTip idempotency', () => {
  it('refuses a tip without an Idempotency-Key header (400) and charges nothing', async () => {
    const { ada, body } = await shopperWithSession();
    for (const key of [undefined, '', ' ', 'x'.repeat(201)]) {
      const response = await payTip(ada, body, key);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'idempotency_key_required',
        message: 'Each tip needs an Idempotency-Key header (one per tap) so it is charged once.',
      });
    }
    expect(await tipsOf(ada)).toEqual([]);
    expect(await tipChargesOf(ada)).toEqual([]);
  });

  it('charges a double tap (the same key twice at once) once, and answers both the same', async () => {
    const { ada, body } = await shopperWithSession();
    const key = `tip-${crypto.randomUUID()}`;
    const answers = await Promise.all([payTip(ada, body, key), payTip(ada, body, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { data: true },
      { data: true },
    ]);
    const later = await payTip(ada, body, key);
    expect(await later.json()).toEqual({ data: true });
    expect(await tipsOf(ada)).toHaveLength(1);
    expect(await tipChargesOf(ada)).toHaveLength(1);
  });

  it('refuses the same key for a different amount (409), and charges a new key again', async () => {
    const { ada, body } = await shopperWithSession();
    expect((await payTip(ada, body, 'tap-one-key')).status).toBe(200);
    const changed = await payTip(ada, { ...body, amount: 20 }, 'tap-one-key');
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect((await payTip(ada, body, 'tap-two-key')).status).toBe(200);
    expect((await tipsOf(ada)).map((tip) => tip.amountCents)).toEqual([1500, 1500]);
  });

  it('keys are per shopper: another shopper with the same key is charged for their own tip', async () => {
    const one = await shopperWithSession();
    const two = await shopperWithSession();
    expect((await payTip(one.ada, one.body, 'shared-key-1')).status).toBe(200);
    expect((await payTip(two.ada, two.body, 'shared-key-1')).status).toBe(200);
    expect(await tipsOf(two.ada)).toHaveLength(1);
  });
});
