import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions, stylists } from '../../db/schema';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type User = { userId: string; token: string };

const getJson = async <T>(path: string, user: User) => {
  const response = await t.app.request(`/gateway/${path}`, send('GET', undefined, user.token));
  return { status: response.status, body: (await response.json()) as T };
};

const hasActive = async (user: User) => {
  const paths = [
    `user/${user.userId}/hasActiveSessions`,
    `proxy/user/${user.userId}/hasActiveSessions`,
  ];
  const answers = await Promise.all(
    paths.map((path) => getJson<{ has_active_sessions: boolean }>(path, user)),
  );
  expect(answers[0]!.body).toEqual(answers[1]!.body);
  return answers[0]!.body.has_active_sessions;
};

const canBook = async (user: User, stylistId: string) =>
  (
    await getJson<{ can_book: boolean }>(
      `proxy/user/${user.userId}/stylist/${stylistId}/canBook`,
      user,
    )
  ).body.can_book;

const stylistWhere = async (active: boolean, bot: boolean) => {
  const [row] = await t.db
    .select()
    .from(stylists)
    .where(and(eq(stylists.isActive, active), eq(stylists.isBot, bot)))
    .limit(1);
  return row!;
};

describe('booking state', () => {
  it('has no active sessions for a new user, then one once a session is active', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(true, false);
    expect(await hasActive(ada)).toBe(false);
    await t.db.insert(stylingSessions).values({
      id: randomUUID(),
      userId: ada.userId,
      stylistId: stylist.id,
      plan: 'mini',
      status: 'ended',
    });
    expect(await hasActive(ada)).toBe(false);
    await t.db
      .insert(stylingSessions)
      .values({ id: randomUUID(), userId: ada.userId, stylistId: stylist.id, plan: 'major' });
    expect(await hasActive(ada)).toBe(true);
  });

  it('can book an active stylist, not a bot, an inactive one, or one with an active session', async () => {
    const ada = await signUp(t.app);
    const active = await stylistWhere(true, false);
    expect(await canBook(ada, active.id)).toBe(true);
    expect(await canBook(ada, (await stylistWhere(true, true)).id)).toBe(false);
    expect(await canBook(ada, (await stylistWhere(false, false)).id)).toBe(false);

    await t.db
      .insert(stylingSessions)
      .values({ id: randomUUID(), userId: ada.userId, stylistId: active.id, plan: 'lux' });
    expect(await canBook(ada, active.id)).toBe(false);
    const profile = await getJson<{ has_active_session: boolean }>(
      `proxy/stylist/${active.id}/read?user_uuid=${ada.userId}`,
      ada,
    );
    expect(profile.body.has_active_session).toBe(true);

    const other = await signUp(t.app);
    expect(await canBook(other, active.id)).toBe(true);
    expect((await getJson(`proxy/user/${ada.userId}/stylist/nope/canBook`, ada)).status).toBe(404);
  });
});
