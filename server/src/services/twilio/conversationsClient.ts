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

/** A message to post in a conversation through the REST API. */
export type MessageRequest = {
  /** Who it is from: a participant's identity (`stylist:<id>`, or the shopper's user id). */
  author: string;
  body: string;
  /** Stored on the message as JSON (what the SPA reads: type, board_uuid, reply_to, client_key). */
  attributes: Record<string, string>;
};

/** A message in a conversation, as far as the server needs it. */
export type ConversationMessage = {
  sid: string;
  author: string;
  body: string;
  attributes: Record<string, unknown>;
  dateCreated: Date;
};

export type ConversationsClient = {
  /** The conversation with that unique name, made if it is not there, with every identity in it. */
  ensureConversation: (request: ConversationRequest) => Promise<{ sid: string }>;
  /**
   * Posts a message. Webhooks are not fired for it (Twilio fires them for REST-made messages
   * only when asked to), so the server's own messages do not come back to it.
   */
  postMessage: (conversationSid: string, message: MessageRequest) => Promise<ConversationMessage>;
  /** The message with that sid in the conversation, or null when there is none. */
  fetchMessage: (
    conversationSid: string,
    messageSid: string,
  ) => Promise<ConversationMessage | null>;
  /**
   * The conversation's latest messages (up to `limit`, newest first): how a retried post finds
   * out whether the first attempt got through.
   */
  recentMessages: (conversationSid: string, limit?: number) => Promise<ConversationMessage[]>;
};

const RECENT_MESSAGES = 50;

/** Twilio keeps attributes as a JSON string; anything but a JSON object reads as none. */
const parseAttributes = (json: string | null | undefined): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

const messageOf = (message: {
  sid: string;
  author: string;
  body: string | null;
  attributes: string;
  dateCreated: Date;
}): ConversationMessage => ({
  sid: message.sid,
  author: message.author,
  body: message.body ?? '',
  attributes: parseAttributes(message.attributes),
  dateCreated: message.dateCreated,
});

const isNotFound = (error: unknown) =>
  error instanceof twilio.RestException && error.status === 404;

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
    postMessage: async (conversationSid, { author, body, attributes }) =>
      messageOf(
        await service.conversations(conversationSid).messages.create({
          author,
          body,
          attributes: JSON.stringify(attributes),
        }),
      ),
    fetchMessage: async (conversationSid, messageSid) => {
      try {
        return messageOf(await service.conversations(conversationSid).messages(messageSid).fetch());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    recentMessages: async (conversationSid, limit = RECENT_MESSAGES) =>
      (
        await service
          .conversations(conversationSid)
          .messages.list({ order: 'desc', limit, pageSize: limit })
      ).map(messageOf),
  };
};
