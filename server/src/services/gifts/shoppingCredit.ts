import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditEntries, orders, users } from '../../db/schema';

/** The shopper's shopping credit in cents: the sum of their ledger entries (never below 0). */
export const creditBalanceCents = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)`.mapWith(Number) })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return Math.max(0, row?.cents ?? 0);
};

/**
 * What the shopper's credit can still pay at a new checkout: the balance less what their other
 * open orders count on (they spend it if they are paid).
 */
export const availableCreditCents = async (db: Db, userId: string, exceptOrderId?: string) => {
  const [claimed] = await db
    .select({ cents: sql<number>`coalesce(sum(${orders.creditCents}), 0)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'open'),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    );
  return Math.max(0, (await creditBalanceCents(db, userId)) - (claimed?.cents ?? 0));
};

/**
 * Holds the shopper's row until the transaction ends, so two checkouts of the same shopper
 * count their credit one after the other.
 */
export const lockShopper = (db: Db, userId: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** Writes one ledger entry for an event, once: a second call with the same key changes nothing. */
const record = (db: Db, entry: Omit<typeof creditEntries.$inferInsert, 'id'>) =>
  db
    .insert(creditEntries)
    .values({ id: randomUUID(), ...entry })
    .onConflictDoNothing({ target: creditEntries.eventKey })
    .returning({ id: creditEntries.id });

/** A code's value left over after what it paid becomes the shopper's credit (once per code). */
export const creditLeftOver = (
  db: Db,
  input: { userId: string; giftCodeId: string; cents: number },
) =>
  input.cents > 0
    ? record(db, {
        userId: input.userId,
        amountCents: input.cents,
        kind: 'code',
        eventKey: `code:${input.giftCodeId}`,
        giftCodeId: input.giftCodeId,
      })
    : Promise.resolve([]);

/** A paid order spends the credit it counted on (once per order). */
export const spendOnOrder = (db: Db, input: { userId: string; orderId: string; cents: number }) =>
  input.cents > 0
    ? record(db, {
        userId: input.userId,
        amountCents: -input.cents,
        kind: 'order',
        eventKey: `order:${input.orderId}`,
        orderId: input.orderId,
      })
    : Promise.resolve([]);
