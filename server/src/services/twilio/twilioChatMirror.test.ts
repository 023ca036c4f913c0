import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages } from '../../db/schema';
import { presentChatMessage } from '../../presenters/chatMessagePresenter';
import { stylistWhere } from '../../testing/bookingFixtures';
import { createTestApp, signUp, type TestApp } from '../../testing/testApp';
import { startTwilioStandIn, type TwilioStandIn } from '../../testing/twilioStandIn';
import { ensureChannel } from '../chatChannels';
import { createConversationsClient } from './conversationsClient';
import { TwilioChatMirror } from './twilioChatMirror';

const settings = {
  accountSid: 'AC00000000000000000000000000000001',
  apiKeySid: 'SK00000000000000000000000000000002',
  apiKeySecret: 'the-api-key-secret',
  conversationsServiceSid: 'IS00000000000000000000000000000003',
};

let t: TestApp;
let twilioApi: TwilioStandIn;
let mirror: TwilioChatMirror;
const logs: Record<string, unknown>[] = [];

beforeEach(async () => {
  t = await createTestApp();
  twilioApi = await startTwilioStandIn();
  const conversations = createConversationsClient(settings, twilioApi.httpClient);
  logs.length = 0;
  mirror = new TwilioChatMirror({
    db: t.db,
    log: (entry) => logs.push(entry),
    conversations: () => conversations,
    retryDelaysMs: [0],
  });
});
afterEach(async () => {
  mirror.stop();
  await twilioApi.close();
  await t.close();
});

/** A stylist's message stored in a new local channel (as fulfilment stores the welcome). */
const storedMessage = async () => {
  const shopper = await signUp(t.app);
  const stylist = await stylistWhere(t);
  const channelSid = await ensureChannel(t.db, shopper.userId, stylist.id);
  const [row] = await t.db
    .insert(chatMessages)
    .values({
      id: randomUUID(),
      channelSid,
      sender: 'stylist',
      type: 'text',
      content: 'Welcome!',
    })
    .returning();
  if (!row) throw new Error('not stored');
  return { row, stylist };
};

const rowOf = async (id: string) => {
  const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
};

const posted = () => [...twilioApi.messages.values()].flat();

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
};

describe('TwilioChatMirror', () => {
  it('keeps a message Twilio refused, logs it without its text, and posts it on a retry', async () => {
    const { row, stylist } = await storedMessage();
    twilioApi.failNext = { status: 503, code: 20503, message: 'Service unavailable' };

    await mirror.mirror(presentChatMessage(row));

    expect(posted()).toEqual([]);
    expect(logs).toMatchObject([
      { event: 'chat.twilio_mirror_failed', messageId: row.id, attempt: 1 },
    ]);
    expect(JSON.stringify(logs)).not.toContain('Welcome!');

    await until(() => Promise.resolve(posted().length === 1));
    await until(async () => 'twilio_sid' in ((await rowOf(row.id))?.attributes ?? {}));
    const [message] = posted();
    expect(message).toMatchObject({
      author: `stylist:${stylist.id}`,
      body: 'Welcome!',
      attributes: JSON.stringify({ type: 'text', message_id: row.id }),
    });
    expect((await rowOf(row.id))?.attributes).toEqual({ twilio_sid: message?.sid });
  });

  it('does not post twice when the first post got through but its answer was lost', async () => {
    const { row } = await storedMessage();
    await mirror.mirror(presentChatMessage(row));
    expect(posted()).toHaveLength(1);
    // As if the process had stopped before it marked the message as posted.
    await t.db
      .update(chatMessages)
      .set({ attributes: { twilio_pending: 0 } as never })
      .where(eq(chatMessages.id, row.id));

    await mirror.retryPending();

    expect(posted()).toHaveLength(1);
    expect((await rowOf(row.id))?.attributes).toEqual({ twilio_sid: posted()[0]?.sid });
  });

  it('leaves alone messages that came from Twilio and local pictures', async () => {
    const { row } = await storedMessage();
    await mirror.mirror({
      ...presentChatMessage(row),
      attributes: { twilio_sid: 'IM1' } as never,
    });
    await mirror.mirror({ ...presentChatMessage(row), type: 'picture' });
    expect(twilioApi.requests).toEqual([]);
  });
});
