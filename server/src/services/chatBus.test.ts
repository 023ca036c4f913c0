import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { chatMessages, users } from '../db/schema';
import { presentChatMessage } from '../presenters/chatMessagePresenter';
import { createTestDb } from '../testing/testDatabase';
import type { ChatMessageEvent } from '../presenters/chatMessagePresenter';
import { ChatBus, chatEventChannel } from './chatBus';
import { ensureChannel } from './chatChannels';
import { InMemoryEventBus } from '../events/eventBus';

/** Generous for a busy CI machine; a passing run takes milliseconds. */
const WITHIN = { timeout: 5_000 };

let database: Database;
let channelSid: string;
let userId: string;
const events = new InMemoryEventBus();
const logs: Record<string, unknown>[] = [];
let bus: ChatBus;

beforeAll(async () => {
  database = await createTestDb();
  bus = new ChatBus({ events, db: database.db, log: (entry) => logs.push(entry) });
  userId = randomUUID();
  await database.db
    .insert(users)
    .values({ id: userId, email: `${userId}@example.com`, firstName: 'Ada', lastName: 'Lovelace' });
  const [stylist] = await database.db.query.stylists.findMany({ limit: 1 });
  channelSid = await ensureChannel(database.db, userId, stylist!.id);
});
afterAll(() => database.close());

const store = async (content: string) => {
  const [row] = await database.db
    .insert(chatMessages)
    .values({ id: randomUUID(), channelSid, sender: 'client', content })
    .returning();
  return presentChatMessage(row!);
};

describe('ChatBus (chat messages on the event bus)', () => {
  it('sends a message whole, and one too long for an event by id, in order', async () => {
    const received: ChatMessageEvent[] = [];
    const payloads: string[] = [];
    const raw = events.subscribe(chatEventChannel(channelSid), (payload) => payloads.push(payload));
    const subscription = bus.subscribe(channelSid, (message) => received.push(message));
    await subscription.ready;
    // As long as a message may be (4000 characters), in 4-byte characters: 8000 bytes.
    const long = await store('🧵'.repeat(2000));
    const short = await store('Short and sweet');
    await bus.publish(long);
    await bus.publish(short);
    await expect.poll(() => received.length, WITHIN).toBe(2);
    expect(received).toEqual([long, short]);
    expect(payloads.map((payload) => JSON.parse(payload) as object)).toEqual([
      { ref: long.sid },
      short,
    ]);
    subscription();
    raw();
  });

  it("tells the shopper's own subscription of every message of their channels, and no one else's", async () => {
    const theirs: string[] = [];
    const others: string[] = [];
    const mine = bus.subscribeClient(userId, (message) => theirs.push(message.content));
    const someoneElse = bus.subscribeClient(randomUUID(), (message) =>
      others.push(message.content),
    );
    await Promise.all([mine.ready, someoneElse.ready]);
    await bus.publish(await store('For the inbox'));
    await bus.publish(await store('🧵'.repeat(2000)));
    await expect.poll(() => theirs.length, WITHIN).toBe(2);
    expect(theirs[0]).toBe('For the inbox');
    expect(others).toEqual([]);
    mine();
    someoneElse();
  });

  it('logs a publish that fails instead of failing the request that stored the message', async () => {
    const broken = new ChatBus({
      events: {
        connected: true,
        publish: () => Promise.reject(new Error('bus down')),
        subscribe: (channel, listener) => events.subscribe(channel, listener),
        close: () => Promise.resolve(),
      },
      db: database.db,
      log: (entry) => logs.push(entry),
    });
    await broken.publish(await store('Stored anyway'));
    expect(logs).toContainEqual(
      // By its summary: a log line never carries an error's message (http/errorSummary.ts).
      expect.objectContaining({ event: 'chat.publish_failed', error: 'Error' }),
    );
  });
});
