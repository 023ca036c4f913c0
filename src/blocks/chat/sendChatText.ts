import { chatTokenApi } from '@/api/chatTokenApi';
import { createGatewayRequest, type StoreAccess } from '@/api/gatewayRequest';
import type { ChatMessage } from '@/services/chat/chatTypes';
import { newClientKey } from '@/services/chat/clientKey';
import { createChatClient } from '@/services/chat/createChatClient';

/** The chat service's token for the shopper, or '' when it cannot be had. */
const chatTokenFor = async ({ dispatch }: StoreAccess, userId: string) => {
  const request = dispatch(chatTokenApi.endpoints.getChatToken.initiate(userId));
  try {
    return (await request.unwrap()).token;
  } catch {
    return '';
  } finally {
    request.unsubscribe();
  }
};

/**
 * Sends one text to a channel outside the chat page (Contact on a stylist's profile), on the
 * chat's one road: the chat adapter (Twilio or the reference service) reaching our gateway
 * through the base query's policy. Opens the channel without following it, sends, and closes.
 */
export const sendChatText = async (
  store: StoreAccess,
  { userId, channelSid, text }: { userId: string; channelSid: string; text: string },
): Promise<ChatMessage> => {
  const client = await createChatClient({
    userId,
    gateway: createGatewayRequest(store),
    chatToken: () => chatTokenFor(store, userId),
  });
  try {
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
    client.shutdown();
  }
};
