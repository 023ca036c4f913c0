import type { StoreAccess } from '@/api/gatewayRequest';
import { holdLiveChat, type LiveChatStore } from '@/api/liveChat';
import type { ChatMessage } from '@/services/chat/chatTypes';
import { newClientKey } from '@/services/chat/clientKey';

/**
 * Sends one text to a channel outside the chat page (Contact on a stylist's profile), on the
 * chat's one road: the signed-in shopper's chat connection (src/api/liveChat.ts: Twilio or the
 * reference service, reaching our gateway through the base query's policy), started if need be.
 * Opens the channel without following it, sends, and closes it.
 */
export const sendChatText = async (
  store: StoreAccess & LiveChatStore,
  { userId, channelSid, text }: { userId: string; channelSid: string; text: string },
): Promise<ChatMessage> => {
  const hold = holdLiveChat(store);
  if (hold?.chat.userId !== userId) {
    hold?.release();
    throw new Error('Contact needs the signed-in shopper');
  }
  try {
    const client = await hold.chat.ready();
    const channel = await client.openChannel(channelSid, {
      onMessage: () => undefined,
      onConnection: () => undefined,
    });
    try {
      return await channel.send({ text, clientKey: newClientKey() });
    } finally {
      channel.close();
    }
  } finally {
    hold.release();
  }
};
