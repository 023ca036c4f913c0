import twilio from 'twilio';
import type { TwilioSettings } from './twilioSettings';

/** Twilio's error codes for "that is there already" (a 409): a unique name, a participant. */
const ALREADY_EXISTS = new Set([50300, 50353, 50433]);

const alreadyExists = (error: unknown) =>
  error instanceof twilio.RestException &&
  (error.status === 409 || ALREADY_EXISTS.has(error.code ?? 0));

export type ConversationRequest = {
  /** Names the conversation in the service, so making it again finds the same one. */
  uniqueName: string;
  /** Stored on the conversation as JSON (who it is between, for the stylists' side). */
  attributes: Record<string, string>;
  /** Who takes part: each identity is added once. */
  identities: string[];
};

export type ConversationsClient = {
  /** The conversation with that unique name, made if it is not there, with every identity in it. */
  ensureConversation: (request: ConversationRequest) => Promise<{ sid: string }>;
};

/**
 * Conversations through Twilio's REST API (the official library), in the configured service,
 * authenticated with the API key. `httpClient` replaces the library's own (tests point it at a
 * local stand-in). Making a conversation or adding a participant that is already there counts as
 * done, so two shoppers' tabs opening the same chat at once both succeed.
 */
export const createConversationsClient = (
  settings: TwilioSettings,
  httpClient?: twilio.RequestClient,
): ConversationsClient => {
  const rest = twilio(settings.apiKeySid, settings.apiKeySecret, {
    accountSid: settings.accountSid,
    // A shopper waits on these: ten seconds at most, kept-alive connections, and Twilio's
    // "too many requests" (429) retried with its back-off.
    timeout: 10_000,
    keepAlive: true,
    autoRetry: true,
    ...(httpClient ? { httpClient } : {}),
  });
  const service = rest.conversations.v1.services(settings.conversationsServiceSid);

  const findOrCreate = async ({ uniqueName, attributes }: ConversationRequest) => {
    try {
      return await service.conversations.create({
        uniqueName,
        attributes: JSON.stringify(attributes),
      });
    } catch (error) {
      if (!alreadyExists(error)) throw error;
      // A conversation is fetched by its unique name as well as by its sid.
      return service.conversations(uniqueName).fetch();
    }
  };

  const addParticipant = async (conversationSid: string, identity: string) => {
    try {
      await service.conversations(conversationSid).participants.create({ identity });
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
  };

  return {
    ensureConversation: async (request) => {
      const { sid } = await findOrCreate(request);
      for (const identity of request.identities) await addParticipant(sid, identity);
      return { sid };
    },
  };
};
