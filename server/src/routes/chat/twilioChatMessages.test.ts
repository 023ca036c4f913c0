import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { chatChannels, chatMessages, stylingSessions } from '../../db/schema';
import { readServerConfig } from '../../env';
import { bookAndPay, stylistWhere, type Shopper } from '../../testing/bookingFixtures';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';
import { startTwilioStandIn, type TwilioStandIn } from '../../testing/twilioStandIn';
import { createConversationsClient } from '../../services/twilio/conversationsClient';
import { replaceConversationsClient } from '../../services/twilio/conversationsFor';

const twilioSettings = {
  accountSid: 'AC00000000000000000000000000000001',
  apiKeySid: 'SK00000000000000000000000000000002',
  apiKeySecret: 'the-api-key-secret',
  conversationsServiceSid: 'IS00000000000000000000000000000003',
  authToken: 'the-auth-token',
};

let t: TestApp;
let twilioApi: TwilioStandIn;
let stylistId: string;
let shutdown: AbortController;

beforeEach(async () => {
  const { vendors } = readServerConfig({ NODE_ENV: 'test' });
  shutdown = new AbortController();
  t = await createTestApp(
    { vendors: { ...vendors, twilio: true }, twilio: twilioSettings },
    { shutdown: shutdown.signal },
  );
  twilioApi = await startTwilioStandIn();
  replaceConversationsClient(
    t.config,
    createConversationsClient(twilioSettings, twilioApi.httpClient),
  );
  stylistId = (await stylistWhere(t)).id;
});
afterEach(async () => {
  shutdown.abort();
  await twilioApi.close();
  await t.close();
});

const WEBHOOK = '/gateway/twilio/webhook';

/** Twilio's post-event webhook, signed as Twilio signs it (or with `signature` in its place). */
const deliver = (params: Record<string, string>, signature?: string) => {
  const url = `${t.config.publicUrl}${WEBHOOK}`;
  return t.app.request(WEBHOOK, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature':
        signature ?? twilio.getExpectedTwilioSignature(twilioSettings.authToken, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
};

/** A message the shopper sends through the SDK: in the conversation, then the webhook. */
const shopperSays = async (
  conversationSid: string,
  author: string,
  body: string,
  attributes: Record<string, string> = {},
) => {
  const message = twilioApi.addMessage(conversationSid, {
    author,
    body,
    attributes: JSON.stringify(attributes),
  });
  const params = {
    EventType: 'onMessageAdded',
    AccountSid: twilioSettings.accountSid,
    ChatServiceSid: twilioSettings.conversationsServiceSid,
    ConversationSid: conversationSid,
    MessageSid: message.sid,
    Index: String(message.index),
    Author: author,
    Body: body,
    Attributes: message.attributes,
    DateCreated: message.date_created,
    Source: 'SDK',
  };
  const response = await deliver(params);
  expect(response.status).toBe(200);
  return { message, params };
};

const posted = (conversationSid: string) =>
  (twilioApi.messages.get(conversationSid) ?? []).map((m) => ({
    author: m.author,
    body: m.body,
    attributes: JSON.parse(m.attributes) as Record<string, string>,
    sid: m.sid,
  }));

const stored = (channelSid: string) =>
  t.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.channelSid, channelSid))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));

/** A paid session on Twilio: its conversation's sid (the pair's channel). */
const bookOnTwilio = async (shopper: Shopper, plan: 'mini' | 'lux' = 'mini') => {
  await bookAndPay(t, shopper, { stylistUuid: stylistId, plan });
  const [channel] = await t.db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.clientId, shopper.userId), eq(chatChannels.stylistId, stylistId)));
  if (!channel) throw new Error('no channel');
  return channel.sid;
};

