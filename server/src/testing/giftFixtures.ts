import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { PlanId } from '@shared/plans';
import { creditEntries, giftCodes, outboxEmails } from '../db/schema';
import { issueCode } from '../services/gifts/giftCodes';
import { issueShopItBackCode } from '../services/gifts/shopItBack';
import { RETURN_URL, payLocally, type Shopper } from './bookingFixtures';
import { NEW_YORK, ORDER_RETURN_URL } from './orderFixtures';
import { send, signUp, type TestApp } from './testApp';

export const GIFT_RETURN_URL = 'http://localhost:3000/app/gift-cards/confirmation';

/** A code's pattern, as e-mailed. */
export const GIFT_CODE_PATTERN =
  /\bGIFT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\b/;
export const SIB_CODE_PATTERN =
  /\bSIB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\b/;

let addresses = 0;

/** A caller's own address (the socket's), so each test has its own rate limits by address. */
export const newAddress = () => {
  addresses += 1;
  return `10.17.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

/** What Hono's node adapter hands the app: the socket the request came on. */
export const fromAddress = (address: string) => ({
  incoming: { socket: { remoteAddress: address } },
});

export type GiftCardAnswer = {
  secret: string;
  requestId: string;
  provider: 'local' | 'stripe';
  plan: PlanId;
  planAmount: number;
  additionalAmount: number;
  total: number;
};

export type GiftCardRequestAnswer = {
  uuid: string;
  plan: PlanId;
  planAmount: number;
  additionalAmount: number;
  total: number;
  recipientName: string;
  senderName: string;
  status: 'open' | 'paid' | 'expired';
  completed: boolean;
  emailStatus: 'queued' | 'sent' | 'failed' | null;
};

let recipients = 0;

/** A whole, valid gift card body: Major with $500 of credit, to a new recipient. */
export const giftCardBody = (overrides: Record<string, unknown> = {}) => {
  recipients += 1;
  return {
    plan: 'major',
    additionalAmount: 500,
    message: 'Happy birthday, Bea!\nSee you soon.',
    recipient: { name: 'Bea Recipient', email: `bea${recipients}-${Date.now()}@example.com` },
    sender: { name: 'Sam Sender', email: 'sam@example.com' },
    returnUrl: GIFT_RETURN_URL,
    ...overrides,
  };
};

export const postGiftCard = (
  t: TestApp,
  body: Record<string, unknown>,
  { token, address = newAddress() }: { token?: string; address?: string } = {},
) =>
  t.app.request(
    '/gateway/gift-card/checkout-session',
    send('POST', body, token),
    fromAddress(address),
  );

/** Starts a gift card checkout that must succeed. */
export const startGiftCard = async (t: TestApp, body: Record<string, unknown> = giftCardBody()) => {
  const response = await postGiftCard(t, body);
  if (response.status !== 200) {
    throw new Error(`gift card checkout failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as GiftCardAnswer;
};

export const getGiftCard = (t: TestApp, requestId: string) =>
  t.app.request(`/gateway/gift-card?requestId=${encodeURIComponent(requestId)}`, send('GET'));

export const completeGiftCard = (t: TestApp, requestId: string) =>
  t.app.request('/gateway/gift-card/complete', send('POST', { requestId }));

/** The e-mails sent to an address, oldest first. */
export const outboxFor = async (t: TestApp, email: string) =>
  (
    await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toEmail, email))
      .orderBy(desc(outboxEmails.createdAt))
  ).reverse();

/** The code in the last e-mail to an address. */
export const codeSentTo = async (t: TestApp, email: string, pattern = GIFT_CODE_PATTERN) => {
  const mail = (await outboxFor(t, email)).at(-1);
  const code = mail?.bodyText.match(pattern)?.[0];
  if (!code) throw new Error(`no code in the e-mails to ${email}`);
  return code;
};

/** Buys a gift card and pays for it with the test card; answers the recipient's code. */
export const buyGiftCode = async (
  t: TestApp,
  overrides: { plan?: PlanId; additionalAmount?: number } = {},
) => {
  const body = giftCardBody(overrides);
  const checkout = await startGiftCard(t, body);
  const paid = await payLocally(t, checkout.secret);
  if (paid.status !== 200) throw new Error(`gift card payment failed: ${paid.status}`);
  return codeSentTo(t, body.recipient.email);
};

/** A code made directly (e.g. one issued long ago, so it has expired). */
export const makeCode = async (
  t: TestApp,
  {
    plan = 'major',
    creditCents = 0,
    issuedAt = new Date(),
  }: {
    plan?: PlanId;
    creditCents?: number;
    issuedAt?: Date;
  } = {},
) => {
  const issued = await issueCode(
    t.db,
    { kind: 'gift', plan, planAmountCents: 13000, creditCents },
    issuedAt,
  );
  if (!issued) throw new Error('no code issued');
  return issued.code;
};

/** A Shop it Back code for a shopper (and its e-mail). */
export const shopItBackCode = async (t: TestApp, shopper: Shopper, plan: PlanId = 'major') => {
  const code = await issueShopItBackCode(
    t.db,
    { log: () => {}, config: t.config },
    { userId: shopper.userId, plan },
  );
  if (!code) throw new Error('no Shop it Back code issued');
  return code;
};

export const codeRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(giftCodes).where(eq(giftCodes.id, id)))[0];

/** A session checkout with a coupon, from an address of its own unless one is given. */
export const postSessionCheckout = (
  t: TestApp,
  shopper: Shopper,
  body: Record<string, unknown>,
  address = newAddress(),
) =>
  t.app.request(
    '/gateway/styling-session/session-checkout',
    send('POST', { returnUrl: RETURN_URL, ...body }, shopper.token),
    fromAddress(address),
  );

/** An item checkout (the cart's), from an address of its own unless one is given. */
export const postCartCheckout = (
  t: TestApp,
  shopper: Shopper,
  body: Record<string, unknown>,
  address = newAddress(),
) =>
  t.app.request(
    '/gateway/checkout/session',
    send(
      'POST',
      { shippingAddress: NEW_YORK, returnUrl: ORDER_RETURN_URL, source: 'cart', ...body },
      shopper.token,
    ),
    fromAddress(address),
  );

export const creditOf = async (t: TestApp, shopper: Shopper) => {
  const response = await t.app.request(
    `/gateway/proxy/user/${shopper.userId}/credit`,
    send('GET', undefined, shopper.token),
  );
  return ((await response.json()) as { balance: number }).balance;
};

/** A fresh idempotency key for the local payment form. */
export const attemptKey = () => `attempt-${randomUUID()}`;

/** A new shopper with shopping credit: a ledger entry, as a code's left-over value makes. */
export const shopperWithCreditOf = async (t: TestApp, amountCents: number) => {
  const ada = await signUp(t.app);
  await t.db.insert(creditEntries).values({
    id: randomUUID(),
    userId: ada.userId,
    amountCents,
    kind: 'code',
    eventKey: `test:${randomUUID()}`,
  });
  return ada;
};

/** What the shopper's credit ledger adds up to, in cents. */
export const creditLedgerOf = async (t: TestApp, shopper: Shopper) =>
  (
    await t.db
      .select({
        cents: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)`.mapWith(Number),
      })
      .from(creditEntries)
      .where(eq(creditEntries.userId, shopper.userId))
  )[0]?.cents ?? 0;
