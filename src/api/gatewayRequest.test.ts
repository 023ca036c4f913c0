import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import type * as envModule from '@/config/env';
import type { ChatChannel, ConnectionState } from '@/services/chat/chatTypes';
import { createLocalChatClient } from '@/services/chat/localChat';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { server } from '@/testing/server';
import { signedIn } from './authSlice';
import { createGatewayRequest, GatewayRequestError } from './gatewayRequest';

// VITE_REQUEST_TIMEOUT_MS, short here so the time-outs show.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof envModule>();
  return { ...actual, env: { ...actual.env, requestTimeoutMs: 300 } };
});

const signedInStore = () => {
  const store = makeStore();
  store.dispatch(signedIn({ apiToken: 'secret-token', userId: 'user-1' }));
  return store;
};

const encoder = new TextEncoder();
const sse = (text: string) => encoder.encode(text);
const streamAnswer = (start: (controller: ReadableStreamDefaultController<Uint8Array>) => void) =>
  new HttpResponse(new ReadableStream<Uint8Array>({ start }), {
    headers: { 'content-type': 'text/event-stream' },
  });

const waitUntil = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

/** The local chat adapter on the app's gateway, one channel open. */
const openLocalChannel = async (store = signedInStore()) => {
  const client = createLocalChatClient({
    userId: 'user-1',
    gateway: createGatewayRequest(store),
    chatToken: () => Promise.resolve(''),
  });
  const received: string[] = [];
  const states: ConnectionState[] = [];
  const channel: ChatChannel = await client.openChannel('CH1', {
    onMessage: (message) => received.push(message.sid),
    onConnection: (state) => states.push(state),
  });
  return { client, channel, received, states, store };
};

const stored = (sid: string) => ({
  sid,
  channel_sid: 'CH1',
  sender: 'client',
  type: 'text',
  content: 'Hi',
  client_key: 'k-1',
  created: '2026-11-23T10:00:00Z',
});

