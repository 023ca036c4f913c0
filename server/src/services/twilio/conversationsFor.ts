import type { ServerConfig } from '../../env';
import { createConversationsClient, type ConversationsClient } from './conversationsClient';
import { twilioSettings } from './twilioSettings';

const clients = new WeakMap<ServerConfig, ConversationsClient>();

/**
 * The one Conversations client for this configuration (made on first use, so its connections
 * are reused across requests).
 */
export const conversationsFor = (config: ServerConfig) => {
  let client = clients.get(config);
  if (!client) {
    client = createConversationsClient(twilioSettings(config));
    clients.set(config, client);
  }
  return client;
};

/** What a test puts in place of the real Twilio for this configuration (a local stand-in). */
export const replaceConversationsClient = (config: ServerConfig, client: ConversationsClient) => {
  clients.set(config, client);
};
