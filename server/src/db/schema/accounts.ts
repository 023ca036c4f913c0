import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Accounts and sign-in (users, tokens, rate limits, daily sessions) and the server's own records. */

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: ['female', 'male', 'neutral'] }),
    phoneNumber: text('phone_number'),
    country: text('country'),
    location: text('location'),
    birthday: text('birthday'),
    pictureUrl: text('picture_url'),
    level: text('level', { enum: ['bronze', 'gold', 'platinum'] }),
    bookingsCount: integer('bookings_count').notNull().default(0),
    isNewUser: boolean('is_new_user').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    /** The Stripe customer, stored when the first Stripe checkout session is created. */
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_subject_key').on(table.googleSubject),
  ],
);

/**
 * Opaque bearer tokens, stored as SHA-256 hashes. `api` for the gateway, `sdk` for the chat SDK,
 * `reset` and `email_change` for the links e-mailed to the shopper.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['api', 'sdk', 'chat', 'reset', 'email_change'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token is used up or revoked: a sign-out, a new password, a newer link. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** An `email_change` token's new address: the account's e-mail once its link is opened. */
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('auth_tokens_hash_key').on(table.tokenHash),
    index('auth_tokens_user_idx').on(table.userId),
  ],
);

/**
 * Hits counted by the rate limits (failed sign-ins per account and per address), shared by every
 * worker: one row per hit, its key hashed (no e-mail address or IP in clear). Rows older than
 * their limit's window are pruned.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** Which limit: `sign_in_account`, `sign_in_address`. */
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_key_idx').on(table.scope, table.keyHash, table.at)],
);

/**
 * E-mails the product sends (password reset, gift cards, codes, e-mail change): a transactional
 * outbox. A row is written in the same transaction as what it tells of; the sender
 * (server/src/services/email) delivers it over SMTP when configured, retrying with backoff, and
 * marks it sent. Without SMTP the rows stay queued, readable only by the operator.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** The HTML version (null for rows written before e-mails had one). */
    bodyHtml: text('body_html'),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may try (again). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender working on the row holds it until then (another worker skips it). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure, as a summary without addresses (an SMTP code and reply class). */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_emails_due_idx').on(table.status, table.nextAttemptAt)],
);

/**
 * Webhook events already handled (Stripe's `evt_…` ids): a delivery Stripe repeats is answered
 * 200 and not applied twice.
 */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per user and day with activity: `POST user/{uid}/trackSession` (second root). */
export const userSessions = pgTable(
  'user_sessions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    client: text('client').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Random secrets the server makes once and every worker shares (the media URL signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
