import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatChannels, chatMessages } from '../db/schema';
import type { Log } from '../http/logger';
import { type ChatMessageEvent, presentChatMessage } from '../presenters/chatMessagePresenter';
import type { EventBus, SubscribeOptions, Subscription } from '../events/eventBus';
import { errorSummary } from '../http/errorSummary';
import type { ServerConfig } from '../env';
import { conversationsFor } from './twilio/conversationsFor';
import { TwilioChatMirror } from './twilio/twilioChatMirror';

/** Messages are sent whole while they fit well inside an event; longer ones by id. */
const MAX_INLINE_BYTES = 7000;

type Reference = { ref: string };

/**
 * Another chat service that must carry the messages stored here (Twilio Conversations, when the
 * SPA chats there): told of each published message; it keeps its own failures and retries.
 */
export type ChatMirror = {
  mirror: (message: ChatMessageEvent) => Promise<void>;
  /** Tries again what could not be carried before (for a timed job). */
  retryPending: () => Promise<void>;
  stop: () => void;
};

export type ChatBusDeps = {
  events: EventBus;
  db: Db;
  log: Log;
  /** With chat on Twilio (`config.vendors.twilio`), messages are mirrored to the conversation. */
  config?: ServerConfig;
  /** Ends the mirror's scheduled retries. */
  shutdown?: AbortSignal;
  /** In place of the one the configuration calls for. */
  mirror?: ChatMirror | null;
};

/** One event channel per chat channel. */
export const chatEventChannel = (channelSid: string) => `chat:${channelSid}`;

/** And one per shopper: every message of every channel they are the client of (the inbox). */
export const clientEventChannel = (clientId: string) => `chat-client:${clientId}`;

/** How many channels' owners are remembered (a channel never changes owner). */
const OWNERS_KEPT = 10_000;

/**
 * New chat messages, per channel and per shopper, for the live streams of every worker: published
 * on the app's event bus after the message is stored (the message as JSON, or `{"ref": id}` when it is too
 * long for an event, which subscribers then read from the database). A failed publish is logged,
 * not thrown: the message is stored, and streams replay what they missed. With chat on Twilio,
 * each message is also posted to the pair's conversation (./twilio/twilioChatMirror.ts).
 */
export class ChatBus {
  readonly mirror: ChatMirror | null;
  private readonly owners = new Map<string, string>();

  constructor(private readonly deps: ChatBusDeps) {
    const { config } = deps;
    this.mirror =
      deps.mirror !== undefined
        ? deps.mirror
        : config?.vendors.twilio
          ? new TwilioChatMirror({
              db: deps.db,
              log: deps.log,
              conversations: () => conversationsFor(config),
            })
          : null;
    const { mirror } = this;
    if (mirror) deps.shutdown?.addEventListener('abort', () => mirror.stop());
  }

  /**
   * Tells every worker's streams of a newly stored message, and the mirror (Twilio) when there
   * is one. Every place that stores a chat message publishes it here, so each is covered.
   */
  async publish(message: ChatMessageEvent) {
    await this.publishEvent(message);
    await this.mirror?.mirror(message).catch((error: unknown) =>
      this.deps.log({
        event: 'chat.mirror_failed',
        channelSid: message.channel_sid,
        ...errorSummary(error),
      }),
    );
  }

  private async publishEvent(message: ChatMessageEvent) {
    const whole = JSON.stringify(message);
    const payload =
      Buffer.byteLength(whole) <= MAX_INLINE_BYTES
        ? whole
        : JSON.stringify({ ref: message.sid } satisfies Reference);
    const publish = async (channel: () => Promise<string | null>) => {
      try {
        const name = await channel();
        if (name) await this.deps.events.publish(name, payload);
      } catch (error) {
        this.deps.log({
          event: 'chat.publish_failed',
          channelSid: message.channel_sid,
          ...errorSummary(error),
        });
      }
    };
    await Promise.all([
      publish(() => Promise.resolve(chatEventChannel(message.channel_sid))),
      publish(async () => {
        const clientId = await this.clientOf(message.channel_sid);
        return clientId ? clientEventChannel(clientId) : null;
      }),
    ]);
  }

  /** The shopper whose channel it is (remembered: a channel never changes owner). */
  private async clientOf(channelSid: string) {
    const known = this.owners.get(channelSid);
    if (known) return known;
    const [row] = await this.deps.db
      .select({ clientId: chatChannels.clientId })
      .from(chatChannels)
      .where(eq(chatChannels.sid, channelSid))
      .limit(1);
    if (!row) return null;
    if (this.owners.size >= OWNERS_KEPT) this.owners.clear();
    this.owners.set(channelSid, row.clientId);
    return row.clientId;
  }

  /**
   * Listens to one channel's new messages, in the order they were published (`onGap`: some may
   * have been missed; see `SubscribeOptions`).
   */
  subscribe(
    channelSid: string,
    listener: (message: ChatMessageEvent) => void,
    options: SubscribeOptions = {},
  ): Subscription {
    return this.listen(
      chatEventChannel(channelSid),
      (message) => message.channel_sid === channelSid,
      listener,
      options,
      { channelSid },
    );
  }

  /** Listens to the new messages of every channel the shopper is the client of, as `subscribe`. */
  subscribeClient(
    clientId: string,
    listener: (message: ChatMessageEvent) => void,
    options: SubscribeOptions = {},
  ): Subscription {
    return this.listen(clientEventChannel(clientId), () => true, listener, options, { clientId });
  }

  private listen(
    channel: string,
    accepts: (message: ChatMessageEvent) => boolean,
    listener: (message: ChatMessageEvent) => void,
    options: SubscribeOptions,
    context: Record<string, string>,
  ): Subscription {
    let chain = Promise.resolve();
    const onPayload = (payload: string) => {
      chain = chain
        .then(() => this.read(payload))
        .then((message) => {
          if (message && accepts(message)) listener(message);
        })
        .catch((error: Error) =>
          this.deps.log({ event: 'chat.event_unreadable', ...context, ...errorSummary(error) }),
        );
    };
    return this.deps.events.subscribe(channel, onPayload, options);
  }

  private async read(payload: string): Promise<ChatMessageEvent | null> {
    const parsed = JSON.parse(payload) as ChatMessageEvent | Reference;
    if (!('ref' in parsed)) return parsed;
    const [row] = await this.deps.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, parsed.ref))
      .limit(1);
    return row ? presentChatMessage(row) : null;
  }
}
