import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { looks } from './catalogue';
import { chatChannels } from './chat';
import { createdAt, id } from './columns';
import { stylists } from './stylists';

/** Paid styling sessions: boards, tips, quiz-SDK tokens, billing-portal links, hidden looks. */

/** A styling-session question and its answer, from the post-payment questionnaire. */
export type QuestionnaireAnswer = { question: string; answer: string };

/**
 * Where the simulated stylist is in a session: asking (`intake`), sending the mood board and
 * style boards (`boards`), revising (`revisions`), or done (`closed`); how many questions,
 * boards and revisions so far, and how many of the shopper's messages it has read.
 */
export type StylistProgress = {
  stage: 'intake' | 'boards' | 'revisions' | 'closed';
  questions: number;
  boards: number;
  revisions: number;
  read: number;
};

export const STYLIST_START: StylistProgress = {
  stage: 'intake',
  questions: 0,
  boards: 0,
  revisions: 0,
  read: 0,
};

/** Something the shopper said: a request, a dislike, a budget or sizes, and where it was said. */
export type SessionNote = {
  kind: 'request' | 'dislike' | 'budget' | 'sizes';
  text: string;
  source: 'quiz' | 'questionnaire' | 'chat';
};

/**
 * A paid styling session between a shopper and a stylist. Booking fills this table: the session
 * of a styling-session request has the request's id (one session per request, ever).
 */
export const stylingSessions = pgTable(
  'styling_sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    type: text('type', { enum: ['one-time', 'subscription'] })
      .notNull()
      .default('one-time'),
    /** `past_due`: a membership whose renewal payment failed (Stripe retries; Settings says so). */
    status: text('status', { enum: ['active', 'past_due', 'ended'] })
      .notNull()
      .default('active'),
    /** What the plan costs per session or per month, in cents (from the plan catalogue). */
    totalCents: integer('total_cents').notNull().default(0),
    /** The goal chosen while booking (a goal's id, or its text). */
    goal: text('goal'),
    bookingSource: text('booking_source'),
    /** Subscriptions: the free trial's end, and the end of the current period. */
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** A membership the shopper cancelled: it runs until periodEnd and is not renewed. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stripeSubscriptionId: text('stripe_subscription_id'),
    channelSid: text('channel_sid').references(() => chatChannels.sid, { onDelete: 'set null' }),
    questionnaire: jsonb('questionnaire').$type<QuestionnaireAnswer[]>(),
    questionnaireAnsweredAt: timestamp('questionnaire_answered_at', { withTimezone: true }),
    /** The simulated stylist's progress through the session (server/src/services/stylist). */
    stylist: jsonb('stylist').$type<StylistProgress>().notNull().default(STYLIST_START),
    /** What the shopper asked for and said no to in the chat (quiz and questionnaire read live). */
    chatNotes: jsonb('chat_notes').$type<SessionNote[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    index('styling_sessions_user_idx').on(table.userId, table.status),
    index('styling_sessions_stylist_idx').on(table.stylistId),
  ],
);

/**
 * A board the stylist sent in a session: the mood board (`number` 0) or a style board, perhaps a
 * revision of an earlier one; its items in order and the notes it was built on.
 */
export const sessionBoards = pgTable(
  'session_boards',
  {
    id: id(),
    sessionId: text('session_id')
      .notNull()
      .references(() => stylingSessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['moodboard', 'styleboard'] }).notNull(),
    number: integer('number').notNull(),
    revisionOf: text('revision_of'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The look it started from, if any. */
    lookId: text('look_id').references(() => looks.id, { onDelete: 'set null' }),
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    notes: jsonb('notes').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('session_boards_session_idx').on(table.sessionId, table.createdAt)],
);

/** A tip a shopper gave a stylist, charged to the card on file. */
export const tips = pgTable(
  'tips',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    channelSid: text('channel_sid').references(() => chatChannels.sid, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('tips_payment_key').on(table.provider, table.providerPaymentId)],
);

/** A short-lived token for the external quiz SDK, bound to one user and one styling session. */
export const quizSessionTokens = pgTable(
  'quiz_session_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => stylingSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('quiz_session_tokens_hash_key').on(table.tokenHash)],
);

/** A link to the reference server's own billing page (`GET /api/billing-portal/{token}`). */
export const billingPortalLinks = pgTable(
  'billing_portal_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where "Return to …" goes: inside the app, already checked. */
    returnUrl: text('return_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('billing_portal_links_hash_key').on(table.tokenHash)],
);

/** Boards a shopper hid from their profile's looks (the session keeps them). */
export const hiddenLooks = pgTable(
  'hidden_looks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardId: text('board_id')
      .notNull()
      .references(() => sessionBoards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.boardId] })],
);
