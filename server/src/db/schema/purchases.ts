import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ShippingAddress } from '@shared/shipping';
import { users } from './accounts';
import { items, looks } from './catalogue';
import { createdAt, id } from './columns';
import { stylingSessions } from './stylingSessions';
import { stylists } from './stylists';

/**
 * What shoppers buy and pay with: the cart, orders, styling-session requests, gift cards, gift
 * codes and shopping credit. One file because orders and styling requests refer to the gift code
 * that paid them and a gift code to the order or request it paid for.
 */

/** The shopper's cart ("shopping list"): items with the chosen size. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    size: text('size'),
    sourceLookId: text('source_look_id').references(() => looks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId] })],
);

/**
 * An order: the cart's selection (`cart`) or one item from the item page (`express checkout`),
 * priced from the catalogue and the tax table when it was created, with its own provider session
 * (docs/contracts/shopping.md). Paid at most once, from the provider's confirmation.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** `LW-` and 8 digits: what the shopper reads on the confirmation and in /orders. */
    orderNumber: text('order_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'paid', 'expired'] })
      .notNull()
      .default('open'),
    checkoutSource: text('checkout_source', { enum: ['cart', 'express checkout'] }).notNull(),
    /** Where the shopper came from (the checkout URL's `source`), for tracking. */
    source: text('source'),
    /** Where it ships (shared/shipping.ts), trimmed and checked against the 43 countries. */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** What is charged: subtotal and tax less what the code and the shopping credit pay. */
    totalCents: integer('total_cents').notNull(),
    /** What a gift or Shop it Back code paid (docs/contracts/gifts.md). */
    couponCents: integer('coupon_cents').notNull().default(0),
    /** What the shopper's shopping credit paid: spent from the ledger when the order is paid. */
    creditCents: integer('credit_cents').notNull().default(0),
    /** The code this order used, if any. */
    giftCodeId: text('gift_code_id').references((): AnyPgColumn => giftCodes.id, {
      onDelete: 'set null',
    }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    /** The local checkout session, the Stripe Checkout Session (cart) or PaymentIntent (express). */
    providerSessionId: text('provider_session_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When `POST /complete` first ran. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_order_number_key').on(table.orderNumber),
    uniqueIndex('orders_provider_key').on(table.provider, table.providerSessionId),
    index('orders_user_idx').on(table.userId, table.status, table.createdAt),
  ],
);

/** What an order holds: each item as it was sold (name, brand, picture, size, unit price). */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The catalogue item (null once it leaves the catalogue; the copy below stays). */
    itemId: text('item_id').references(() => items.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull(),
    picture: text('picture').notNull(),
    size: text('size').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

/**
 * A styling-session request: one booking checkout (`POST /styling-session/session-checkout`),
 * with its own provider session. Fulfilled at most once, into the styling session of the same id.
 */
export const stylingSessionRequests = pgTable(
  'styling_session_requests',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['mini', 'major', 'lux'] }).notNull(),
    type: text('type', { enum: ['one-time', 'subscription'] }).notNull(),
    totalCents: integer('total_cents').notNull(),
    goal: text('goal'),
    bookingSource: text('booking_source'),
    /** Unused: a code is never kept in clear (`giftCodeId` names the code a request used). */
    coupon: text('coupon'),
    /** The gift code that pays for this session (whole or in part), if any. */
    giftCodeId: text('gift_code_id').references((): AnyPgColumn => giftCodes.id, {
      onDelete: 'set null',
    }),
    /** What the gift code pays of `totalCents`; the provider charges the rest. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The trial's end as promised at checkout (the session's own starts at fulfilment). */
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    /** The local checkout session's id or the Stripe Checkout Session's id. */
    providerSessionId: text('provider_session_id'),
    status: text('status', { enum: ['open', 'paid', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    returnUrl: text('return_url').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When `POST /styling-session/complete` first ran. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('styling_session_requests_provider_key').on(
      table.provider,
      table.providerSessionId,
    ),
    index('styling_session_requests_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A gift card bought at `POST /gift-card/checkout-session` (signed in or not), with its own
 * provider session. Paid at most once: the code is made and e-mailed in the same transaction
 * that marks it paid.
 */
export const giftCardRequests = pgTable(
  'gift_card_requests',
  {
    id: id(),
    plan: text('plan', { enum: ['mini', 'major', 'lux'] }).notNull(),
    /** The plan's one-time price, in cents (from the plan catalogue). */
    planAmountCents: integer('plan_amount_cents').notNull(),
    /** The extra shopping credit the buyer added, in cents. */
    additionalAmountCents: integer('additional_amount_cents').notNull(),
    message: text('message').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    /** The buyer's account, when they were signed in. */
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'paid', 'expired'] })
      .notNull()
      .default('open'),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    /** The local checkout session's id or the Stripe Checkout Session's id. */
    providerSessionId: text('provider_session_id'),
    returnUrl: text('return_url').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When `POST /gift-card/complete` first ran. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('gift_card_requests_provider_key').on(table.provider, table.providerSessionId),
    index('gift_card_requests_buyer_idx').on(table.buyerId),
  ],
);

/**
 * A code worth money: a gift card's (`gift`, `GIFT-…`) or a Shop it Back code (`SIB-…`). Only
 * its SHA-256 is stored. Its value is `planAmountCents + creditCents`. Marked with the user and
 * the checkout it pays for when a checkout opens with it (released if that checkout expires);
 * used once that checkout is paid.
 */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull(),
    kind: text('kind', { enum: ['gift', 'shop_it_back'] }).notNull(),
    plan: text('plan', { enum: ['mini', 'major', 'lux'] }).notNull(),
    /** The part of the value that pays for a session (a gift card's plan price). */
    planAmountCents: integer('plan_amount_cents').notNull(),
    /** The rest of the value: shopping credit. */
    creditCents: integer('credit_cents').notNull(),
    /** The gift card this code was made for (one code per gift card, ever). */
    giftCardRequestId: text('gift_card_request_id').references(() => giftCardRequests.id, {
      onDelete: 'set null',
    }),
    /** Shop it Back: the shopper it was sent to and the session that earned it (one code each). */
    issuedToId: text('issued_to_id').references(() => users.id, { onDelete: 'set null' }),
    sourceSessionId: text('source_session_id').references(() => stylingSessions.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedBy: text('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The styling-session request or the order the code pays for. */
    stylingRequestId: text('styling_request_id').references(() => stylingSessionRequests.id, {
      onDelete: 'set null',
    }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gift_codes_hash_key').on(table.codeHash),
    uniqueIndex('gift_codes_gift_card_key').on(table.giftCardRequestId),
    uniqueIndex('gift_codes_source_session_key').on(table.sourceSessionId),
    index('gift_codes_redeemed_by_idx').on(table.redeemedBy),
  ],
);

/**
 * The shopping credit ledger: a shopper's balance is the sum of their entries (a code's left-over
 * value in, an order's spend out). Each event is written once: its `eventKey` is unique
 * (`code:{codeId}`, `order:{orderId}`), so a replayed payment changes nothing.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cents: positive credits, negative spends. */
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind', { enum: ['code', 'order'] }).notNull(),
    eventKey: text('event_key').notNull(),
    giftCodeId: text('gift_code_id').references(() => giftCodes.id, { onDelete: 'set null' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('credit_entries_event_key').on(table.eventKey),
    index('credit_entries_user_idx').on(table.userId),
  ],
);
