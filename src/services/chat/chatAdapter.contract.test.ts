import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/api/authSlice';
import { createGatewayRequest } from '@/api/gatewayRequest';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';
import type { ChatClient, ChatClientOptions, ChatMessage, ConnectionState } from './chatTypes';
import { createLocalChatClient } from './localChat';

/**
 * One contract, both chat implementations: the reference server's chat (its HTTP calls answered
 * by MSW as the server would) and Twilio Conversations (its SDK replaced at the module
 * boundary by a fake with the same events). Each harness plays the service's side.
 */
type Stored = {
  sid: string;
  sender: 'client' | 'stylist';
  content: string;
  board?: string;
  key?: string;
};

type Harness = {
  start: () => Promise<ChatClient>;
  /** Messages already in the channel. */
  seed: (messages: Stored[]) => void;
  /** The stylist writes, live. */
  stylistSays: (message: Stored) => void;
};

const USER = 'user-1';
const SID = 'CH1';

/** The options the app gives: the gateway on the app's request policy, signed in as USER. */
const optionsFor = (chatToken = () => Promise.resolve('')): ChatClientOptions => {
  const store = makeStore();
  store.dispatch(signedIn({ apiToken: 'token-1', userId: USER }));
  return { userId: USER, gateway: createGatewayRequest(store), chatToken };
};

const waitUntil = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

