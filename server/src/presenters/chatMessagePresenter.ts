import type { chatMessages } from '../db/schema';
import type { ChatMessageEvent } from '../services/chatBus';

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
