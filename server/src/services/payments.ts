import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import { isUniqueViolation } from '../db/pgErrors';
import type { Db } from '../db/client';
import { charges, checkoutSessions } from '../db/schema';
import { HttpError, fieldError } from '../http/errors';
import { idempotencyKeyReused } from './paymentErrors';

/**
 * The payments stand-in, used when no Stripe key is configured: checkout sessions with a client
 * secret, a local card form that confirms them, and idempotent settlement (one charge per
 * session, one result per idempotency key). A `trial` session (a membership's free trial) checks
 * the card and records a $0 verification instead of taking money.
 */
export type CheckoutKind = (typeof checkoutSessions.$inferSelect)['kind'];
export type CheckoutSession = typeof checkoutSessions.$inferSelect;

export const TEST_CARD_PAYS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const DECLINED_MESSAGE = 'Your card was declined. Please try a different card.';

export const createCheckoutSession = async (
  db: Db,
  input: {
    userId: string | null;
    kind: CheckoutKind;
    description: string;
    amountCents: number;
    returnUrl: string;
    metadata?: Record<string, unknown>;
    mode?: CheckoutSession['mode'];
    trialEnd?: Date | null;
    expiresAt?: Date | null;
  },
) => {
  const secret = `cs_local_${randomBytes(24).toString('base64url')}`;
  const id = randomUUID();
  await db.insert(checkoutSessions).values({
    id,
    secretHash: hashToken(secret),
    userId: input.userId,
    kind: input.kind,
    description: input.description,
    amountCents: input.amountCents,
    returnUrl: input.returnUrl,
    metadata: input.metadata ?? {},
    mode: input.mode ?? 'payment',
    trialEnd: input.trialEnd ?? null,
    expiresAt: input.expiresAt ?? null,
  });
  return { id, secret };
};

export const findCheckoutById = async (db: Db, id: string) =>
  (await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1))[0] ?? null;

export const findCheckoutBySecret = async (db: Db, secret: string) => {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.secretHash, hashToken(secret)))
    .limit(1);
  if (!session)
    throw new HttpError(404, 'This payment session was not found.', 'checkout_not_found');
  return session;
};

const passesLuhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
};

export type Card = { number: string; expiry: string; cvc: string };

/** Checks the card like a provider would, with the messages a shopper can act on. */
export const checkCard = (card: Card, now = new Date()) => {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw fieldError('number', 'Your card number is invalid.', 'invalid_number');
  }
  const expiry = card.expiry.replace(/\s/g, '').match(/^(\d{1,2})\/(\d{2}|\d{4})$/);
  const month = Number(expiry?.[1]);
  const year = Number(expiry?.[2]?.length === 2 ? `20${expiry[2]}` : expiry?.[2]);
  if (!expiry || month < 1 || month > 12) {
    throw fieldError('expiry', "Your card's expiration date is invalid.", 'invalid_expiry');
  }
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    throw fieldError('expiry', "Your card's expiration date is in the past.", 'expired_card');
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    throw fieldError('cvc', "Your card's security code is invalid.", 'invalid_cvc');
  }
  if (number === TEST_CARD_DECLINED) throw new HttpError(402, DECLINED_MESSAGE, 'card_declined');
  if (number !== TEST_CARD_PAYS) {
    throw new HttpError(
      402,
      'This is a test payment form. Use the test card 4242 4242 4242 4242.',
      'test_card_required',
    );
  }
  return number.slice(-4);
};

/** The shopper's return URL, with the session id where the provider would put it. */
export const returnUrlFor = (session: CheckoutSession) =>
  session.returnUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

const expired = () => new HttpError(409, 'This payment session has expired.', 'checkout_expired');

/**
 * Charges a session once (a trial: verifies the card once, for $0). A second submit (same
 * idempotency key, or the session already paid) answers the same success without charging
 * again. A declined or malformed card throws before anything is recorded.
 */
