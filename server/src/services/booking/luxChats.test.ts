import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions } from '../../db/schema';
import { bookAndPay, stylistWhere, type Shopper } from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';
import { endLuxMonths } from './luxChats';

const t = testAppPerFile();

type SessionView = {
  channel_sid: string;
  session: { status: string; chat_closes_at: string | null } | null;
};

const DAY = 24 * 3600 * 1000;

const book = async (plan: 'mini' | 'lux') => {
  const shopper = await signUp(t.app);
  const stylist = await stylistWhere(t);
  await bookAndPay(t, shopper, { stylistUuid: stylist.id, plan });
  return { shopper, stylist };
};

const viewOf = async (shopper: Shopper, stylistId: string) => {
  const response = await t.app.request(
    `/gateway/proxy/user/${shopper.userId}/chat/${stylistId}`,
    send('GET', undefined, shopper.token),
  );
  return (await response.json()) as SessionView;
};

const say = (shopper: Shopper, sid: string, content: string) =>
  t.app.request(`/gateway/chat/channels/${sid}/messages`, send('POST', { content }, shopper.token));

/** Moves the shopper's sessions back in time, as if booked `days` ago. */
const bookedDaysAgo = (shopper: Shopper, days: number) =>
  t.db
    .update(stylingSessions)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(stylingSessions.userId, shopper.userId));

describe('a Lux chat is open for the booked month (spec 000 §1)', () => {
  it('says when the chat closes: a month after booking; other plans have no such end', async () => {
    const lux = await book('lux');
    const view = await viewOf(lux.shopper, lux.stylist.id);
    expect(view.session?.status).toBe('active');
    const [session] = await t.db
      .select()
      .from(stylingSessions)
      .where(eq(stylingSessions.userId, lux.shopper.userId));
    const closes = new Date(view.session!.chat_closes_at!);
    const booked = session!.createdAt;
    expect(closes.getUTCDate()).toBe(
      Math.min(
        booked.getUTCDate(),
        new Date(Date.UTC(booked.getUTCFullYear(), booked.getUTCMonth() + 2, 0)).getUTCDate(),
      ),
    );
    expect((closes.getUTCMonth() - booked.getUTCMonth() + 12) % 12).toBe(1);

    const mini = await book('mini');
    expect((await viewOf(mini.shopper, mini.stylist.id)).session?.chat_closes_at).toBeNull();
  });

  it('closes after the month: the shopper is told why, messages are refused, the session ends', async () => {
    const { shopper, stylist } = await book('lux');
    const { channel_sid: sid } = await viewOf(shopper, stylist.id);
    expect((await say(shopper, sid, 'Hello!')).status).toBe(201);

    await bookedDaysAgo(shopper, 32);
    expect((await viewOf(shopper, stylist.id)).session?.status).toBe('ended');
    const refused = await say(shopper, sid, 'Still there?');
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('chat_closed');
    expect(body.message).toMatch(
      new RegExp(
        `^Your Lux month with ${stylist.firstName} ended on \\w+ \\d+, \\d{4}, so this chat is closed\\. Book ${stylist.firstName} again to keep chatting\\.$`,
      ),
    );
    const reply = await t.app.request(
      `/gateway/message/${sid}/any-message/reply`,
      send('PUT', { content: 'x' }, shopper.token),
    );
    expect(reply.status).toBe(409);

    // The job's pass marks it ended, so booking the stylist again is not "already running".
    const ended = await endLuxMonths(t.db);
    expect(ended.map((row) => row.channelSid)).toContain(sid);
    const [row] = await t.db
      .select()
      .from(stylingSessions)
      .where(eq(stylingSessions.userId, shopper.userId));
    expect(row!.status).toBe('ended');

    await bookAndPay(t, shopper, { stylistUuid: stylist.id, plan: 'mini' });
    expect((await viewOf(shopper, stylist.id)).session?.status).toBe('active');
    expect((await say(shopper, sid, 'Back again!')).status).toBe(201);
  });

  it('keeps a Lux chat open to its last minute, and ends nothing before', async () => {
    const { shopper, stylist } = await book('lux');
    await bookedDaysAgo(shopper, 27);
    const { channel_sid: sid, session } = await viewOf(shopper, stylist.id);
    expect(session?.status).toBe('active');
    expect((await say(shopper, sid, 'Hello!')).status).toBe(201);
    const ended = await endLuxMonths(t.db);
    expect(ended.map((row) => row.channelSid)).not.toContain(sid);
  });

  it('never closes a Mini chat with time', async () => {
    const { shopper, stylist } = await book('mini');
    await bookedDaysAgo(shopper, 40);
    const { channel_sid: sid } = await viewOf(shopper, stylist.id);
    expect((await say(shopper, sid, 'Hello!')).status).toBe(201);
  });
});
