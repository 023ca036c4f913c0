import type {
  Client as TwilioClient,
  Conversation,
  ConnectionState as TwilioConnectionState,
  Message,
} from '@twilio/conversations';
import type {
  ChannelEvents,
  ChatChannel,
  ChatClient,
  ChatClientOptions,
  ChatMessage,
  ConnectionState,
} from './chatTypes';
import { replyThroughGateway } from './replyThroughGateway';

type Attributes = { type?: string; board_uuid?: string; reply_to?: string; client_key?: string };

const attributesOf = (message: Message): Attributes => {
  const attributes = message.attributes;
  return attributes && typeof attributes === 'object' && !Array.isArray(attributes)
    ? attributes
    : {};
};

export const fromTwilioMessage = (message: Message, userId: string): ChatMessage => {
  const attributes = attributesOf(message);
  return {
    sid: message.sid,
    sender: message.author === userId ? 'client' : 'stylist',
    type: attributes.type ?? (message.type === 'media' ? 'picture' : 'text'),
    content: message.body ?? '',
    boardId: attributes.board_uuid ?? null,
    replyTo: attributes.reply_to ?? null,
    clientKey: attributes.client_key ?? null,
    created: (message.dateCreated ?? new Date()).toISOString(),
  };
};

const connectionStates: Record<TwilioConnectionState, ConnectionState> = {
  unknown: 'connecting',
  connecting: 'connecting',
  connected: 'connected',
  disconnecting: 'reconnecting',
  disconnected: 'reconnecting',
  denied: 'disconnected',
  error: 'reconnecting',
  retrying: 'reconnecting',
};

const HISTORY_PAGE = 100;
const SENT_TIMEOUT_MS = 20_000;

/**
 * One Twilio conversation as a chat channel. Texts and pictures go through the SDK; a reply is
 * the gateway's call (`options.gateway`), and Twilio then carries the stored reply like any
 * message.
 */
const twilioChannel = (
  conversation: Conversation,
  sid: string,
  { userId, gateway }: ChatClientOptions,
  events: ChannelEvents,
): ChatChannel => {
  const bySid = new Map<string, Message>();
  const waiting = new Map<string, (message: ChatMessage) => void>();
  let listening = false;
  const onAdded = (message: Message) => {
    bySid.set(message.sid, message);
    const mapped = fromTwilioMessage(message, userId);
    if (mapped.clientKey) waiting.get(mapped.clientKey)?.(mapped);
    events.onMessage(mapped);
  };

  /** Resolves with the sent message when Twilio echoes it back (its key identifies it). */
  const sent = (clientKey: string, send: () => Promise<unknown>) =>
    new Promise<ChatMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(clientKey);
        reject(new Error('The message was not confirmed in time'));
      }, SENT_TIMEOUT_MS);
      waiting.set(clientKey, (message) => {
        clearTimeout(timer);
        waiting.delete(clientKey);
        resolve(message);
      });
      send().catch((error: unknown) => {
        clearTimeout(timer);
        waiting.delete(clientKey);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });

  return {
    history: async () => {
      let page = await conversation.getMessages(HISTORY_PAGE);
      const pages = [page.items];
      while (page.hasPrevPage) {
        page = await page.prevPage();
        pages.unshift(page.items);
      }
      const messages = pages.flat();
      for (const message of messages) bySid.set(message.sid, message);
      if (!listening) {
        conversation.on('messageAdded', onAdded);
        listening = true;
      }
      return messages.map((message) => fromTwilioMessage(message, userId));
    },
    send: ({ text, clientKey }) =>
      sent(clientKey, () => conversation.sendMessage(text, { client_key: clientKey })),
    reply: (input) => replyThroughGateway(gateway, sid, input),
    sendPicture: ({ file, clientKey }) =>
      sent(clientKey, () =>
        conversation
          .prepareMessage()
          .setAttributes({ client_key: clientKey })
          .addMedia({ contentType: file.type, filename: file.name, media: file })
          .build()
          .send(),
      ),
    // Twilio hosts the media as it was sent: one size, whatever the page shows it at.
    pictureUrl: async (message) => {
      const media = bySid.get(message.sid)?.attachedMedia?.[0];
      const url = media ? await media.getContentTemporaryUrl() : null;
      if (!url) throw new Error('The picture is not available');
      return url;
    },
    close: () => {
      conversation.removeListener('messageAdded', onAdded);
      waiting.clear();
    },
  };
};

/**
 * Twilio Conversations as the chat (the SDK is loaded here, once the shopper is signed in): the
 * client follows every conversation of theirs (`watch`: Twilio's own `messageAdded`), and starts
 * with a chat token from `GET token` and gets a new one whenever Twilio says the current
 * one is about to expire or has expired.
 */
export const createTwilioChatClient = async (options: ChatClientOptions): Promise<ChatClient> => {
  const { Client } = await import('@twilio/conversations');
  const client: TwilioClient = new Client(await options.chatToken());
  const refresh = async () => {
    await client.updateToken(await options.chatToken());
  };
  client.on('tokenAboutToExpire', () => void refresh());
  client.on('tokenExpired', () => void refresh());
  await new Promise<void>((resolve, reject) => {
    client.once('initialized', () => resolve());
    client.once('initFailed', ({ error }) =>
      reject(new Error(error?.message ?? 'The chat could not start')),
    );
  });
  const listeners = new Set<(state: ConnectionState) => void>();
  client.on('connectionStateChanged', (state) => {
    for (const listener of listeners) listener(connectionStates[state]);
  });
  return {
    watch: ({ onMessage, onConnection }) => {
      const onAdded = (message: Message) =>
        onMessage(message.conversation.sid, fromTwilioMessage(message, options.userId));
      client.on('messageAdded', onAdded);
      if (onConnection) {
        listeners.add(onConnection);
        onConnection(connectionStates[client.connectionState]);
      }
      return () => {
        client.removeListener('messageAdded', onAdded);
        if (onConnection) listeners.delete(onConnection);
      };
    },
    openChannel: async (sid, events) => {
      const conversation = await client.getConversationBySid(sid);
      listeners.add(events.onConnection);
      events.onConnection(connectionStates[client.connectionState]);
      const channel = twilioChannel(conversation, sid, options, events);
      return {
        ...channel,
        close: () => {
          listeners.delete(events.onConnection);
          channel.close();
        },
      };
    },
    shutdown: () => {
      listeners.clear();
      void client.shutdown();
    },
  };
};
