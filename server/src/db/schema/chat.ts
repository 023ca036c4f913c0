import {
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
import { bytea, createdAt, id } from './columns';
import { stylists } from './stylists';

/** The chat stand-in: channels, messages, pictures, and whose turn the simulated stylist has. */

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
    /**
     * When the shopper last had the conversation open: the stylist's messages after it are
     * unread (the inbox's count and the header's badge). A channel made by the server starts
     * never read (services/chatChannels.ts); rows older than the column took their migration's
     * time.
     */
    clientReadAt: timestamp('client_read_at', { withTimezone: true }).notNull().defaultNow(),
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

/**
 * What a chat message carries besides its text: the board it shows, the message it answers, and
 * a picture's sized variants (`[{ width, url }]`, narrowest first; url: its path on the gateway).
 */
export type ChatMessageAttributes = {
  board_uuid?: string;
  reply_to?: string;
  picture_variants?: { width: number; url: string }[];
};

/**
 * A picture a shopper sent in the chat (JPEG or PNG), served to the channel's shopper at
 * `chat/channels/{sid}/pictures/{id}` on the gateway.
 */
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
 * A chat picture's sized WebP variants (`chat/channels/{sid}/pictures/{id}.w{width}.webp`), made
 * when it is sent and deleted with it. Pictures from before have none: the chat shows the picture.
 */
export const chatPictureVariants = pgTable(
  'chat_picture_variants',
  {
    pictureId: text('picture_id')
      .notNull()
      .references(() => chatPictures.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    webp: bytea('webp').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pictureId, table.width] })],
);

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
