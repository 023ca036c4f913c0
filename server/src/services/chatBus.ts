import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages } from '../db/schema';
import type { Log } from '../http/logger';
import { type ChatMessageEvent, presentChatMessage } from '../presenters/chatMessagePresenter';
import type { EventBus, SubscribeOptions, Subscription } from '../events/eventBus';
import { errorSummary } from '../http/errorSummary';

/** Messages are sent whole while they fit well inside an event; longer ones by id. */
const MAX_INLINE_BYTES = 7000;

type Reference = { ref: string };

/** One event channel per chat channel. */
export const chatEventChannel = (channelSid: string) => `chat:${channelSid}`;

/**
 * New chat messages, per channel, for the live streams of every worker: published on the app's
 * event bus after the message is stored (the message as JSON, or `{"ref": id}` when it is too
 * long for an event, which subscribers then read from the database). A failed publish is logged,
 * not thrown: the message is stored, and streams replay what they missed.
 */
export class ChatBus {
  constructor(private readonly deps: { events: EventBus; db: Db; log: Log }) {}

  async publish(message: ChatMessageEvent) {
    const whole = JSON.stringify(message);
    const payload =
      Buffer.byteLength(whole) <= MAX_INLINE_BYTES
        ? whole
        : JSON.stringify({ ref: message.sid } satisfies Reference);
    try {
      await this.deps.events.publish(chatEventChannel(message.channel_sid), payload);
    } catch (error) {
      this.deps.log({
        event: 'chat.publish_failed',
        channelSid: message.channel_sid,
        ...errorSummary(error),
      });
    }
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
    let chain = Promise.resolve();
    const onPayload = (payload: string) => {
      chain = chain
        .then(() => this.read(payload))
        .then((message) => {
          if (message?.channel_sid === channelSid) listener(message);
        })
        .catch((error: Error) =>
          this.deps.log({ event: 'chat.event_unreadable', channelSid, ...errorSummary(error) }),
        );
    };
    return this.deps.events.subscribe(chatEventChannel(channelSid), onPayload, options);
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