describe("the server's messages on Twilio", () => {
  it('posts the welcome message to the conversation as the stylist, once', async () => {
    const ada = await signUp(t.app);
    const sid = await bookOnTwilio(ada);

    expect([...(twilioApi.participants.get(sid) ?? [])]).toEqual([
      ada.userId,
      `stylist:${stylistId}`,
    ]);
    const [welcome] = await stored(sid);
    expect(posted(sid)).toEqual([
      {
        author: `stylist:${stylistId}`,
        body: welcome?.content,
        attributes: { type: 'text', message_id: welcome?.id },
        sid: expect.stringMatching(/^IM/) as string,
      },
    ]);
    expect(welcome?.attributes).toEqual({ twilio_sid: posted(sid)[0]?.sid });
  });

  it("posts the simulated stylist's answers and boards with their attributes", async () => {
    const ada = await signUp(t.app);
    const sid = await bookOnTwilio(ada);
    await shopperSays(sid, ada.userId, 'Hi! Mostly for work, and no yellow please.');
    await shopperSays(sid, ada.userId, 'Budget $300 a piece. Tops M, jeans 28, shoes 8.');

    const fromStylist = posted(sid).filter((m) => m.author === `stylist:${stylistId}`);
    const moodboard = fromStylist.find((m) => m.attributes.type === 'moodboard');
    const [local] = (await stored(sid)).filter((m) => m.type === 'moodboard');
    expect(moodboard?.attributes).toEqual({
      type: 'moodboard',
      board_uuid: local?.attributes.board_uuid,
      message_id: local?.id,
    });
    expect(moodboard?.body).toBe(local?.content);
    // Every message the stylist wrote here is in the conversation, in order, once.
    const written = (await stored(sid)).filter((m) => m.sender === 'stylist');
    expect(fromStylist.map((m) => m.attributes.message_id)).toEqual(written.map((m) => m.id));
  });
});

