import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { chatChannels, stylists } from '../../db/schema';
import { InMemoryEventBus, type EventListener, type SubscribeOptions } from '../../events/eventBus';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';

let t: TestApp;
let stylistId: string;

beforeEach(async () => {
  t = await createTestApp({ chatTokenTtlSeconds: 120 });
  const [stylist] = await t.db.select({ id: stylists.id }).from(stylists).limit(1);
  stylistId = stylist!.id;
});
afterEach(() => t.close());

/** Reads a stream's text until it includes `text` or ends. */
const streamReader = (response: Response) => {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const state = { received: '', ended: false };
  const readUntil = async (text: string) => {
    while (!state.received.includes(text) && !state.ended) {
      const { value, done } = await reader.read();
      state.ended = done;
      if (value) state.received += decoder.decode(value);
    }
  };
  return { state, readUntil, cancel: () => reader.cancel() };
};

/** The in-memory bus, with a way to say "events may have been lost" as PostgreSQL's does. */
class GappyBus extends InMemoryEventBus {
  private readonly gapListeners = new Set<() => void>();
  override subscribe(channel: string, listener: EventListener, options: SubscribeOptions = {}) {
    if (options.onGap) this.gapListeners.add(options.onGap);
    return super.subscribe(channel, listener);
  }
  gap() {
    for (const onGap of this.gapListeners) onGap();
  }
}

const openChannel = async (token: string, userId: string) => {
  const response = await t.app.request(
    '/gateway/twilio/channel',
    send('POST', { client_uuid: userId, stylist_uuid: stylistId }, token),
  );
  return (await response.json()) as { sid: string };
};

