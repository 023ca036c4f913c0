import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylists } from '../../db/schema';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const stylistWhere = async (active: boolean) => {
  const [row] = await t.db
    .select()
    .from(stylists)
    .where(and(eq(stylists.isActive, active), eq(stylists.isBot, false)))
    .limit(1);
  return row!;
};

const join = (stylistId: string, userUuid: string, token?: string) =>
  t.app.request(
    `/api/stylist/${stylistId}/waitingList`,
    send('POST', { user_uuid: userUuid }, token),
  );

const list = async (user: { userId: string; token: string }) => {
  const response = await t.app.request(
    `/api/user/${user.userId}/waitingList`,
    send('GET', undefined, user.token),
  );
  return ((await response.json()) as { items: string[] }).items;
};

const leave = (stylistId: string, headers: Record<string, string>) =>
  t.app.request(`/api/user/waitingList/${stylistId}`, { method: 'DELETE', headers });

describe('the waitlist (second root)', () => {
  it('joins, lists and leaves an inactive stylist', async () => {
    const ada = await signUp(t.app);
    const inactive = await stylistWhere(false);
    expect(await list(ada)).toEqual([]);

    const joined = await join(inactive.id, ada.userId, ada.token);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({ joined: true });
    expect((await join(inactive.id, ada.userId, ada.token)).status).toBe(200);
    expect(await list(ada)).toEqual([inactive.id]);

    const left = await leave(inactive.id, { token: ada.token, user_uuid: ada.userId });
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ joined: false });
    expect(await list(ada)).toEqual([]);
  });

  it('answers 400 for a stylist taking bookings and 404 for an unknown one', async () => {
    const ada = await signUp(t.app);
    const active = await stylistWhere(true);
    const response = await join(active.id, ada.userId, ada.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'This stylist is taking bookings.' });
    expect((await join('nope', ada.userId, ada.token)).status).toBe(404);
  });

  it('acts only for the signed-in user named in the body or header', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const inactive = await stylistWhere(false);
    expect((await join(inactive.id, ada.userId)).status).toBe(401);
    expect((await join(inactive.id, ada.userId, eve.token)).status).toBe(403);

    await join(inactive.id, ada.userId, ada.token);
    expect((await leave(inactive.id, { token: eve.token, user_uuid: ada.userId })).status).toBe(
      403,
    );
    expect((await leave(inactive.id, { token: ada.token })).status).toBe(403);
    expect((await leave(inactive.id, { user_uuid: ada.userId })).status).toBe(401);
    expect(await list(ada)).toEqual([inactive.id]);
  });
});
