import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/** The payments stand-in: checkout sessions and their charges. */

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    /** Handed to the client like a provider's client secret; identifies the session. */
    secretHash: text('secret_hash').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['styling_session', 'gift_card', 'items', 'express', 'tip'],
    }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['open', 'paid', 'expired'] })
      .notNull()
      .default('open'),
    /** `trial`: the card is checked and nothing is charged today (a membership's free trial). */
    mode: text('mode', { enum: ['payment', 'trial'] })
      .notNull()
      .default('payment'),
    /** When a `trial` ends and the first charge is due. */
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    returnUrl: text('return_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** After this an open session can no longer be paid (null: never expires). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('checkout_sessions_secret_key').on(table.secretHash)],
);

/** At most one successful charge per checkout session: settlement is idempotent. */
export const charges = pgTable(
  'charges',
  {
    id: id(),
    checkoutSessionId: text('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id),
    amountCents: integer('amount_cents').notNull(),
    /** `verification`: a $0 card check (a free trial); `payment`: money taken. */
    kind: text('kind', { enum: ['payment', 'verification'] })
      .notNull()
      .default('payment'),
    cardLast4: text('card_last4').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('charges_session_key').on(table.checkoutSessionId),
    uniqueIndex('charges_idempotency_key').on(table.idempotencyKey),
  ],
);