describe('chat stand-in', () => {
  it('issues a chat token with the configured lifetime, only for the signed-in user', async () => {
    const ada = await signUp(t.app);
    const response = await t.app.request(
      `/api/token?user_uuid=${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    const body = (await response.json()) as { token: string; expires_at: string; ttl: number };
    expect(body.ttl).toBe(120);
    expect(new Date(body.expires_at).getTime() - Date.now()).toBeGreaterThan(100_000);
    expect(new Date(body.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(120_000);

    const other = await signUp(t.app);
    expect(
      (
        await t.app.request(
          `/api/token?user_uuid=${ada.userId}`,
          send('GET', undefined, other.token),
        )
      ).status,
    ).toBe(403);
    expect((await t.app.request(`/api/token?user_uuid=${ada.userId}`)).status).toBe(401);
  });

  it('opens one channel per client and stylist', async () => {
    const ada = await signUp(t.app);
    const first = await openChannel(ada.token, ada.userId);
    const again = await openChannel(ada.token, ada.userId);
    expect(first.sid).toMatch(/^CH[0-9a-f]{32}$/);
    expect(again.sid).toBe(first.sid);
  });

  it('lists the shopper’s channels oldest first, not in the order they are stored', async () => {
    const ada = await signUp(t.app);
    // Two stylists, by id: the table's index and its storage both give the lower id first.
    const [lower, higher] = await t.db
      .select({ id: stylists.id })
      .from(stylists)
      .orderBy(asc(stylists.id))
      .limit(2);
    const open = async (stylist: string) => {
      const response = await t.app.request(
        '/gateway/twilio/channel',
        send('POST', { client_uuid: ada.userId, stylist_uuid: stylist }, ada.token),
      );
      return ((await response.json()) as { sid: string }).sid;
    };
    const stored = await open(lower!.id);
    const older = await open(higher!.id);
    await t.db
      .update(chatChannels)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(chatChannels.sid, older));

    const response = await t.app.request(
      '/gateway/chat/channels',
      send('GET', undefined, ada.token),
    );
    const { items } = (await response.json()) as { items: { sid: string; stylist_uuid: string }[] };
    expect(items.map((item) => [item.sid, item.stylist_uuid])).toEqual([
      [older, higher!.id],
      [stored, lower!.id],
    ]);
  });

  it('refuses to open a channel for someone else', async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    const response = await t.app.request(
      '/gateway/twilio/channel',
      send('POST', { client_uuid: grace.userId, stylist_uuid: stylistId }, ada.token),
    );
    expect(response.status).toBe(403);
  });

  it('stores messages, lists them in order, and keeps other users out', async () => {
    const ada = await signUp(t.app);
    const { sid } = await openChannel(ada.token, ada.userId);
    for (const content of ['Hello!', 'I need a wedding-guest look.']) {
      const posted = await t.app.request(
        `/gateway/chat/channels/${sid}/messages`,
        send('POST', { content }, ada.token),
      );
      expect(posted.status).toBe(201);
    }
    const list = await t.app.request(
      `/gateway/chat/channels/${sid}/messages`,
      send('GET', undefined, ada.token),
    );
    const { items } = (await list.json()) as { items: { content: string; sender: string }[] };
    const fromClient = items.filter((item) => item.sender === 'client');
    expect(fromClient.map((item) => item.content)).toEqual([
      'Hello!',
      'I need a wedding-guest look.',
    ]);
    // The simulated stylist answers each message (at once under test).
    expect(items.map((item) => item.sender)).toEqual(['client', 'stylist', 'client', 'stylist']);

    const grace = await signUp(t.app);
    expect(
      (
        await t.app.request(
          `/gateway/chat/channels/${sid}/messages`,
          send('GET', undefined, grace.token),
        )
      ).status,
    ).toBe(403);
    const empty = await t.app.request(
      `/gateway/chat/channels/${sid}/messages`,
      send('POST', { content: '   ' }, ada.token),
    );
    expect(empty.status).toBe(400);
  });

  it('streams new messages to the channel as server-sent events', async () => {
    const ada = await signUp(t.app);
    const { sid } = await openChannel(ada.token, ada.userId);
    const controller = new AbortController();
    const stream = await t.app.request(`/gateway/chat/channels/${sid}/stream`, {
      headers: { token: ada.token },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
    };
    await readUntil('event: ready');
    await t.app.request(
      `/gateway/chat/channels/${sid}/messages`,
      send('POST', { content: 'Live hello' }, ada.token),
    );
    await readUntil('Live hello');
    expect(received).toContain('event: message');
    controller.abort();
    await reader.cancel();
  });

  it('first replays what a returning stream missed (Last-Event-ID), then streams new messages', async () => {
    const ada = await signUp(t.app);
    const { sid } = await openChannel(ada.token, ada.userId);
    const post = async (content: string) =>
      (await (
        await t.app.request(
          `/gateway/chat/channels/${sid}/messages`,
          send('POST', { content }, ada.token),
        )
      ).json()) as { sid: string };
    const seen = await post('Seen before the drop');
    await post('Missed one');
    await post('Missed two');

    const stream = streamReader(
      await t.app.request(`/gateway/chat/channels/${sid}/stream`, {
        headers: { token: ada.token, 'last-event-id': seen.sid },
      }),
    );
    await stream.readUntil('Missed two');
    await post('Live after');
    await stream.readUntil('Live after');
    const { received } = stream.state;
    const order = ['event: ready', 'Missed one', 'Missed two', 'Live after'].map((text) =>
      received.indexOf(text),
    );
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(order[0]).toBeGreaterThanOrEqual(0);
    expect(received).not.toContain('Seen before the drop');
    expect(received.match(/Missed one/g)).toHaveLength(1);
    await stream.cancel();
  });

  it("streams every one of the shopper's channels on one stream (chat/stream), theirs only, and replays what it missed", async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    const [first, second] = await t.db
      .select({ id: stylists.id })
      .from(stylists)
      .orderBy(asc(stylists.id))
      .limit(2);
    const open = async (who: typeof ada, stylist: string) => {
      const response = await t.app.request(
        '/gateway/twilio/channel',
        send('POST', { client_uuid: who.userId, stylist_uuid: stylist }, who.token),
      );
      return ((await response.json()) as { sid: string }).sid;
    };
    const withFirst = await open(ada, first!.id);
    const withSecond = await open(ada, second!.id);
    const graces = await open(grace, first!.id);
    const post = async (who: typeof ada, sid: string, content: string) =>
      (await (
        await t.app.request(
          `/gateway/chat/channels/${sid}/messages`,
          send('POST', { content }, who.token),
        )
      ).json()) as { sid: string };

    const live = streamReader(
      await t.app.request('/gateway/chat/stream', { headers: { token: ada.token } }),
    );
    await live.readUntil('event: ready');
    const seen = await post(ada, withFirst, 'To the first stylist');
    await post(grace, graces, 'Not for Ada');
    await post(ada, withSecond, 'To the second stylist');
    await live.readUntil('To the second stylist');
    expect(live.state.received).toContain(`"channel_sid":"${withFirst}"`);
    expect(live.state.received).toContain(`"channel_sid":"${withSecond}"`);
    expect(live.state.received).not.toContain('Not for Ada');
    await live.cancel();

    // Back after a drop: every channel's messages since the last one seen, in order.
    const back = streamReader(
      await t.app.request('/gateway/chat/stream', {
        headers: { token: ada.token, 'last-event-id': seen.sid },
      }),
    );
    await back.readUntil('To the second stylist');
    expect(back.state.received).not.toContain('To the first stylist');
    expect(back.state.received).not.toContain('Not for Ada');
    await back.cancel();

    // Grace's message is no place to start Ada's stream from: nothing is replayed.
    const graceMessage = await post(grace, graces, 'Still not for Ada');
    const elsewhere = streamReader(
      await t.app.request('/gateway/chat/stream', {
        headers: { token: ada.token, 'last-event-id': graceMessage.sid },
      }),
    );
    await elsewhere.readUntil('event: ready');
    await post(ada, withFirst, 'Live again');
    await elsewhere.readUntil('Live again');
    expect(elsewhere.state.received).not.toContain('To the second stylist');
    await elsewhere.cancel();
    expect((await t.app.request('/gateway/chat/stream')).status).toBe(401);
  });

  it('marks where the stream starts (ready carries the latest id) and ends it on a gap', async () => {
    const bus = new GappyBus();
    const gappy = await createTestApp({}, { events: bus });
    const ada = await signUp(gappy.app);
    const channel = await gappy.app.request(
      '/gateway/twilio/channel',
      send('POST', { client_uuid: ada.userId, stylist_uuid: stylistId }, ada.token),
    );
    const { sid } = (await channel.json()) as { sid: string };
    const open = async (lastEventId?: string) =>
      streamReader(
        await gappy.app.request(`/gateway/chat/channels/${sid}/stream`, {
          headers: { token: ada.token, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        }),
      );

    const empty = await open();
    await empty.readUntil('event: ready');
    expect(empty.state.received).toContain('id: 0\n');
    await gappy.app.request(
      `/gateway/chat/channels/${sid}/messages`,
      send('POST', { content: 'First words' }, ada.token),
    );
    await empty.readUntil('First words');
    const listed = await gappy.app.request(
      `/gateway/chat/channels/${sid}/messages`,
      send('GET', undefined, ada.token),
    );
    const latest = ((await listed.json()) as { items: { sid: string }[] }).items.at(-1)!;

    // The bus lost its connection: the stream ends, so its client comes back and catches up.
    bus.gap();
    await empty.readUntil('never sent');
    expect(empty.state.received).toMatch(/event: closing\ndata: \nretry: 1000/);
    expect(empty.state.ended).toBe(true);

    // From the start ("0"), a returning client gets every message; a new one starts at the latest.
    const fromStart = await open('0');
    await fromStart.readUntil('First words');
    const fresh = await open();
    await fresh.readUntil('event: ready');
    expect(fresh.state.received).toContain(`id: ${latest.sid}\n`);
    await Promise.all([fromStart.cancel(), fresh.cancel()]);
    await gappy.close();
  });
});
