import { and, eq, gt, isNotNull, or } from 'drizzle-orm';
import { RateLimiter, type Hit } from '../../auth/rateLimiter';
import { orders, stylingSessionRequests } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';
import type { Log } from '../../http/logger';
import { expireOpenRequest, fulfilPaidRequest, type BookingDeps } from '../booking/stylingRequests';
import { ORDER_TTL_MS, expireOpenOrder, payOrder } from '../orders/orders';
import { CODE_MESSAGES, refuseCode as refuse } from './codeMessages';
import { findCode, releaseCode, type GiftCode } from './giftCodes';
import { paymentNotChecked } from '../paymentErrors';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Wrong codes, counted in the database so every worker sees them: 10 an hour per shopper, and 50
 * per address among shoppers who have guessed wrong there themselves (one guesser behind an
 * office's address never blocks a colleague's right code).
 */
const WRONG_CODES_PER_USER = { scope: 'gift_code_user', limit: 10, windowMs: HOUR_MS };
const WRONG_CODES_PER_ADDRESS = { scope: 'gift_code_address', limit: 50, windowMs: HOUR_MS };

export type RedemptionDeps = BookingDeps & { log: Log };

/** Where a code is being used: a one-time session, a membership, or items. */
export type CodeUse = 'one-time session' | 'subscription' | 'items';

const providerDown = () => paymentNotChecked();

/**
 * Gift and Shop it Back codes at checkout: which code was typed (wrong codes limited per user and
 * per address), whether it may be used here and now, and freeing a code an abandoned checkout
 * holds. Claiming it is the checkout's own transaction (`claimCode`).
 */
export const codeRedemption = (deps: RedemptionDeps) => {
  const { db, payments } = deps;
  const wrongByUser = new RateLimiter(db, WRONG_CODES_PER_USER, deps.log);
  const wrongByAddress = new RateLimiter(db, WRONG_CODES_PER_ADDRESS, deps.log);

  /**
   * Ends an open checkout at the provider so it can no longer be paid (the shopper's newer
   * checkout replaces it), or asks whether another shopper's lapsed one was paid. Answers whether
   * it was paid after all (then it is fulfilled or paid here, once).
   */
  const endCheckout = async (providerSessionId: string, mine: boolean) =>
    (mine
      ? payments.expireCheckout(providerSessionId)
      : payments.lookupCheckout(providerSessionId).then((checkout) => checkout.state)
    ).catch(() => {
      throw providerDown();
    });

  /** Whether the checkout holding a code has used it ('used') or gave it back ('free'). */
  const settleHolder = async (code: GiftCode, userId: string, now: Date) => {
    if (code.stylingRequestId) {
      const [request] = await db
        .select()
        .from(stylingSessionRequests)
        .where(eq(stylingSessionRequests.id, code.stylingRequestId));
      if (request?.status === 'paid' || request?.status === 'complete') {
        // Paid (a code that paid it all, or the provider confirmed): make sure it is fulfilled.
        if (request.status === 'paid') await fulfilPaidRequest(deps, request.id);
        return 'used';
      }
      if (request?.status === 'open') {
        const mine = request.userId === userId;
        if (!request.providerSessionId || (!mine && request.expiresAt > now)) return 'used';
        const state = await endCheckout(request.providerSessionId, mine);
        if (state === 'paid') {
          await fulfilPaidRequest(deps, request.id);
          return 'used';
        }
        if (state === 'open') return 'used';
        await expireOpenRequest(db, request.id);
      }
      await releaseCode(db, { stylingRequestId: code.stylingRequestId });
      return 'free';
    }
    if (code.orderId) {
      const [order] = await db.select().from(orders).where(eq(orders.id, code.orderId));
      if (order?.status === 'paid') return 'used';
      if (order?.status === 'open') {
        const mine = order.userId === userId;
        const lapsed = order.createdAt.getTime() + ORDER_TTL_MS <= now.getTime();
        if (!order.providerSessionId || (!mine && !lapsed)) return 'used';
        const state = await endCheckout(order.providerSessionId, mine);
        if (state === 'paid') {
          await payOrder(deps, order.id);
          return 'used';
        }
        if (state === 'open') return 'used';
        await expireOpenOrder(db, order.id);
      }
      await releaseCode(db, { orderId: code.orderId });
      return 'free';
    }
    return 'used';
  };

  /**
   * The code typed at a checkout, free for this user to claim now; else a 400 on `coupon` with
   * the refusal, or 429 past 10 wrong codes an hour (per user or per address: then every code is
   * refused, right or wrong, so guessing learns nothing). Nothing is claimed here.
   */
  const usableCode = async (input: {
    typed: string;
    userId: string;
    address: string;
    use: CodeUse;
    now?: Date;
  }) => {
    const now = input.now ?? new Date();
    // Every try counts as a guess until the code turns out to exist.
    const refuseGuess = (hit: Hit) =>
      tooManyRequests(CODE_MESSAGES.tooMany, 'too_many_code_attempts', hit.retryAfterMs);
    const byUser = await wrongByUser.take(input.userId);
    if (!byUser.allowed) throw refuseGuess(byUser);
    const byAddress = await wrongByAddress.take(input.address);
    const hits = [byUser, byAddress];
    const forgive = () => Promise.all(hits.map((hit) => hit.forgive()));
    // An address past its limit refuses only those who have guessed wrong there: a shopper's
    // own first try (this hit) is never blocked by someone else's guessing.
    if (!byAddress.allowed && (await wrongByUser.hits(input.userId)) > 1) {
      await forgive();
      throw refuseGuess(byAddress);
    }
    const code = await findCode(db, input.typed);
    if (!code) throw refuse(CODE_MESSAGES.invalid, 'code_invalid');
    await forgive();
    if (input.use !== 'items' && code.kind !== 'gift') {
      throw refuse(CODE_MESSAGES.itemsOnly, 'code_for_items');
    }
    if (input.use === 'subscription') {
      throw refuse(CODE_MESSAGES.subscription, 'code_for_one_time_session');
    }
    if (code.redeemedBy && (await settleHolder(code, input.userId, now)) === 'used') {
      throw refuse(CODE_MESSAGES.used, 'code_used');
    }
    if (code.expiresAt <= now) throw refuse(CODE_MESSAGES.expired, 'code_expired');
    return code;
  };

  /**
   * Before a new item checkout: the shopper's other open cart orders that count on a code or on
   * their credit end at the provider (or, paid meanwhile, are paid here), so the new one can use
   * them and no two payments spend the same credit.
   */
  const replaceOpenOrders = async (userId: string) => {
    const open = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.status, 'open'),
          eq(orders.checkoutSource, 'cart'),
          isNotNull(orders.providerSessionId),
          or(gt(orders.creditCents, 0), isNotNull(orders.giftCodeId)),
        ),
      );
    for (const order of open) {
      if (!order.providerSessionId) continue;
      if ((await endCheckout(order.providerSessionId, true)) === 'paid') {
        await payOrder(deps, order.id);
      } else {
        await expireOpenOrder(db, order.id);
      }
    }
  };

  return { usableCode, replaceOpenOrders };
};

export type CodeRedemption = ReturnType<typeof codeRedemption>;
