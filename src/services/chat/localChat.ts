import { smallestVariantFor } from '@/lib/pictureSrcSet';
import type {
  ChannelEvents,
  ChatChannel,
  ChatClient,
  ChatClientOptions,
  ChatMessage,
  ConnectionState,
} from './chatTypes';
import { fromServerMessage, type ServerChatMessage } from './fromServerMessage';
import { replyThroughGateway } from './replyThroughGateway';
import { readSseEvents } from './sseEvents';

const PAGE = 200;
/** Waits before reconnecting: quick at first, then every 10 s at most. */
export const reconnectDelay = (attempt: number) => Math.min(10_000, 500 * 2 ** attempt);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

type StreamListener = {
  onMessage: (channelSid: string, message: ChatMessage) => void;
  onConnection: (state: ConnectionState) => void;
};

/**
 * The shopper's one live stream (`GET chat/stream`: server-sent events of every channel of
 * theirs, read with fetch so the token header goes along), shared by the inbox and any open
 * channel. It reconnects by itself when it drops or the server restarts, with `Last-Event-ID`
 * set to the last message seen (or the position `ready` gave), so the server first replays what
 * was missed: nothing is lost, and each message is kept once by whoever shows it.
 */
class ShopperStream {
  private lastEventId: string | null = null;
  private state: ConnectionState = 'connecting';
  private started = false;
  private readonly listeners = new Set<StreamListener>();
  private readonly controller = new AbortController();
  private settle = () => {};
  /** Resolves once the stream has been ready, or has failed, once. */
  readonly settled = new Promise<void>((resolve) => {
    this.settle = resolve;
  });

  constructor(private readonly options: ChatClientOptions) {}

  /** Follows the stream (starting it if need be) until the answer is called. */
  add(listener: StreamListener) {
    this.listeners.add(listener);
    listener.onConnection(this.state);
    if (!this.started) {
      this.started = true;
      void this.listen();
    }
    return () => void this.listeners.delete(listener);
  }

  /** Where to come back from when the stream has never been ready: a channel's latest message. */
  offerPosition(sid: string) {
    this.lastEventId ??= sid;
  }

  private setState(state: ConnectionState) {
    this.state = state;
    for (const listener of this.listeners) listener.onConnection(state);
  }

  private async listen() {
    const { signal } = this.controller;
    for (let attempt = 0; !signal.aborted; attempt += 1) {
      this.setState(attempt === 0 ? 'connecting' : 'reconnecting');
      try {
        const response = await this.options.gateway.stream({
          endpoint: 'chatStream',
          url: 'chat/stream',
          headers: {
            accept: 'text/event-stream',
            ...(this.lastEventId === null ? {} : { 'last-event-id': this.lastEventId }),
          },
          signal,
        });
        if ([401, 403, 404].includes(response.status)) {
          this.setState('disconnected');
          this.settle();
          return;
        }
        if (response.ok && response.body) {
          for await (const event of readSseEvents(response.body)) {
            if (event.event === 'ready') {
              attempt = 0;
              if (event.id) this.lastEventId = event.id;
              this.setState('connected');
              this.settle();
            } else if (event.event === 'message') {
              const server = JSON.parse(event.data) as ServerChatMessage & { channel_sid: string };
              if (event.id) this.lastEventId = event.id;
              const message = fromServerMessage(server);
              for (const listener of this.listeners)
                listener.onMessage(server.channel_sid, message);
            }
          }
        }
      } catch {
        // Dropped or refused: try again below.
      }
      this.settle();
      if (signal.aborted) return;
      this.setState('reconnecting');
      await sleep(reconnectDelay(attempt), signal);
    }
  }

  close() {
    this.controller.abort();
    this.listeners.clear();
  }
}

/**
 * One channel of the reference chat service: history by pages, its live messages from the
 * shopper's stream, and sends. Every call goes through the gateway the app gives
 * (`options.gateway`: headers, time-out, 401 sign-out, reports).
 */
class LocalChannel implements ChatChannel {
  private stopFollowing: (() => void) | null = null;

  constructor(
    private readonly options: ChatClientOptions,
    private readonly stream: ShopperStream,
    private readonly sid: string,
    private readonly events: ChannelEvents,
  ) {}

