import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  charges,
  checkoutSessions,
  chatChannels,
  chatMessages,
  stylingSessions,
  stylists,
  users,
} from '../db/schema';
import { TEST_CARD_PAYS } from '../services/payments';
import type { signUp } from './testApp';
import { send, type TestApp } from './testApp';

export type Shopper = Awaited<ReturnType<typeof signUp>>;

export const RETURN_URL = 'http://localhost:3000/app/checkout/confirmation?booking=abc';

/** A stylist of the seeded catalogue: bookable, inactive, or the bot. */
export const stylistWhere = async (
  t: TestApp,
  { active = true, bot = false }: { active?: boolean; bot?: boolean } = {},
) => {
  const [row] = await t.db
    .select()
    .from(stylists)
    .where(and(eq(stylists.isActive, active), eq(stylists.isBot, bot)))
    .orderBy(asc(stylists.id))
    .limit(1);
  if (!row) throw new Error('no such stylist in the seed');
  return row;
};

/** Another bookable stylist than the first one (for tests that need two). */
export const bookableStylists = (t: TestApp) =>
  t.db
    .select()
    .from(stylists)
    .where(
      and(eq(stylists.isActive, true), eq(stylists.isBot, false), eq(stylists.isApproved, true)),
    )
    .orderBy(asc(stylists.id));

export type CheckoutAnswer = {
  /** Empty (null on the wire) when a gift code paid it all (`paidByCredit`). */
  clientSecret: string;
  requestId: string;
  provider: 'local' | 'stripe';
  plan: string;
  type: 'one-time' | 'subscription';
  total: number;
  discount: number;
  isTrial: boolean;
  trialEnd: string | null;
  paidByCredit: boolean;
};

export type RequestAnswer = {
  uuid: string;
  completed: boolean;
  status: string;
  plan: string;
  type: string;
  stylistUuid: string;
  stylistName: string;
  total: number;
  discount: number;
  coupon: string | null;
  isTrial: boolean;
  trialEnd: string | null;
  sessionId: string | null;
};

export const postCheckout = (
  t: TestApp,
  shopper: Shopper | null,
  body: Record<string, unknown>,
  path = '/gateway/styling-session/session-checkout',
) => t.app.request(path, send('POST', { returnUrl: RETURN_URL, ...body }, shopper?.token));

/** Starts a checkout that must succeed; answers its body. */
export const startCheckout = async (
  t: TestApp,
  shopper: Shopper,
  body: Record<string, unknown>,
) => {
  const response = await postCheckout(t, shopper, body);
  if (response.status !== 200) {
    throw new Error(`checkout failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as CheckoutAnswer;
};

/** Pays a local checkout session on the local card form. */
export const payLocally = (
  t: TestApp,
  secret: string,
  { number = TEST_CARD_PAYS, key = `attempt-${randomUUID()}` } = {},
) =>
  t.app.request(
    '/gateway/payments/local/confirm',
    send('POST', { secret, number, expiry: '12/40', cvc: '123', idempotencyKey: key }),
  );

export const getRequest = (t: TestApp, shopper: Shopper | null, requestId: string) =>
  t.app.request(
    `/gateway/styling-session?requestId=${encodeURIComponent(requestId)}`,
    send('GET', undefined, shopper?.token),
  );

export const completeRequest = (t: TestApp, shopper: Shopper | null, requestId: string) =>
  t.app.request('/gateway/styling-session/complete', send('POST', { requestId }, shopper?.token));

/** Books and pays a session with the local stand-in; answers the checkout. */
export const bookAndPay = async (t: TestApp, shopper: Shopper, body: Record<string, unknown>) => {
  const checkout = await startCheckout(t, shopper, body);
  if (!checkout.clientSecret) return checkout;
  const paid = await payLocally(t, checkout.clientSecret);
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status}`);
  return checkout;
};

/** What booking left behind for a shopper: charges, sessions, chat messages, bookings_count. */
export const bookingTally = async (t: TestApp, shopper: Shopper) => {
  const shopperCharges = await t.db
    .select({ charge: charges })
    .from(charges)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, charges.checkoutSessionId))
    .where(eq(checkoutSessions.userId, shopper.userId));
  const sessions = await t.db
    .select()
    .from(stylingSessions)
    .where(eq(stylingSessions.userId, shopper.userId));
  const messages = await t.db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.sid, chatMessages.channelSid))
    .where(eq(chatChannels.clientId, shopper.userId))
    .orderBy(asc(chatMessages.createdAt));
  const [user] = await t.db.select().from(users).where(eq(users.id, shopper.userId));
  return {
    charges: shopperCharges.map((row) => row.charge),
    sessions,
    messages: messages.map((row) => row.message),
    bookingsCount: user?.bookingsCount ?? 0,
  };
};

/** The shopper's loyalty as `GET proxy/user/{uid}` answers it. */
export const readLoyalty = async (t: TestApp, shopper: Shopper) =>
  (await (
    await t.app.request(
      `/gateway/proxy/user/${shopper.userId}`,
      send('GET', undefined, shopper.token),
    )
  ).json()) as { level: string | null; bookings_count: number };
