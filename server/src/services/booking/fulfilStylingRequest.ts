import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FREE_TRIAL_DAYS } from '@shared/plans';
import type { SignedInCache } from '../../auth/signedInCache';
import type { Db } from '../../db/client';
import {
  chatMessages,
  giftCodes,
  goals,
  stylingSessionRequests,
  stylingSessions,
  stylists,
  users,
} from '../../db/schema';
import type { ServerConfig } from '../../env';
import type { Log } from '../../http/logger';
import { presentChatMessage } from '../../presenters/chatMessagePresenter';
import type { ChatBus } from '../chatBus';
import { ensureChannel } from '../chatChannels';
import { claimCode, codeValueCents } from '../gifts/giftCodes';
import { creditLeftOver } from '../gifts/shoppingCredit';
import { issueShopItBackCode, shopItBackCents } from '../gifts/shopItBack';
import { welcomeMessage } from './welcomeMessage';

export type FulfilDeps = {
  db: Db;
  bus: ChatBus;
  signedIn: SignedInCache;
  /** For the e-mails fulfilment sends (Shop it Back); without them none is sent. */
  log?: Log;
  config?: Pick<ServerConfig, 'publicUrl' | 'productName'>;
};

type Request = typeof stylingSessionRequests.$inferSelect;

/**
 * What a gift code does when the session it pays for is made: it stays the shopper's for good
 * and what is left of its value after the session becomes their shopping credit (once). Answers
 * false when the code went to someone else meanwhile (its checkout had lapsed).
 */
const settleGiftCode = async (tx: Db, request: Request, now: Date) => {
  if (!request.giftCodeId) return true;
  const holder = { stylingRequestId: request.id };
  if (!(await claimCode(tx, request.giftCodeId, request.userId, holder, now))) return false;
  const [code] = await tx.select().from(giftCodes).where(eq(giftCodes.id, request.giftCodeId));
  if (code) {
    await creditLeftOver(tx, {
      userId: request.userId,
      giftCodeId: code.id,
      cents: codeValueCents(code) - request.discountCents,
    });
  }
  return true;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The goal's text: a seeded goal's id resolves to its text; anything else is not quoted. */
const goalText = async (db: Db, goal: string | null) => {
  if (!goal) return null;
  const [row] = await db
    .select({ text: goals.text })
    .from(goals)
    .where(sql`${goals.id} = ${goal} or lower(${goals.text}) = lower(${goal})`)
    .limit(1);
  return row?.text ?? null;
};

/**
 * Fulfils a paid styling-session request, once, whoever calls first (local settle, Stripe
 * webhook, a Stripe lookup on complete, or at once when a gift code pays it all): in one
 * transaction, under a lock on the request, the request marked paid (only from `open`: an expired
 * one answers null and is logged for a refund), the styling session with the request's id (the primary key makes a second one
 * impossible), the shopper's channel with the stylist (reused if it exists), the stylist's
 * welcome message in it, bookings_count + 1, the gift code's left-over value as shopping credit,
 * and for a one-time session booked from Shop it Back its code and e-mail. The welcome message
 * is published on the chat bus after the commit. Answers the session.
 */
export const fulfilStylingRequest = async (
  { db, bus, signedIn, log, config }: FulfilDeps,
  requestId: string,
  { subscriptionId = null, now = new Date() }: { subscriptionId?: string | null; now?: Date } = {},
) => {
  const outcome = await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(stylingSessionRequests)
      .where(eq(stylingSessionRequests.id, requestId))
      .for('update');
    if (!request) throw new Error(`No styling-session request ${requestId}`);
    // Only a request still open (or paid, or done) is paid for: one a newer checkout or the
    // sweeper expired has given its code back already, so it makes no session.
    if (request.status === 'expired') return { expired: true as const };
    const done = async () => {
      await tx
        .update(stylingSessionRequests)
        .set({ status: 'complete', paidAt: request.paidAt ?? now })
        .where(eq(stylingSessionRequests.id, request.id));
    };
    const [existing] = await tx
      .select()
      .from(stylingSessions)
      .where(eq(stylingSessions.id, request.id));
    if (existing) {
      await done();
      return { session: existing, message: null };
    }

    const [user] = await tx.select().from(users).where(eq(users.id, request.userId));
    const [stylist] = await tx.select().from(stylists).where(eq(stylists.id, request.stylistId));
    if (!user || !stylist) throw new Error(`Request ${requestId} lost its user or stylist`);

    const channelSid = await ensureChannel(tx, user.id, stylist.id);

    const isSubscription = request.type === 'subscription';
    const trialEnd = isSubscription ? new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS) : null;
    const [session] = await tx
      .insert(stylingSessions)
      .values({
        id: request.id,
        userId: user.id,
        stylistId: stylist.id,
        plan: request.plan,
        type: request.type,
        status: 'active',
        totalCents: request.totalCents,
        goal: request.goal,
        bookingSource: request.bookingSource,
        trialEnd,
        periodEnd: trialEnd,
        stripeSubscriptionId: subscriptionId,
        channelSid,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!session) {
      // Another transaction fulfilled this request first (PostgreSQL under concurrency).
      const [winner] = await tx
        .select()
        .from(stylingSessions)
        .where(eq(stylingSessions.id, request.id));
      await done();
      return { session: winner ?? null, message: null };
    }

    const [message] = await tx
      .insert(chatMessages)
      .values({
        id: randomUUID(),
        channelSid,
        sender: 'stylist',
        type: 'text',
        content: welcomeMessage({
          clientFirstName: user.firstName,
          stylistFirstName: stylist.firstName,
          plan: request.plan,
          type: request.type,
          goal: await goalText(tx, request.goal),
          trialEnd,
        }),
        createdAt: now,
      })
      .returning();
    await tx
      .update(users)
      .set({ bookingsCount: sql`${users.bookingsCount} + 1` })
      .where(eq(users.id, user.id));
    const codeSettled = await settleGiftCode(tx, request, now);
    // How much comes back is the server's rule (shopItBackCents), never the client's source alone.
    const shopItBack = shopItBackCents(request);
    if (shopItBack > 0 && config) {
      await issueShopItBackCode(
        tx,
        { log: log ?? (() => {}), config },
        {
          userId: user.id,
          plan: request.plan,
          sourceSessionId: session.id,
          valueCents: shopItBack,
        },
        now,
      );
    }
    await done();
    return { session, message: message ?? null, codeSettled };
  });
  if ('expired' in outcome) {
    log?.({ event: 'booking.paid_after_expiry', requestId });
    return null;
  }
  if ('codeSettled' in outcome && !outcome.codeSettled) {
    log?.({ event: 'gift_codes.used_twice', requestId });
  }
  if (outcome.session) await signedIn.forget(outcome.session.userId);
  if (outcome.message) await bus.publish(presentChatMessage(outcome.message));
  if (!outcome.session) throw new Error(`Request ${requestId} has no session`);
  return outcome.session;
};