describe('gateway request (the chat adapter on the base query policy)', () => {
  const reports = recordReports();

  it('sends the token and platform headers on every adapter call, the stream too', async () => {
    const seen: Record<string, Headers> = {};
    const keep = (name: string, request: Request) => (seen[name] = request.headers);
    server.use(
      http.get(gatewayUrl('chat/channels/CH1/messages'), ({ request }) => {
        keep('history', request);
        return HttpResponse.json({ items: [] });
      }),
      http.post(gatewayUrl('chat/channels/CH1/messages'), ({ request }) => {
        keep('send', request);
        return HttpResponse.json(stored('m1'), { status: 201 });
      }),
      http.put(gatewayUrl('message/CH1/m1/reply'), ({ request }) => {
        keep('reply', request);
        return HttpResponse.json(stored('m2'));
      }),
      http.get(gatewayUrl('chat/stream'), ({ request }) => {
        keep('stream', request);
        return streamAnswer((c) => c.enqueue(sse('event: ready\ndata: {}\n\n')));
      }),
    );
    const { client, channel, states } = await openLocalChannel();
    await channel.history();
    await channel.send({ text: 'Hi', clientKey: 'k-1' });
    await channel.reply({ text: 'Yes', clientKey: 'k-2', replyTo: 'm1' });
    await waitUntil(() => states.includes('connected'));
    client.shutdown();
    expect(Object.keys(seen).sort()).toEqual(['history', 'reply', 'send', 'stream']);
    for (const headers of Object.values(seen)) {
      expect(headers.get('token')).toBe('secret-token');
      expect(headers.get('platform')).toBe('web-desktop');
    }
    // The first connection starts where the server is: no position to come back from yet.
    expect(seen.stream?.get('last-event-id')).toBeNull();
  });

  it('signs out on a 401 answer to an adapter call, warns and reports it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post(gatewayUrl('chat/channels/CH1/messages'), () =>
        HttpResponse.json({ message: 'Please sign in' }, { status: 401 }),
      ),
    );
    const { channel, store } = await openLocalChannel();
    const failure = await channel.send({ text: 'Hi', clientKey: 'k-1' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayRequestError);
    expect(failure).toMatchObject({ status: 401, message: 'Please sign in' });
    expect(store.getState().auth).toEqual({ apiToken: null, sdkToken: null, userId: null });
    expect(warn).toHaveBeenCalledOnce();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toMatchObject({ endpoint: 'chatSend', status: 401 });
    expect(JSON.stringify(reports)).not.toContain('secret-token');
  });

  it('signs out on a 401 answer to the live stream, which then says disconnected', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(gatewayUrl('chat/channels/CH1/messages'), () => HttpResponse.json({ items: [] })),
      http.get(gatewayUrl('chat/stream'), () =>
        HttpResponse.json({ message: 'Please sign in' }, { status: 401 }),
      ),
    );
    const { client, channel, states, store } = await openLocalChannel();
    await channel.history();
    await waitUntil(() => states.includes('disconnected'));
    client.shutdown();
    expect(store.getState().auth.apiToken).toBeNull();
    expect(reports[0]?.context).toMatchObject({ endpoint: 'chatStream', status: 401 });
  });

  it('gives up on a slow answer after the request time-out, as TIMEOUT_ERROR', async () => {
    server.use(
      http.get(gatewayUrl('chat/channels/CH1/messages'), async () => {
        await delay(1000);
        return HttpResponse.json({ items: [] });
      }),
    );
    const { client, channel } = await openLocalChannel();
    await expect(channel.history()).rejects.toMatchObject({ status: 'TIMEOUT_ERROR' });
    // Its live stream (the shopper's, started with the history) ends with the client.
    client.shutdown();
    expect(reports[0]?.context).toMatchObject({
      endpoint: 'chatHistory',
      errorClass: 'TIMEOUT_ERROR',
    });
  });

  it('keeps the open stream past the request time-out, but not one that never connects', async () => {
    let late: ReadableStreamDefaultController<Uint8Array> | null = null;
    server.use(
      http.get(gatewayUrl('chat/channels/CH1/messages'), () => HttpResponse.json({ items: [] })),
      http.get(gatewayUrl('chat/stream'), () =>
        streamAnswer((c) => {
          late = c;
          c.enqueue(sse('event: ready\ndata: {}\n\n'));
        }),
      ),
      http.get(gatewayUrl('chat/channels/CH2/stream'), async () => {
        await delay(1000);
        return streamAnswer(() => undefined);
      }),
    );
    const { client, channel, received, states } = await openLocalChannel();
    await channel.history();
    await waitUntil(() => states.includes('connected'));
    await delay(500);
    (late as ReadableStreamDefaultController<Uint8Array> | null)?.enqueue(
      sse(`event: message\nid: m5\ndata: ${JSON.stringify(stored('m5'))}\n\n`),
    );
    await waitUntil(() => received.includes('m5'));
    expect(states).not.toContain('reconnecting');
    client.shutdown();

    const gateway = createGatewayRequest(signedInStore());
    const signal = new AbortController().signal;
    const stream = gateway.stream({
      endpoint: 'chatStream',
      url: 'chat/channels/CH2/stream',
      signal,
    });
    await expect(stream).rejects.toMatchObject({ status: 'TIMEOUT_ERROR' });
    // The stream's reader retries and shows it; a connection that failed is not reported.
    expect(reports).toHaveLength(0);
  });

  it('reads a picture as a blob', async () => {
    server.use(
      http.get(gatewayUrl('chat/channels/CH1/pictures/p1'), () =>
        HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, {
          headers: { 'content-type': 'image/png' },
        }),
      ),
    );
    const gateway = createGatewayRequest(signedInStore());
    const picture = await gateway.request<Blob>({
      endpoint: 'chatPicture',
      url: 'chat/channels/CH1/pictures/p1',
      responseType: 'blob',
    });
    expect(picture.size).toBe(3);
  });
});
