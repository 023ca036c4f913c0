import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCodes } from '../../db/schema';
import {
  bookableStylists,
  payLocally,
  type CheckoutAnswer,
  type Shopper,
} from '../../testing/bookingFixtures';
import { makeCode, outboxFor, postSessionCheckout } from '../../testing/giftFixtures';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

/**
 * Shop it Back credit is decided by the server (issue 27): the campaign's booking source a client
 * sends says the shopper took part, never how much comes back. The code gives back what the
 * shopper paid for the session, up to the plan's value: nothing for a session a gift code paid.
 */
const t = testAppPerFile();

const sibMails = async (shopper: Shopper) =>
  (await outboxFor(t, shopper.email)).filter((mail) => mail.kind === 'shop_it_back');

const sibCodesOf = (shopper: Shopper) =>
  t.db.select().from(giftCodes).where(eq(giftCodes.issuedToId, shopper.userId));

const book = async (shopper: Shopper, body: Record<string, unknown>) => {
  const [stylist] = await bookableStylists(t);
  const response = await postSessionCheckout(t, shopper, {
    stylistUuid: stylist!.id,
    bookingSource: 'shop-it-back',
    ...body,
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as CheckoutAnswer & { paidByCredit: boolean };
  if (answer.clientSecret) expect((await payLocally(t, answer.clientSecret)).status).toBe(200);
  return answer;
};

describe('Shop it Back is decided by the server', () => {
  it('grants nothing for a session a gift code paid in full, whatever booking source is sent', async () => {
    const ada = await signUp(t.app);
    const answer = await book(ada, { plan: 'mini', coupon: await makeCode(t) });
    expect(answer.paidByCredit).toBe(true);
    expect(await sibMails(ada)).toEqual([]);
    expect(await sibCodesOf(ada)).toEqual([]);
  });

  it('gives back only what the shopper paid when a gift code paid part', async () => {
    const ada = await signUp(t.app);
    // Lux is $550 (Shop it Back $500); a $130 code leaves $420 paid by card.
    await book(ada, { plan: 'lux', coupon: await makeCode(t) });
    const [code] = await sibCodesOf(ada);
    expect(code?.creditCents).toBe(42000);
    const mails = await sibMails(ada);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your $420 Shop it Back code']);
  });

  it('grants nothing for a membership (a free trial) booked with the campaign source', async () => {
    const ada = await signUp(t.app);
    await book(ada, { plan: 'mini', type: 'subscription' });
    expect(await sibMails(ada)).toEqual([]);
  });

  it('gives the plan value back for a session paid in full by card', async () => {
    const ada = await signUp(t.app);
    await book(ada, { plan: 'major' });
    expect((await sibMails(ada)).map((mail) => mail.subject)).toEqual([
      'Your $130 Shop it Back code',
    ]);
  });
});