const describeContract = (name: string, makeHarness: () => Harness) =>
  describe(`chat contract: ${name}`, () => {
    let harness: Harness;
    let client: ChatClient | null = null;
    beforeEach(() => {
      harness = makeHarness();
      client = null;
    });
    afterEach(() => client?.shutdown());

    const open = async () => {
      client ??= await harness.start();
      const received: ChatMessage[] = [];
      const states: ConnectionState[] = [];
      const channel = await client.openChannel(SID, {
        onMessage: (message) => received.push(message),
        onConnection: (state) => states.push(state),
      });
      return { channel, received, states };
    };

    it('answers the history oldest first, with senders, boards and keys', async () => {
      harness.seed([
        { sid: 'm1', sender: 'stylist', content: 'Welcome!' },
        { sid: 'm2', sender: 'client', content: 'Hi', key: 'k-1' },
        { sid: 'm3', sender: 'stylist', content: 'Style board 1', board: 'b-1' },
      ]);
      const { channel } = await open();
      const history = await channel.history();
      expect(history.map((m) => [m.sid, m.sender, m.content, m.boardId, m.clientKey])).toEqual([
        ['m1', 'stylist', 'Welcome!', null, null],
        ['m2', 'client', 'Hi', null, 'k-1'],
        ['m3', 'stylist', 'Style board 1', 'b-1', null],
      ]);
    });

    it('then delivers live messages and says when it is connected', async () => {
      harness.seed([{ sid: 'm1', sender: 'stylist', content: 'Welcome!' }]);
      const { channel, received, states } = await open();
      await channel.history();
      await waitUntil(() => states.includes('connected'));
      harness.stylistSays({
        sid: 'm2',
        sender: 'stylist',
        content: 'Your mood board',
        board: 'b-0',
      });
      await waitUntil(() => received.some((m) => m.sid === 'm2'));
      expect(received.find((m) => m.sid === 'm2')).toMatchObject({
        sender: 'stylist',
        boardId: 'b-0',
      });
    });

    it("tells the shopper's whole chat of every new message, with its channel (the inbox)", async () => {
      client = await harness.start();
      const watched: [string, string][] = [];
      const stop = client.watch({
        onMessage: (channelSid, message) => watched.push([channelSid, message.sid]),
      });
      // The connection is up once a channel says so, or at once on a quiet stream.
      const { channel, states } = await open();
      await channel.history();
      await waitUntil(() => states.includes('connected'));
      harness.stylistSays({ sid: 'm7', sender: 'stylist', content: 'A new board', board: 'b-7' });
      await waitUntil(() => watched.length > 0);
      expect(watched).toEqual([[SID, 'm7']]);
      stop();
      harness.stylistSays({ sid: 'm8', sender: 'stylist', content: 'After you stopped' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(watched).toEqual([[SID, 'm7']]);
    });

    it('sends a text and answers the stored message with the key it was sent with', async () => {
      const { channel } = await open();
      await channel.history();
      const sent = await channel.send({ text: 'Tops M, please', clientKey: 'web-key-1' });
      expect(sent).toMatchObject({
        sender: 'client',
        content: 'Tops M, please',
        clientKey: 'web-key-1',
      });
      expect(sent.sid).toBeTruthy();
    });

    it("replies through the gateway's reply call and answers the stored reply", async () => {
      let body: unknown;
      server.use(
        http.put(gatewayUrl(`message/${SID}/m1/reply`), async ({ request }) => {
          body = await request.json();
          const answer = { sid: 'm9', sender: 'client', type: 'text', content: 'Yes' };
          const extra = { attributes: { reply_to: 'm1' }, client_key: 'web-key-2' };
          return HttpResponse.json({ ...answer, ...extra, created: '2026-11-23T10:00:00Z' });
        }),
      );
      const { channel } = await open();
      await channel.history();
      const reply = await channel.reply({ text: 'Yes', clientKey: 'web-key-2', replyTo: 'm1' });
      expect(body).toEqual({ content: 'Yes', client_key: 'web-key-2' });
      expect(reply).toMatchObject({ sid: 'm9', replyTo: 'm1', clientKey: 'web-key-2' });
    });
  });

// --- The reference server's chat, its calls answered as the server does ---------------------

describeContract('reference server', () => {
  const messages: Stored[] = [];
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  const present = (m: Stored) => ({
    sid: m.sid,
    channel_sid: SID,
    sender: m.sender,
    type: m.board ? 'styleboard' : 'text',
    content: m.content,
    attributes: m.board ? { board_uuid: m.board } : {},
    client_key: m.key ?? null,
    created: new Date(Date.now() + messages.indexOf(m)).toISOString(),
  });
  const event = (m: Stored) =>
    encoder.encode(`event: message\nid: ${m.sid}\ndata: ${JSON.stringify(present(m))}\n\n`);
  const push = (m: Stored) => {
    messages.push(m);
    for (const stream of streams) stream.enqueue(event(m));
  };
  server.use(
    http.get(gatewayUrl(`chat/channels/${SID}/messages`), ({ request }) =>
      request.headers.get('token') === 'token-1'
        ? HttpResponse.json({ items: messages.map(present) })
        : HttpResponse.json({ message: 'Please sign in' }, { status: 401 }),
    ),
    http.post(gatewayUrl(`chat/channels/${SID}/messages`), async ({ request }) => {
      const body = (await request.json()) as { content: string; client_key: string };
      const stored: Stored = {
        sid: `m${messages.length + 1}`,
        sender: 'client',
        content: body.content,
        key: body.client_key,
      };
      push(stored);
      return HttpResponse.json(present(stored), { status: 201 });
    }),
    http.get(gatewayUrl('chat/stream'), ({ request }) => {
      const after = request.headers.get('last-event-id') ?? messages.at(-1)?.sid ?? '0';
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          streams.add(controller);
          controller.enqueue(encoder.encode(`event: ready\nid: ${after}\ndata: {}\n\n`));
          const from = messages.findIndex((m) => m.sid === after) + 1;
          for (const m of messages.slice(from)) controller.enqueue(event(m));
        },
        cancel() {
          streams.clear();
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    start: () => Promise.resolve(createLocalChatClient(optionsFor())),
    seed: (seeded) => seeded.forEach((m) => messages.push(m)),
    stylistSays: push,
  };
});

describe('reference server chat, beyond the contract', () => {
  it('reconnects after the stream drops, from the last message seen, and misses nothing', async () => {
    // One stream for the shopper (chat/stream); each message names its channel.
    const lastEventIds: (string | null)[] = [];
    const all = [{ sid: 'm1', content: 'Welcome!' }];
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    const encoder = new TextEncoder();
    const line = (m: { sid: string; content: string }) =>
      encoder.encode(
        `event: message\nid: ${m.sid}\ndata: ${JSON.stringify({ sid: m.sid, channel_sid: SID, sender: 'stylist', type: 'text', content: m.content, created: new Date().toISOString() })}\n\n`,
      );
    server.use(
      http.get(gatewayUrl(`chat/channels/${SID}/messages`), () =>
        HttpResponse.json({
          items: all.map((m) => ({
            sid: m.sid,
            sender: 'stylist',
            type: 'text',
            content: m.content,
            created: new Date().toISOString(),
          })),
        }),
      ),
      http.get(gatewayUrl('chat/stream'), ({ request }) => {
        const after = request.headers.get('last-event-id');
        lastEventIds.push(after);
        const stream = new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
            // Where it starts: the latest message when it opened, or where the client came back from.
            const position = after ?? all.at(-1)!.sid;
            c.enqueue(encoder.encode(`event: ready\nid: ${position}\ndata: {}\n\n`));
            const from = all.findIndex((m) => m.sid === after) + 1;
            for (const m of all.slice(from)) c.enqueue(line(m));
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = createLocalChatClient(optionsFor());
    const received: string[] = [];
    const states: ConnectionState[] = [];
    const channel = await client.openChannel(SID, {
      onMessage: (m) => received.push(m.sid),
      onConnection: (s) => states.push(s),
    });
    await channel.history();
    await waitUntil(() => states.includes('connected'));
    // The server goes away; meanwhile the stylist writes.
    (controller as ReadableStreamDefaultController<Uint8Array> | null)?.close();
    all.push({ sid: 'm2', content: 'While you were away' });
    await waitUntil(() => states.includes('reconnecting'));
    await vi.advanceTimersByTimeAsync(2000);
    await waitUntil(() => received.includes('m2'));
    expect(lastEventIds).toEqual([null, 'm1']);
    expect(received).toEqual(['m2']);
    expect(states.at(-1)).toBe('connected');
    client.shutdown();
    vi.useRealTimers();
  });
});

// --- Twilio Conversations, the SDK replaced at the module boundary ---------------------------

type Listener = (...args: unknown[]) => void;

class FakeEmitter {
  private listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  once(event: string, listener: Listener) {
    const wrapped: Listener = (...args) => {
      this.removeListener(event, wrapped);
      listener(...args);
    };
    return this.on(event, wrapped);
  }
  removeListener(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

const twilio = vi.hoisted(() => ({
  clients: [] as unknown[],
}));

const fakeMessage = (m: Stored, index: number) => ({
  sid: m.sid,
  conversation: { sid: SID },
  author: m.sender === 'client' ? USER : 'stylist-1',
  body: m.content,
  type: 'text',
  attributes: {
    ...(m.board ? { board_uuid: m.board, type: 'styleboard' } : {}),
    ...(m.key ? { client_key: m.key } : {}),
  },
  dateCreated: new Date(Date.UTC(2026, 10, 23, 10, index)),
  attachedMedia: null,
});

class FakeConversation extends FakeEmitter {
  messages: Stored[] = [];
  getMessages() {
    return Promise.resolve({
      items: this.messages.map(fakeMessage),
      hasPrevPage: false,
      prevPage: () => Promise.reject(new Error('no page')),
    });
  }
  sendMessage(text: string, attributes: { client_key: string }) {
    const stored: Stored = {
      sid: `IM${this.messages.length + 1}`,
      sender: 'client',
      content: text,
      key: attributes.client_key,
    };
    this.messages.push(stored);
    setTimeout(() => this.emit('messageAdded', fakeMessage(stored, this.messages.length)), 0);
    return Promise.resolve(this.messages.length - 1);
  }
}

vi.mock('@twilio/conversations', () => {
  class Client extends FakeEmitter {
    connectionState = 'connecting';
    tokens: string[];
    conversation = new FakeConversation();
    constructor(token: string) {
      super();
      this.tokens = [token];
      twilio.clients.push(this);
      // Twilio tells the client of every conversation's new messages, as each conversation does.
      this.conversation.on('messageAdded', (message) => this.emit('messageAdded', message));
      setTimeout(() => {
        this.emit('initialized');
        this.connectionState = 'connected';
        this.emit('connectionStateChanged', 'connected');
      }, 0);
    }
    updateToken(token: string) {
      this.tokens.push(token);
      return Promise.resolve(this);
    }
    getConversationBySid(sid: string) {
      return sid === SID
        ? Promise.resolve(this.conversation)
        : Promise.reject(new Error('Not found'));
    }
    shutdown() {
      return Promise.resolve();
    }
  }
  return { Client };
});

type FakeClient = FakeEmitter & {
  tokens: string[];
  conversation: FakeConversation;
  connectionState: string;
};

/** A Twilio chat client whose chat tokens are numbered: chat-token-1, chat-token-2, … */
const startTwilio = async () => {
  const { createTwilioChatClient } = await import('./twilioChat');
  let issued = 0;
  return createTwilioChatClient(optionsFor(() => Promise.resolve(`chat-token-${(issued += 1)}`)));
};

describeContract('Twilio Conversations', () => {
  twilio.clients.length = 0;
  let seeded: Stored[] = [];
  const latest = () => twilio.clients.at(-1) as FakeClient;
  return {
    start: async () => {
      const client = await startTwilio();
      latest().conversation.messages = seeded;
      return client;
    },
    seed: (messages) => {
      seeded = [...messages];
    },
    stylistSays: (m) => {
      const conversation = latest().conversation;
      conversation.messages.push(m);
      conversation.emit('messageAdded', fakeMessage(m, conversation.messages.length));
    },
  };
});

describe('Twilio chat, beyond the contract', () => {
  it('starts with a chat token and takes a new one when Twilio says it is expiring or expired', async () => {
    twilio.clients.length = 0;
    const client = await startTwilio();
    const fake = twilio.clients.at(-1) as FakeClient;
    expect(fake.tokens).toEqual(['chat-token-1']);
    fake.emit('tokenAboutToExpire');
    await waitUntil(() => fake.tokens.length === 2);
    fake.emit('tokenExpired');
    await waitUntil(() => fake.tokens.length === 3);
    expect(fake.tokens).toEqual(['chat-token-1', 'chat-token-2', 'chat-token-3']);
    client.shutdown();
  });
});
