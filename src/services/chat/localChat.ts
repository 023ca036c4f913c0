import type {
  ChannelEvents,
  ChatChannel,
  ChatClient,
  ChatClientOptions,
  ChatMessage,
} from './chatTypes';
import { readSseEvents } from './sseEvents';

/** A message as the reference chat service answers and streams it. */
export type ServerChatMessage = {
  sid: string;
  sender: 'client' | 'stylist';
  type: string;
  content: string;
  attributes?: { board_uuid?: string; reply_to?: string } | null;
  client_key?: string | null;
  created: string;
};

export const fromServerMessage = (message: ServerChatMessage): ChatMessage => ({
  sid: message.sid,
  sender: message.sender,
  type: message.type,
  content: message.content,
  boardId: message.attributes?.board_uuid ?? null,
  replyTo: message.attributes?.reply_to ?? null,
  clientKey: message.client_key ?? null,
  created: message.created,
});

const PAGE = 200;
/** Waits before reconnecting: quick at first, then every 10 s at most. */
export const reconnectDelay = (attempt: number) => Math.min(10_000, 500 * 2 ** attempt);

/** An error the chat service answered, with its status and message. */
export class ChatRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

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
 * events read with fetch, so the token header goes along), and sends. The stream reconnects by
 * itself when it drops or the server restarts, with `Last-Event-ID` set to the last message
 * seen, so the server first replays what was missed: nothing is lost, and the page keeps each
 * message once.
 */
class LocalChannel implements ChatChannel {
  private lastEventId = '0';
  private readonly controller = new AbortController();

  constructor(
    private readonly options: ChatClientOptions,
    private readonly sid: string,
    private readonly events: ChannelEvents,
  ) {}

  private url(path: string) {
    return new URL(path, new URL(this.options.gatewayUrl, globalThis.location?.href)).href;
  }

  private async request(path: string, init: RequestInit = {}) {
    const response = await fetch(this.url(path), {
      ...init,
      headers: { token: this.options.apiToken, ...init.headers },
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new ChatRequestError(response.status, body?.message ?? response.statusText);
    }
    return response;
  }

  private get base() {
    return `chat/channels/${encodeURIComponent(this.sid)}`;
  }

  history = async () => {
    const messages: ChatMessage[] = [];
    for (let from = 0; ; from += PAGE) {
      const response = await this.request(`${this.base}/messages?from=${from}&count=${PAGE}`);
      const { items } = (await response.json()) as { items: ServerChatMessage[] };
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
        const response = await fetch(this.url(`${this.base}/stream`), {
          headers: {
            token: this.options.apiToken,
            accept: 'text/event-stream',
            'last-event-id': this.lastEventId,
          },
          signal,
          cache: 'no-store',
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

  send = async ({ text, clientKey }: { text: string; clientKey: string }) => {
    const response = await this.request(`${this.base}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'text', content: text, client_key: clientKey }),
    });
    return fromServerMessage((await response.json()) as ServerChatMessage);
  };

  sendPicture = async ({ file, clientKey }: { file: File; clientKey: string }) => {
    const form = new FormData();
    form.append('picture', file);
    form.append('client_key', clientKey);
    const response = await this.request(`${this.base}/pictures`, { method: 'POST', body: form });
    return fromServerMessage((await response.json()) as ServerChatMessage);
  };

  pictureUrl = async (message: ChatMessage) => {
    const response = await this.request(message.content);
    return URL.createObjectURL(await response.blob());
  };

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
