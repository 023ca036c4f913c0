import type {
  ChannelEvents,
  ChatChannel,
  ChatClient,
  ChatClientOptions,
  ChatMessage,
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

/**
 * One channel of the reference chat service: history by pages, the live stream (server-sent
 * events read with fetch, so the token header goes along), and sends. Every call goes through
 * the gateway the app gives (`options.gateway`: headers, time-out, 401 sign-out, reports). The
 * stream reconnects by itself when it drops or the server restarts, with `Last-Event-ID` set to
 * the last message seen, so the server first replays what was missed: nothing is lost, and the
 * page keeps each message once.
 */
class LocalChannel implements ChatChannel {
  private lastEventId = '0';
  private readonly controller = new AbortController();

  constructor(
    private readonly options: ChatClientOptions,
    private readonly sid: string,
    private readonly events: ChannelEvents,
  ) {}

  private get base() {
    return `chat/channels/${encodeURIComponent(this.sid)}`;
  }

  history = async () => {
    const messages: ChatMessage[] = [];
    for (let from = 0; ; from += PAGE) {
      const { items } = await this.options.gateway.request<{ items: ServerChatMessage[] }>({
        endpoint: 'chatHistory',
        url: `${this.base}/messages?from=${from}&count=${PAGE}`,
      });
      messages.push(...items.map(fromServerMessage));
      if (items.length < PAGE) break;
    }
    const last = messages.at(-1);
    if (last) this.lastEventId = last.sid;
    return messages;
  };

  /** Keeps the live stream open until `close`. */
  listen = async () => {
    const { signal } = this.controller;
    for (let attempt = 0; !signal.aborted; attempt += 1) {
      this.events.onConnection(attempt === 0 ? 'connecting' : 'reconnecting');
      try {
        const response = await this.options.gateway.stream({
          endpoint: 'chatStream',
          url: `${this.base}/stream`,
          headers: { accept: 'text/event-stream', 'last-event-id': this.lastEventId },
          signal,
        });
        if ([401, 403, 404].includes(response.status)) {
          this.events.onConnection('disconnected');
          return;
        }
        if (response.ok && response.body) {
          for await (const event of readSseEvents(response.body)) {
            if (event.event === 'ready') {
              attempt = 0;
              this.events.onConnection('connected');
            } else if (event.event === 'message') {
              const message = fromServerMessage(JSON.parse(event.data) as ServerChatMessage);
              if (event.id) this.lastEventId = event.id;
              this.events.onMessage(message);
            }
          }
        }
      } catch {
        // Dropped or refused: try again below.
      }
      if (signal.aborted) return;
      this.events.onConnection('reconnecting');
      await sleep(reconnectDelay(attempt), signal);
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

  sendPicture = async ({ file, clientKey }: { file: File; clientKey: string }) => {
    const form = new FormData();
    form.append('picture', file);
    form.append('client_key', clientKey);
    return fromServerMessage(
      await this.options.gateway.request<ServerChatMessage>({
        endpoint: 'chatSendPicture',
        url: `${this.base}/pictures`,
        method: 'POST',
        body: form,
      }),
    );
  };

  /** A picture message's content is its path on the gateway. */
  pictureUrl = async (message: ChatMessage) =>
    URL.createObjectURL(
      await this.options.gateway.request<Blob>({
        endpoint: 'chatPicture',
        url: message.content,
        responseType: 'blob',
      }),
    );

  close = () => this.controller.abort();
}

/** The reference server's chat service as the chat. */
export const createLocalChatClient = (options: ChatClientOptions): ChatClient => {
  const channels = new Set<LocalChannel>();
  return {
    openChannel: (sid, events) => {
      const channel = new LocalChannel(options, sid, events);
      channels.add(channel);
      const open: ChatChannel = {
        history: async () => {
          const messages = await channel.history();
          void channel.listen();
          return messages;
        },
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
    shutdown: () => {
      for (const channel of channels) channel.close();
      channels.clear();
    },
  };
};
