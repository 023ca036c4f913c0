import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ShippingAddress } from '@shared/shipping';
import type { StyleData } from '@shared/styleOptions';

/** Saved style info: the styleData keys but the quiz's (body types and styles). */
export type StoredStylePreferences = Partial<Omit<StyleData, 'tag_uuids' | 'styles'>>;

/**
 * The reference server's schema. One schema for PGlite and PostgreSQL; migrations are generated
 * from it with `npm run db:generate` and applied on start.
 */

const id = () => text('id').primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// --- Accounts ---------------------------------------------------------------------------------

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

/** E-mails the product sends (password reset, gift cards), readable in development. */
export const outboxEmails = pgTable('outbox_emails', {
  id: id(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  kind: text('kind').notNull(),
  createdAt: createdAt(),
});

// --- Catalogue: stylists, tags, quiz data --------------------------------------------------------

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text('name').notNull(),
    /** style: mood-board styles and look tags; expertise: stylist expertise; body: body types. */
    kind: text('kind', { enum: ['style', 'expertise', 'body'] }).notNull(),
    department: text('department', { enum: ['female', 'male', 'both'] }).notNull(),
    picture: text('picture'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('tags_kind_idx').on(table.kind, table.department)],
);

export const needs = pgTable('needs', {
  key: text('key').primaryKey(),
  text: text('text').notNull(),
  position: integer('position').notNull(),
});

/** Quiz mood boards: one per style and department ("Do you wear {style} style"). */
export const moodboards = pgTable('moodboards', {
  id: id(),
  style: text('style').notNull(),
  displayName: text('display_name').notNull(),
  department: text('department', { enum: ['female', 'male'] }).notNull(),
  picture: text('picture').notNull(),
  position: integer('position').notNull(),
});

export const goals = pgTable('goals', {
  id: id(),
  text: text('text').notNull(),
  position: integer('position').notNull(),
});

export const stylists = pgTable('stylists', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Which shoppers the stylist dresses. */
  department: text('department', { enum: ['female', 'male', 'both'] }).notNull(),
  location: text('location').notNull(),
  city: text('city').notNull(),
  bio: text('bio').notNull(),
  education: text('education'),
  collaborations: text('collaborations'),
  website: text('website'),
  instagramUrl: text('instagram_url'),
  instagramFollowers: integer('instagram_followers'),
  service: text('service').notNull(),
  whyWeRecommend: text('why_we_recommend').notNull(),
  info: text('info'),
  averageResponseTime: integer('average_response_time'),
  profilePicture: text('profile_picture').notNull(),
  moodboard: text('moodboard').notNull(),
  moodboardMale: text('moodboard_male'),
  isApproved: boolean('is_approved').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  isBot: boolean('is_bot').notNull().default(false),
  createdAt: createdAt(),
});

export const stylistTags = pgTable(
  'stylist_tags',
  {
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.stylistId, table.tagId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientFirstName: text('client_first_name').notNull(),
    clientLastName: text('client_last_name').notNull(),
    clientPicture: text('client_picture'),
    title: text('title'),
    description: text('description').notNull(),
    picture: text('picture'),
    rate: integer('rate').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('reviews_stylist_idx').on(table.stylistId, table.createdAt)],
);

/** Binary column: Buffer from node-postgres, Uint8Array from PGlite; always a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A review's photo (a JPEG the shopper sent), kept in the database so every worker can serve it
 * (`GET /media/reviews/{review id}.jpg`); `reviews.picture` holds that path.
 */
export const reviewPhotos = pgTable('review_photos', {
  reviewId: text('review_id')
    .primaryKey()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  jpeg: bytea('jpeg').notNull(),
  createdAt: createdAt(),
});

// --- Catalogue: items and looks ---------------------------------------------------------------

export const retailers = pgTable('retailers', {
  id: id(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
});

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull(),
});