  private get base() {
    return `chat/channels/${encodeURIComponent(this.sid)}`;
  }

  /**
   * Every message so far, oldest first; then the live ones. The history is read once the stream
   * has been ready (so nothing falls between the two), and what arrived meanwhile joins it.
   */
  history = async () => {
    this.stopFollowing?.();
    let held: ChatMessage[] | null = [];
    this.stopFollowing = this.stream.add({
      onMessage: (channelSid, message) => {
        if (channelSid !== this.sid) return;
        if (held) held.push(message);
        else this.events.onMessage(message);
      },
      onConnection: this.events.onConnection,
    });
    try {
      await this.stream.settled;
      const messages: ChatMessage[] = [];
      for (let from = 0; ; from += PAGE) {
        const { items } = await this.options.gateway.request<{ items: ServerChatMessage[] }>({
          endpoint: 'chatHistory',
          url: `${this.base}/messages?from=${from}&count=${PAGE}`,
        });
        messages.push(...items.map(fromServerMessage));
        if (items.length < PAGE) break;
      }
      const known = new Set(messages.map((message) => message.sid));
      const arrived = held.filter((message) => !known.has(message.sid));
      const last = messages.at(-1);
      if (last) this.stream.offerPosition(last.sid);
      return [...messages, ...arrived];
    } catch (error) {
      this.close();
      throw error;
    } finally {
      held = null;
    }
  };

  send = async ({ text, clientKey }: { text: string; clientKey: string }) =>
    fromServerMessage(
      await this.options.gateway.request<ServerChatMessage>({
        endpoint: 'chatSend',
        url: `${this.base}/messages`,
        method: 'POST',
        body: { type: 'text', content: text, client_key: clientKey },
      }),
    );

  reply = (input: { text: string; clientKey: string; replyTo: string }) =>
    replyThroughGateway(this.options.gateway, this.sid, input);

  sendPicture: ChatChannel['sendPicture'] = async ({ file, clientKey, onProgress, signal }) => {
    const form = new FormData();
    form.append('picture', file);
    form.append('client_key', clientKey);
    return fromServerMessage(
      await this.options.gateway.request<ServerChatMessage>({
        endpoint: 'chatSendPicture',
        url: `${this.base}/pictures`,
        method: 'POST',
        body: form,
        // Followed and cancellable: the gateway sends it with XMLHttpRequest.
        ...(onProgress ? { onUploadProgress: onProgress } : {}),
        ...(signal ? { signal } : {}),
      }),
    );
  };

  /**
   * A picture message's content is its path on the gateway, and its variants' beside it: the
   * narrowest variant `width` device pixels wide, fetched with the shopper's token (pictures are
   * private: an <img srcset> could not send it), else the picture itself.
   */
  pictureUrl = async (message: ChatMessage, width?: number) => {
    const variant =
      width === undefined ? undefined : smallestVariantFor(message.pictureVariants ?? [], width);
    return URL.createObjectURL(
      await this.options.gateway.request<Blob>({
        endpoint: 'chatPicture',
        url: variant?.url ?? message.content,
        responseType: 'blob',
      }),
    );
  };

  close = () => {
    this.stopFollowing?.();
    this.stopFollowing = null;
  };
}

/**
 * The reference server's chat service as the chat: one live stream for the shopper, started by
 * the first to follow it (`watch`, or a channel's history), shared by every channel.
 */
export const createLocalChatClient = (options: ChatClientOptions): ChatClient => {
  const stream = new ShopperStream(options);
  const channels = new Set<LocalChannel>();
  return {
    openChannel: (sid, events) => {
      const channel = new LocalChannel(options, stream, sid, events);
      channels.add(channel);
      const open: ChatChannel = {
        history: channel.history,
        send: channel.send,
        reply: channel.reply,
        sendPicture: channel.sendPicture,
        pictureUrl: channel.pictureUrl,
        close: () => {
          channel.close();
          channels.delete(channel);
        },
      };
      return Promise.resolve(open);
    },
    watch: (events) =>
      stream.add({ onMessage: events.onMessage, onConnection: events.onConnection ?? (() => {}) }),
    shutdown: () => {
      for (const channel of channels) channel.close();
      channels.clear();
      stream.close();
    },
  };
};
