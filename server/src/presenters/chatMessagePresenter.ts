import type { ChatMessageAttributes, chatMessages } from '../db/schema';

/** A chat message's JSON: what the chat stand-in answers and streams, and the chat bus publishes. */
export type ChatMessageEvent = {
  sid: string;
  channel_sid: string;
  sender: 'client' | 'stylist';
  type: string;
  content: string;
  attributes: ChatMessageAttributes;
  /** The sender's own key for the message (its optimistic copy), when it gave one. */
  client_key: string | null;
  created: string;
};

/** A chat message as the chat stand-in answers and streams it. */
export const presentChatMessage = (row: typeof chatMessages.$inferSelect): ChatMessageEvent => ({
  sid: row.id,
  channel_sid: row.channelSid,
  sender: row.sender,
  type: row.type,
  content: row.content,
  attributes: row.attributes,
  client_key: row.clientKey,
  created: row.createdAt.toISOString(),
});
