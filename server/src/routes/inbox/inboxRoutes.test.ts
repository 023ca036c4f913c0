import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions, stylists } from '../../db/schema';
import { bookAndPay, stylistWhere } from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type Inbox = {
  items: {
    sid: string;
    stylist: { uuid: string; is_bot: boolean };
    last_message: { text: string } | null;
    can_book: boolean;
    current_session_status: 'ongoing' | 'ended' | 'none';
    plan: string | null;
    subscription_id: string | null;
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
    // The stylist (simulated) has answered: her answer is the last message.
    expect(items[0]?.last_message).toMatchObject({ sender: 'stylist' });
    expect(items[0]?.last_message?.text).toMatch(/Thanks so much for your message/);
    expect(items[1]?.last_message).toBeNull();
  });

  it('gives each conversation its booking state from the shopper’s own sessions only', async () => {
    const [ada, ben] = [await signUp(t.app), await signUp(t.app)];
    const humans = await t.db.select().from(stylists).where(eq(stylists.isBot, false)).limit(3);
    const [ongoing, ended, fresh] = humans.map((stylist) => stylist.id);
    const inbox = async (who: typeof ada) =>
      (
        (await (
          await t.app.request(
            `/gateway/proxy/user/${who.userId}/inbox`,
            send('GET', undefined, who.token),
          )
        ).json()) as Inbox
      ).items;
    for (const stylistId of [ongoing, ended, fresh]) {
      await t.app.request(
        '/gateway/twilio/channel',
        send('POST', { client_uuid: ada.userId, stylist_uuid: stylistId }, ada.token),
      );
    }
    const [subscription] = await t.db
      .insert(stylingSessions)
      .values([
        {
          id: randomUUID(),
          userId: ada.userId,
          stylistId: ended!,
          plan: 'mini',
          type: 'subscription' as const,
          status: 'ended' as const,
        },
        {
          id: randomUUID(),
          userId: ada.userId,
          stylistId: ongoing!,
          plan: 'major',
          status: 'active' as const,
        },
        {
          id: randomUUID(),
          userId: ben.userId,
          stylistId: fresh!,
          plan: 'lux',
          status: 'active' as const,
        },
      ])
      .returning();

    const byStylist = new Map((await inbox(ada)).map((item) => [item.stylist.uuid, item]));
    expect(byStylist.get(ongoing!)).toMatchObject({
      can_book: false,
      current_session_status: 'ongoing',
      plan: 'major',
      subscription_id: null,
    });
    expect(byStylist.get(ended!)).toMatchObject({
      current_session_status: 'ended',
      plan: 'mini',
      subscription_id: subscription!.id,
    });
    expect(byStylist.get(fresh!)).toMatchObject({ current_session_status: 'none', plan: null });
    expect(await inbox(ben)).toEqual([]);
  });
});

describe('unread messages', () => {
  it("counts the stylist's messages since the shopper last had the chat open", async () => {
    const ada = await signUp(t.app);
    const [human] = await t.db.select().from(stylists).where(eq(stylists.isBot, false)).limit(1);
    const opened = await t.app.request(
      '/gateway/twilio/channel',
      send('POST', { client_uuid: ada.userId, stylist_uuid: human!.id }, ada.token),
    );
    const { sid } = (await opened.json()) as { sid: string };
    const unread = async () => {
      const response = await t.app.request(
        `/gateway/proxy/user/${ada.userId}/inbox`,
        send('GET', undefined, ada.token),
      );
      const { items } = (await response.json()) as { items: { unread_count: number }[] };
      return items[0]?.unread_count;
    };
    const say = (content: string) =>
      t.app.request(`/gateway/chat/channels/${sid}/messages`, send('POST', { content }, ada.token));

    expect(await unread()).toBe(0);
    // The simulated stylist answers each message (at once under test).
    await say('Hello!');
    await say('Something for a wedding?');
    expect(await unread()).toBe(2);

    const read = await t.app.request(
      `/gateway/chat/channels/${sid}/read`,
      send('PUT', undefined, ada.token),
    );
    expect(read.status).toBe(200);
    expect(await unread()).toBe(0);
    await say('And shoes.');
    expect(await unread()).toBe(1);

    const grace = await signUp(t.app);
    const theirs = await t.app.request(
      `/gateway/chat/channels/${sid}/read`,
      send('PUT', undefined, grace.token),
    );
    expect(theirs.status).toBe(403);
    expect(await unread()).toBe(1);
  });

  it("counts the stylist's welcome after a booking as unread until the chat is opened", async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
    const response = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/inbox`,
      send('GET', undefined, ada.token),
    );
    const { items } = (await response.json()) as {
      items: { unread_count: number; last_message: { sender: string } | null }[];
    };
    expect(items[0]?.last_message?.sender).toBe('stylist');
    expect(items[0]?.unread_count).toBe(1);
  });
});
