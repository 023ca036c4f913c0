import { env } from '@/config/env';
import type { ChatClient, ChatClientOptions, ChatProvider } from './chatTypes';
import { createLocalChatClient } from './localChat';

/** Which chat service carries the chat: Twilio when configured, else the reference server's. */
export const chatProvider = (): ChatProvider => env.chatProvider;

/**
 * The one way the app starts a chat client. The Twilio implementation (and its SDK) loads only
 * when it is the provider, so the local chat never downloads it.
 */
export const createChatClient = async (options: ChatClientOptions): Promise<ChatClient> => {
  if (chatProvider() === 'twilio') {
    const { createTwilioChatClient } = await import('./twilioChat');
    return createTwilioChatClient(options);
  }
  return createLocalChatClient(options);
};