describe('the Conversations webhook', () => {
  it("stores a shopper's message once, however often Twilio delivers it, and the stylist answers", async () => {
    const ada = await signUp(t.app);
    const sid = await bookOnTwilio(ada);
    const { message, params } = await shopperSays(sid, ada.userId, 'Hi! Mostly for work.', {
      client_key: 'key-12345678',
    });
    expect((await deliver(params)).status).toBe(200);

    const fromShopper = (await stored(sid)).filter((m) => m.sender === 'client');
    expect(fromShopper).toMatchObject([
      {
        id: message.sid,
        type: 'text',
        content: 'Hi! Mostly for work.',
        clientKey: 'key-12345678',
        attributes: { twilio_sid: message.sid },
      },
    ]);
    // Not posted back; the stylist's answer is.
    const authors = posted(sid).map((m) => m.author);
    expect(authors.filter((a) => a === ada.userId)).toHaveLength(1);
    expect(authors.at(-1)).toBe(`stylist:${stylistId}`);
  });

  it('stores a picture by its media and text without control characters', async () => {
    const ada = await signUp(t.app);
    const sid = await bookOnTwilio(ada);
    await shopperSays(sid, ada.userId, 'Hi\u0000 there\nsecond line');
    const picture = twilioApi.addMessage(sid, { author: ada.userId, body: '', attributes: '{}' });
    const media = [{ Sid: 'ME0000000000000000000000000000000a', ContentType: 'image/jpeg' }];
    const delivered = await deliver({
      EventType: 'onMessageAdded',
      ConversationSid: sid,
      MessageSid: picture.sid,
      Author: ada.userId,
      Media: JSON.stringify(media),
    });
    expect(delivered.status).toBe(200);

    const fromShopper = (await stored(sid)).filter((m) => m.sender === 'client');
    expect(fromShopper.map((m) => [m.type, m.content])).toEqual([
      ['text', 'Hi there\nsecond line'],
      ['picture', 'twilio-media:ME0000000000000000000000000000000a'],
    ]);
  });

  it('refuses a bad signature (403) and stores nothing', async () => {
    const ada = await signUp(t.app);
    const sid = await bookOnTwilio(ada);
    const params = {
      EventType: 'onMessageAdded',
      ConversationSid: sid,
      MessageSid: 'IM0000000000000000000000000000beef',
      Author: ada.userId,
      Body: 'forged',
    };
    const url = `${t.config.publicUrl}${WEBHOOK}`;
    const otherKey = twilio.getExpectedTwilioSignature('another-token', url, params);
    expect((await deliver(params, otherKey)).status).toBe(403);
    const tampered = twilio.getExpectedTwilioSignature(twilioSettings.authToken, url, {
      ...params,
      Body: 'original',
    });
    expect((await deliver(params, tampered)).status).toBe(403);
    const unsigned = await t.app.request(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    expect(unsigned.status).toBe(403);
    expect((await stored(sid)).filter((m) => m.sender === 'client')).toEqual([]);
  });

  it("ignores the stylist's messages (the mirror's own) and other events", async () => {
    const ada = await signUp(t.app);
    const sid = await bookOnTwilio(ada);
    const before = await stored(sid);
    await shopperSays(sid, `stylist:${stylistId}`, 'Hello from the stylist');
    const other = await deliver({ EventType: 'onConversationUpdated', ConversationSid: sid });
    expect(other.status).toBe(200);
    expect(await stored(sid)).toEqual(before);
  });
});

describe('a reply on Twilio', () => {
  it('posts the reply as the shopper with reply_to and client_key, and answers it by its Twilio sid', async () => {
    const ada = await signUp(t.app);
    const sid = await bookOnTwilio(ada);
    const [welcome] = posted(sid);
    const [welcomeRow] = await stored(sid);
    const reply = () =>
      t.app.request(
        `/gateway/message/${sid}/${welcome?.sid}/reply`,
        send('PUT', { content: 'Thanks!', client_key: 'reply-key-1' }, ada.token),
      );

    const response = await reply();
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    const mine = posted(sid).filter((m) => m.author === ada.userId);
    expect(mine).toEqual([
      {
        author: ada.userId,
        body: 'Thanks!',
        attributes: { reply_to: welcome?.sid, client_key: 'reply-key-1' },
        sid: expect.stringMatching(/^IM/) as string,
      },
    ]);
    expect(body).toMatchObject({
      sid: mine[0]?.sid,
      channel_sid: sid,
      sender: 'client',
      type: 'text',
      content: 'Thanks!',
      attributes: { reply_to: welcome?.sid },
      client_key: 'reply-key-1',
    });
    const [local] = (await stored(sid)).filter((m) => m.id === mine[0]?.sid);
    expect(local?.attributes).toEqual({ reply_to: welcomeRow?.id, twilio_sid: mine[0]?.sid });

    // The same key again: the same reply, nothing posted twice.
    const again = await reply();
    expect(again.status).toBe(200);
    expect(((await again.json()) as { sid: string }).sid).toBe(mine[0]?.sid);
    expect(posted(sid).filter((m) => m.author === ada.userId)).toHaveLength(1);
  });

  it('is a 404 for a message that is in neither place', async () => {
    const ada = await signUp(t.app);
    const sid = await bookOnTwilio(ada);
    const response = await t.app.request(
      `/gateway/message/${sid}/IM000000000000000000000000000000ff/reply`,
      send('PUT', { content: 'Thanks!', client_key: 'reply-key-2' }, ada.token),
    );
    expect(response.status).toBe(404);
    expect(posted(sid).filter((m) => m.author === ada.userId)).toEqual([]);
  });
});

describe('the pre-event webhook (onMessageAdd)', () => {
  const aboutToAdd = (conversationSid: string, author: string) =>
    deliver({
      EventType: 'onMessageAdd',
      AccountSid: twilioSettings.accountSid,
      ChatServiceSid: twilioSettings.conversationsServiceSid,
      ConversationSid: conversationSid,
      Author: author,
      Body: 'Are you still there?',
      Source: 'SDK',
    });

  it("refuses a shopper's message once their Lux month is over, and lets the stylist write", async () => {
    const ada = await signUp(t.app);
    const sid = await bookOnTwilio(ada, 'lux');
    expect((await aboutToAdd(sid, ada.userId)).status).toBe(200);

    const monthAgo = new Date(Date.now() - 32 * 24 * 3600 * 1000);
    await t.db
      .update(stylingSessions)
      .set({ createdAt: monthAgo })
      .where(eq(stylingSessions.userId, ada.userId));
    const refused = await aboutToAdd(sid, ada.userId);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Your Lux month with \w+ ended on /,
    );
    expect((await aboutToAdd(sid, `stylist:${stylistId}`)).status).toBe(200);
  });
});
