import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCardRequests, outboxEmails } from '../../db/schema';
import type { ServerConfig } from '../../env';
import { notFound } from '../../http/errors';
import type { Log } from '../../http/logger';
import { giftCardEmail, giftCardEmailId, giftCardReceiptEmail } from '../email/giftCardEmails';
import { sendEmail } from '../email/outbox';
import type { PaymentsProvider } from '../paymentsProvider';
import { issueCode } from './giftCodes';
import { paymentNotChecked } from '../paymentErrors';

export type GiftCardRequest = typeof giftCardRequests.$inferSelect;

export type GiftCardDeps = {
  db: Db;
  log: Log;
  payments: PaymentsProvider;
  config: Pick<ServerConfig, 'publicUrl' | 'productName'>;
};

export const findGiftCard = async (db: Db, requestId: string) =>
  (
    await db.select().from(giftCardRequests).where(eq(giftCardRequests.id, requestId)).limit(1)
  )[0] ?? null;

/** The request, or 404 (the request id is the bearer: anyone holding it may read it). */
export const requireGiftCard = async (db: Db, requestId: string) => {
  const request = await findGiftCard(db, requestId);
  if (!request) throw notFound('That gift card');
  return request;
};

/** The gift card a provider session pays for, if any. */
export const giftCardPaidBy = async (
  db: Db,
  provider: GiftCardRequest['provider'],
  providerSessionId: string,
) =>
  (
    await db
      .select()
      .from(giftCardRequests)
      .where(
        and(
          eq(giftCardRequests.provider, provider),
          eq(giftCardRequests.providerSessionId, providerSessionId),
        ),
      )
      .limit(1)
  )[0] ?? null;

/**
 * Delivers a paid gift card, exactly once, whoever calls first (the local settle, the Stripe
 * webhook, a provider lookup): in one transaction the request becomes `paid`, its code is made
 * (stored only as its hash), and the recipient's e-mail and the buyer's receipt are queued. A
 * replay finds the request paid already and sends nothing. Answers whether this call delivered it.
 */
export const deliverGiftCard = async (deps: GiftCardDeps, requestId: string, now = new Date()) => {
  const delivered = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .update(giftCardRequests)
      .set({ status: 'paid', paidAt: now })
      .where(
        and(
          eq(giftCardRequests.id, requestId),
          inArray(giftCardRequests.status, ['open', 'expired']),
        ),
      )
      .returning();
    if (!request) return null;
    const issued = await issueCode(
      tx,
      {
        kind: 'gift',
        plan: request.plan,
        planAmountCents: request.planAmountCents,
        creditCents: request.additionalAmountCents,
        giftCardRequestId: request.id,
      },
      now,
    );
    // Only a clash of two random codes gets here: roll back, and the next confirmation retries.
    if (!issued) throw new Error(`No code could be made for gift card ${request.id}`);
    const mail = {
      productName: deps.config.productName,
      siteUrl: deps.config.publicUrl,
      requestId: request.id,
      recipientName: request.recipientName,
      recipientEmail: request.recipientEmail,
      senderName: request.senderName,
      plan: request.plan,
      planAmountCents: request.planAmountCents,
      additionalAmountCents: request.additionalAmountCents,
    };
    await sendEmail(
      tx,
      deps.log,
      giftCardEmail({
        ...mail,
        message: request.message,
        code: issued.code,
        expiresAt: issued.row.expiresAt,
      }),
    );
    await sendEmail(
      tx,
      deps.log,
      giftCardReceiptEmail({ ...mail, senderEmail: request.senderEmail }),
    );
    return request;
  });
  if (delivered) deps.log({ event: 'gift_cards.delivered', requestId });
  return Boolean(delivered);
};

/** Marks an open request expired (its payment ran out). */
export const expireGiftCard = (db: Db, requestId: string) =>
  db
    .update(giftCardRequests)
    .set({ status: 'expired' })
    .where(and(eq(giftCardRequests.id, requestId), eq(giftCardRequests.status, 'open')));

/**
 * Brings an open request up to date with its provider (the return page alone never delivers):
 * asks whether it was paid, delivers it once paid, or marks it expired.
 */
export const syncGiftCardWithProvider = async (deps: GiftCardDeps, request: GiftCardRequest) => {
  if (request.status !== 'open' || !request.providerSessionId) return request;
  const checkout = await deps.payments.lookupCheckout(request.providerSessionId).catch(() => {
    throw paymentNotChecked();
  });
  if (checkout.state === 'paid') await deliverGiftCard(deps, request.id);
  else if (checkout.state === 'expired') await expireGiftCard(deps.db, request.id);
  else return request;
  return (await findGiftCard(deps.db, request.id)) ?? request;
};

/** Marks a completion (`POST /gift-card/complete`): the first one counts. */
export const markGiftCardCompleted = (db: Db, requestId: string, now = new Date()) =>
  db
    .update(giftCardRequests)
    .set({ completedAt: now })
    .where(
      and(
        eq(giftCardRequests.id, requestId),
        eq(giftCardRequests.status, 'paid'),
        isNull(giftCardRequests.completedAt),
      ),
    );

/**
 * Where the recipient's e-mail of a paid gift card is: `sent` (the mail server took it),
 * `queued` (waiting for the sender, or for a retry), `failed` (given up); null before payment.
 */
export type GiftCardEmailStatus = 'queued' | 'sent' | 'failed' | null;

export const giftCardEmailStatus = async (
  db: Db,
  request: GiftCardRequest,
): Promise<GiftCardEmailStatus> => {
  if (request.status !== 'paid') return null;
  const [email] = await db
    .select({ status: outboxEmails.status })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, giftCardEmailId(request.id)))
    .limit(1);
  return email?.status ?? null;
};

/**
 * The request as `GET /gift-card` answers it (docs/contracts/gifts.md): never the e-mails, the
 * message or the code; `emailStatus` is where the recipient's e-mail is (`giftCardEmailStatus`).
 */
export const presentGiftCard = (
  request: GiftCardRequest,
  emailStatus: GiftCardEmailStatus,
  now = new Date(),
) => {
  const lapsed = request.status === 'open' && request.expiresAt <= now;
  return {
    uuid: request.id,
    plan: request.plan,
    planAmount: request.planAmountCents / 100,
    additionalAmount: request.additionalAmountCents / 100,
    total: (request.planAmountCents + request.additionalAmountCents) / 100,
    recipientName: request.recipientName,
    senderName: request.senderName,
    status: lapsed ? ('expired' as const) : request.status,
    completed: request.completedAt !== null,
    emailStatus,
  };
};
