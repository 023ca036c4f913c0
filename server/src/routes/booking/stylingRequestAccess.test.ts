import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions } from '../../db/schema';
import {
  bookAndPay,
  completeRequest,
  getRequest,
  stylistWhere,
} from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

describe('who may read and complete a request', () => {
  it('answers only its owner: 401 signed out, 403 another user, 404 unknown', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const { requestId } = await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
    expect((await getRequest(t, null, requestId)).status).toBe(401);
    expect((await completeRequest(t, null, requestId)).status).toBe(401);
    expect((await getRequest(t, eve, requestId)).status).toBe(403);
    expect((await completeRequest(t, eve, requestId)).status).toBe(403);
    expect((await getRequest(t, ada, 'no-such-request')).status).toBe(404);
    expect((await completeRequest(t, ada, 'no-such-request')).status).toBe(404);
    expect((await getRequest(t, ada, requestId)).status).toBe(200);
  });
});

describe('what booking changes elsewhere', () => {
  type InboxItem = {
    stylist: { uuid: string };
    can_book: boolean;
    current_session_status: string;
    plan: string | null;
    subscription_id: string | null;
  };
  const inbox = async (shopper: Awaited<ReturnType<typeof signUp>>) =>
    (
      (await (
        await t.app.request(
          `/gateway/proxy/user/${shopper.userId}/inbox`,
          send('GET', undefined, shopper.token),
        )
      ).json()) as { items: InboxItem[] }
    ).items;

  it('shows the session in the inbox and on the stylist, and ends it cleanly', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const { requestId } = await bookAndPay(t, ada, {
      stylistUuid: stylist.id,
      plan: 'major',
      type: 'subscription',
    });
    expect(await inbox(ada)).toEqual([
      expect.objectContaining({
        stylist: expect.objectContaining({ uuid: stylist.id }),
        can_book: false,
        current_session_status: 'ongoing',
        plan: 'major',
        subscription_id: requestId,
      }),
    ]);
    const read = await t.app.request(
      `/gateway/proxy/stylist/${stylist.id}/read?user_uuid=${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    // Active, but not yet a paid session (a free trial): no review until it is billed.
    expect(await read.json()).toMatchObject({ has_active_session: true, has_session: false });
    const canBook = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/stylist/${stylist.id}/canBook`,
      send('GET', undefined, ada.token),
    );
    expect(await canBook.json()).toEqual({ can_book: false });

    await t.db
      .update(stylingSessions)
      .set({ status: 'ended' })
      .where(eq(stylingSessions.id, requestId));
    expect(await inbox(ada)).toEqual([
      expect.objectContaining({ can_book: true, current_session_status: 'ended', plan: 'major' }),
    ]);
  });

  it('marks a conversation without a session as none, with no plan', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    await t.app.request(
      '/gateway/twilio/channel',
      send('POST', { client_uuid: ada.userId, stylist_uuid: stylist.id }, ada.token),
    );
    expect(await inbox(ada)).toEqual([
      expect.objectContaining({
        can_book: true,
        current_session_status: 'none',
        plan: null,
        subscription_id: null,
      }),
    ]);
  });
});