export const items = pgTable(
  'items',
  {
    id: id(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    retailerId: text('retailer_id')
      .notNull()
      .references(() => retailers.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    color: text('color').notNull(),
    category: text('category').notNull(),
    department: text('department', { enum: ['female', 'male'] }).notNull(),
    retailPrice: numeric('retail_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    salePrice: numeric('sale_price', { precision: 10, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('usd'),
    /** Sizes in stock; empty means sold out (unless only shoppable at the retailer). */
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    /** False: can be bought only at the retailer's site, not checked out here. */
    availableForCheckout: boolean('available_for_checkout').notNull().default(true),
    buyUrl: text('buy_url').notNull(),
    picture: text('picture').notNull(),
    /** Owner for closet items the shopper added themselves (type 'user'). */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['shop', 'url', 'store', 'catalog', 'user'] })
      .notNull()
      .default('shop'),
    /** A closet upload's picture file (type 'user'): deleted with the item. */
    uploadId: text('upload_id').references((): AnyPgColumn => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('items_department_idx').on(table.department, table.category)],
);

/** A stylist's look (outfit): shown in the feed and on the stylist's profile. */
export const looks = pgTable(
  'looks',
  {
    id: id(),
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    department: text('department', { enum: ['female', 'male'] }).notNull(),
    picture: text('picture').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('looks_department_idx').on(table.department, table.createdAt),
    index('looks_stylist_idx').on(table.stylistId, table.createdAt),
  ],
);

export const lookTags = pgTable(
  'look_tags',
  {
    lookId: text('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.lookId, table.tagId] })],
);

export const lookItems = pgTable(
  'look_items',
  {
    lookId: text('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.lookId, table.itemId] })],
);

/** Looks a shopper liked: the feed's hearts, and the Looks tab of /favorites. */
export const lookLikes = pgTable(
  'look_likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lookId: text('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lookId] }),
    index('look_likes_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Items in a shopper's closet: catalogue items they own and their own uploads (items of type
 * 'user'), each filed under the closet's category, colours and seasons (shared/closet.ts).
 */
export const closetItems = pgTable(
  'closet_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    category: text('category'),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seasons: text('seasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The size of the shopper's latest paid order of the item when it was added, if any. */
    size: text('size'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    index('closet_items_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Gift shopping (/gifts/shopping): items with the filters they answer to. */
export const giftItems = pgTable('gift_items', {
  id: id(),
  itemId: text('item_id')
    .notNull()
    .references(() => items.id, { onDelete: 'cascade' }),
  /** Filter option keys this gift matches, e.g. { recipient: ['her'], occasion: ['birthday'] }. */
  facets: jsonb('facets').$type<Record<string, string[]>>().notNull(),
  position: integer('position').notNull(),
});

export const giftFilters = pgTable('gift_filters', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  options: jsonb('options').$type<{ key: string; text: string }[]>().notNull(),
  position: integer('position').notNull(),
});

// --- Payments stand-in --------------------------------------------------------------------------

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

// --- Chat stand-in --------------------------------------------------------------------------------

export const chatChannels = pgTable(
  'chat_channels',
  {
    sid: text('sid').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('chat_channels_pair_key').on(table.clientId, table.stylistId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    channelSid: text('channel_sid')
      .notNull()
      .references(() => chatChannels.sid, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['client', 'stylist'] }).notNull(),
    /** 'text', 'picture' (content: its URL), 'moodboard' or 'styleboard' (attributes.board_uuid). */
    type: text('type').notNull().default('text'),
    content: text('content').notNull(),
    attributes: jsonb('attributes').$type<ChatMessageAttributes>().notNull().default({}),
    /** The sender's own key for a message, so a retried send is stored once. */
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_messages_channel_idx').on(table.channelSid, table.createdAt),
    uniqueIndex('chat_messages_client_key').on(table.channelSid, table.clientKey),
  ],
);

/** What a chat message carries besides its text: the board it shows, the message it answers. */
export type ChatMessageAttributes = { board_uuid?: string; reply_to?: string };

/** A picture a shopper sent in the chat (JPEG or PNG), served at /media/chat/{id}. */
export const chatPictures = pgTable('chat_pictures', {
  id: id(),
  channelSid: text('channel_sid')
    .notNull()
    .references(() => chatChannels.sid, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * The simulated stylist's next turn in a channel: due at `dueAt`, taken by whichever server
 * process claims it first (the row is deleted as it is claimed), so a restart loses no turn.
 */
export const stylistTurns = pgTable(
  'stylist_turns',
  {
    channelSid: text('channel_sid')
      .primaryKey()
      .references(() => chatChannels.sid, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('stylist_turns_due_idx').on(table.dueAt)],
);

// --- Shopping -----------------------------------------------------------------------------------

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

// --- Quiz, matching, favourites, waitlist ------------------------------------------------------

/** A style rating from the quiz: the mood board's `style` key and 0 (no), 1 (sometimes), 2 (love). */
export type QuizStyleRating = { name: string; rate: 0 | 1 | 2 };

/** The shopper's latest quiz result (`POST proxy/user/{uid}/onboarding`); one per user. */
export const quizResults = pgTable('quiz_results', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  needs: jsonb('needs').$type<string[]>().notNull(),
  gender: text('gender', { enum: ['female', 'male'] }).notNull(),
  bodyTypeIds: jsonb('body_type_ids').$type<string[]>().notNull(),
  styles: jsonb('styles').$type<QuizStyleRating[]>().notNull(),
  source: text('source'),
  createdAt: createdAt(),
});

/**
 * The shopper's style info from /settings (docs/contracts/settings.md): every section's answer
 * except body types and styles, which stay in the quiz result. One row per user.
 */
export const stylePreferences = pgTable('style_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<StoredStylePreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shopper's stylist matches, recomputed with every quiz result (server/src/matching). */
export const userMatches = pgTable(
  'user_matches',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    percentage: integer('percentage').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    why: text('why').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.stylistId] }),
    index('user_matches_user_percentage_idx').on(table.userId, table.percentage),
  ],
);

/** A shopper's link to a stylist (favourite, waitlist): one row per pair. */
const userStylistLink = (name: string) =>
  pgTable(
    name,
    {
      userId: text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      stylistId: text('stylist_id')
        .notNull()
        .references(() => stylists.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (table) => [primaryKey({ columns: [table.userId, table.stylistId] })],
  );

/** Stylists the shopper marked as favourite. */
export const favoriteStylists = userStylistLink('favorite_stylists');

/** Shoppers waiting for an inactive stylist to take bookings again. */
export const waitlistEntries = userStylistLink('waitlist_entries');

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
    status: text('status', { enum: ['active', 'ended'] })
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

// --- Gift cards and shopping credit (docs/contracts/gifts.md) ---------------------------------

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

// --- Closet uploads, photos and profile looks ---------------------------------------------------

/**
 * A picture a shopper uploaded (a closet item's, a profile photo, the profile picture), its bytes
 * in `DATA_DIR/uploads/{id}` with its metadata removed. The id is 32 random bytes (base64url): the
 * file's only name. `closet` and `photo` files are served only to their owner (signed URLs);
 * `profile` pictures to anyone.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['closet', 'photo', 'profile'] }).notNull(),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId, table.kind)],
);

/** A shopper's profile photos (`proxy/user/{uid}/photos`). */
export const userPhotos = pgTable(
  'user_photos',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** The uploaded file's name, cleaned (shown, never used as a path). */
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('user_photos_user_idx').on(table.userId, table.createdAt)],
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

/** Random secrets the server makes once and every worker shares (the media URL signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