export const settleCheckout = async (
  db: Db,
  secret: string,
  card: Card,
  idempotencyKey: string,
  now = new Date(),
) => {
  const session = await findCheckoutBySecret(db, secret);
  const [previous] = await db
    .select()
    .from(charges)
    .where(eq(charges.idempotencyKey, idempotencyKey))
    .limit(1);
  if (previous || session.status === 'paid') {
    return { session: (await findCheckoutById(db, session.id)) ?? session, charged: false };
  }
  if (session.status !== 'open') throw expired();
  if (session.expiresAt && session.expiresAt <= now) {
    await db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')));
    throw expired();
  }

  const last4 = checkCard(card, now);
  const isTrial = session.mode === 'trial';
  const settled = await db
    .transaction(async (tx) => {
      // Only a session still open and in time is paid: one a newer checkout ended a moment ago
      // (its order's credit and code already given to that checkout) is not. The guarded update
      // holds the row, so an expiry waits for this transaction and then finds it paid.
      const [paid] = await tx
        .update(checkoutSessions)
        .set({ status: 'paid', paidAt: new Date() })
        .where(
          and(
            eq(checkoutSessions.id, session.id),
            eq(checkoutSessions.status, 'open'),
            or(isNull(checkoutSessions.expiresAt), gt(checkoutSessions.expiresAt, now)),
          ),
        )
        .returning();
      if (!paid) return null;
      const [charge] = await tx
        .insert(charges)
        .values({
          id: randomUUID(),
          checkoutSessionId: session.id,
          amountCents: isTrial ? 0 : session.amountCents,
          kind: isTrial ? 'verification' : 'payment',
          cardLast4: last4,
          idempotencyKey,
        })
        .onConflictDoNothing()
        .returning();
      // The key settled another session meanwhile: this one stays unpaid (the rollback).
      if (!charge) throw new PaymentRaceLost();
      return { session: paid, charged: true };
    })
    .catch((error: unknown) => {
      if (error instanceof PaymentRaceLost) return null;
      throw error;
    });
  if (settled) return settled;
  // Lost a race: a concurrent submit paid it (answer that), or it expired meanwhile (409).
  const latest = (await findCheckoutById(db, session.id)) ?? session;
  if (latest.status !== 'paid') throw expired();
  return { session: latest, charged: false };
};

/** Rolls a settlement back when its idempotency key was used by a concurrent one. */
class PaymentRaceLost extends Error {}

/** The last four digits of the card the user last paid (or verified a trial) with, or null. */
const cardOnFile = async (db: Db, userId: string) => {
  const [charge] = await db
    .select({ last4: charges.cardLast4 })
    .from(charges)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, charges.checkoutSessionId))
    .where(eq(checkoutSessions.userId, userId))
    .orderBy(desc(charges.createdAt))
    .limit(1);
  return charge?.last4 ?? null;
};

/** The charge made under an idempotency key, if any. */
const chargeByKey = async (db: Db, idempotencyKey: string) =>
  (
    await db
      .select({ sessionId: charges.checkoutSessionId, amountCents: charges.amountCents })
      .from(charges)
      .where(eq(charges.idempotencyKey, idempotencyKey))
      .limit(1)
  )[0] ?? null;

/** The earlier charge answers a retry, if it was for the same amount (a key is one payment). */
const sameCharge = (previous: { sessionId: string; amountCents: number }, amountCents: number) => {
  if (previous.amountCents !== amountCents) throw idempotencyKeyReused();
  return previous.sessionId;
};

/**
 * Charges the card on file at once (a tip): a paid checkout session with its one charge, in one
 * transaction. The same idempotency key charges once and answers the same session, also when
 * two calls with it race (the unique key refuses the second, which answers the first's); the
 * same key for another amount is a 409. Null when the user has no card on file.
 */
export const chargeCardOnFile = async (
  db: Db,
  input: {
    userId: string;
    kind: CheckoutKind;
    description: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, unknown>;
  },
) => {
  const previous = await chargeByKey(db, input.idempotencyKey);
  if (previous) return sameCharge(previous, input.amountCents);
  const last4 = await cardOnFile(db, input.userId);
  if (!last4) return null;
  try {
    return await db.transaction(async (tx) => {
      const { id } = await createCheckoutSession(tx, { ...input, returnUrl: '' });
      await tx
        .update(checkoutSessions)
        .set({ status: 'paid', paidAt: new Date() })
        .where(eq(checkoutSessions.id, id));
      await tx.insert(charges).values({
        id: randomUUID(),
        checkoutSessionId: id,
        amountCents: input.amountCents,
        cardLast4: last4,
        idempotencyKey: input.idempotencyKey,
      });
      return id;
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'charges_idempotency_key')) throw error;
    const winner = await chargeByKey(db, input.idempotencyKey);
    if (!winner) throw error;
    return sameCharge(winner, input.amountCents);
  }
};
