import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stylists } from '../../db/schema';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Inbox = {
  items: {
    sid: string;
    stylist: { uuid: string; is_bot: boolean };
    last_message: { text: string } | null;
  }[];
};

describe('GET proxy/user/{uid}/inbox', () => {
  it('is empty for a new shopper', async () => {
    const ada = await signUp(t.app);
    const response = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/inbox`,
      send('GET', undefined, ada.token),
    );
    expect(await response.json()).toEqual({ items: [] });
  });

  it('lists conversations with their stylist (bots marked) and last message, newest first', async () => {
    const ada = await signUp(t.app);
    const [bot] = await t.db.select().from(stylists).where(eq(stylists.isBot, true));
    const [human] = await t.db.select().from(stylists).where(eq(stylists.isBot, false)).limit(1);
    const open = async (stylistId: string) => {
      const response = await t.app.request(
        '/gateway/twilio/channel',
        send('POST', { client_uuid: ada.userId, stylist_uuid: stylistId }, ada.token),
      );
      return ((await response.json()) as { sid: string }).sid;
    };
    await open(bot!.id);
    const humanSid = await open(human!.id);
    await t.app.request(
      `/gateway/chat/channels/${humanSid}/messages`,
      send('POST', { content: 'Hi there' }, ada.token),
    );

    const response = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/inbox`,
      send('GET', undefined, ada.token),
    );
    const { items } = (await response.json()) as Inbox;
    expect(items.map((item) => [item.stylist.uuid, item.stylist.is_bot])).toEqual([
      [human!.id, false],
      [bot!.id, true],
    ]);
    expect(items[0]?.last_message?.text).toBe('Hi there');
    expect(items[1]?.last_message).toBeNull();
  });
});
