import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatChannels, chatMessages, stylingSessions } from '../../db/schema';
import { readServerConfig } from '../../env';
import { bookAndPay, stylistWhere } from '../../testing/bookingFixtures';
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
    {
      chatTokenTtlSeconds: 600,
      vendors: { ...vendors, twilio: true },
      twilio: twilioSettings,
    },
    // Ends the chat mirror's scheduled retries.
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

const openChannel = (token: string, clientId: string, stylist = stylistId) =>
  t.app.request(
    '/gateway/twilio/channel',
    send('POST', { client_uuid: clientId, stylist_uuid: stylist }, token),
  );

const decode = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('chat on Twilio', () => {
  it("answers a Twilio access token for the shopper's own identity, and only for them", async () => {
    const ada = await signUp(t.app);
    const response = await t.app.request(
      `/api/token?user_uuid=${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; expires_at: string; ttl: number };
    const claims = decode(body.token.split('.')[1]) as {
      iss: string;
      sub: string;
      exp: number;
      iat: number;
      grants: { identity: string; chat: { service_sid: string } };
    };
    expect(claims).toMatchObject({
      iss: twilioSettings.apiKeySid,
      sub: twilioSettings.accountSid,
      grants: {
        identity: ada.userId,
        chat: { service_sid: twilioSettings.conversationsServiceSid },
      },
    });
    expect(claims.exp - claims.iat).toBe(600);
    expect(body.ttl).toBe(600);
    expect(body.expires_at).toBe(new Date(claims.exp * 1000).toISOString());

    const other = await signUp(t.app);
    const refused = await t.app.request(
      `/api/token?user_uuid=${ada.userId}`,
      send('GET', undefined, other.token),
    );
    expect(refused.status).toBe(403);
  });

  it("opens the pair's Twilio conversation with both in it, once, and keeps it as their channel", async () => {
    const ada = await signUp(t.app);
    const first = await openChannel(ada.token, ada.userId);
    expect(first.status).toBe(200);
    const { sid } = (await first.json()) as { sid: string };
    const again = (await (await openChannel(ada.token, ada.userId)).json()) as { sid: string };

    expect(again.sid).toBe(sid);
    const created = twilioApi.requests.filter((r) => r.path.endsWith('/Conversations'));
    expect(created[0]?.form.UniqueName).toBe(`chat_${ada.userId}_${stylistId}`);
    expect([...(twilioApi.participants.get(sid) ?? [])]).toEqual([
      ada.userId,
      `stylist:${stylistId}`,
    ]);
    const channels = await t.app.request(
      '/gateway/chat/channels',
      send('GET', undefined, ada.token),
    );
    expect(((await channels.json()) as { items: { sid: string }[] }).items).toMatchObject([
      { sid, stylist_uuid: stylistId },
    ]);
  });

  it("refuses another shopper's id (403) and an unknown stylist (404) without calling Twilio", async () => {
    const ada = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await openChannel(other.token, ada.userId)).status).toBe(403);
    expect((await openChannel(ada.token, ada.userId, 'no-such-stylist')).status).toBe(404);
    expect(twilioApi.requests).toEqual([]);
  });

  it('moves a channel a booking made while Twilio was down onto the conversation, with its messages and session', async () => {
    const ada = await signUp(t.app);
    // The welcome message's post (which opens the conversation) is refused: the channel stays ours.
    twilioApi.failNext = { status: 503, code: 20503, message: 'Service unavailable' };
    await bookAndPay(t, ada, { stylistUuid: stylistId, plan: 'mini' });
    const [before] = await t.db
      .select()
      .from(chatChannels)
      .where(eq(chatChannels.clientId, ada.userId));

    const { sid } = (await (await openChannel(ada.token, ada.userId)).json()) as { sid: string };

    expect(sid).not.toBe(before?.sid);
    const channels = await t.db
      .select()
      .from(chatChannels)
      .where(eq(chatChannels.clientId, ada.userId));
    expect(channels.map((c) => c.sid)).toEqual([sid]);
    const messages = await t.db
      .select({ channelSid: chatMessages.channelSid })
      .from(chatMessages)
      .where(eq(chatMessages.channelSid, sid));
    expect(messages.length).toBeGreaterThan(0);
    const [session] = await t.db
      .select({ channelSid: stylingSessions.channelSid })
      .from(stylingSessions)
      .where(eq(stylingSessions.userId, ada.userId));
    expect(session?.channelSid).toBe(sid);
  });

  it("shows a booking's channel on the chat page as the pair's Twilio conversation", async () => {
    const ada = await signUp(t.app);
    await bookAndPay(t, ada, { stylistUuid: stylistId, plan: 'mini' });

    const view = async () => {
      const response = await t.app.request(
        `/gateway/proxy/user/${ada.userId}/chat/${stylistId}`,
        send('GET', undefined, ada.token),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { channel_sid: string }).channel_sid;
    };
    const shown = await view();

    const created = twilioApi.requests.filter((r) => r.path.endsWith('/Conversations'));
    expect(created).toHaveLength(1);
    expect([...(twilioApi.participants.get(shown) ?? [])]).toEqual([
      ada.userId,
      `stylist:${stylistId}`,
    ]);
    const calls = twilioApi.requests.length;
    expect(await view()).toBe(shown);
    expect(twilioApi.requests).toHaveLength(calls);
  });
});
