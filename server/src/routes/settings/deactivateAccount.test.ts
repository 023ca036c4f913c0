import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stylingSessions, users } from '../../db/schema';
import { bookAndPay, stylistWhere } from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const GOOGLE = { clientId: 'google-client', clientSecret: 'google-secret' };

const t = testAppPerFile({ google: GOOGLE });
afterEach(() => vi.unstubAllGlobals());

type Shopper = Awaited<ReturnType<typeof signUp>>;

const deactivate = (shopper: Shopper, uid = shopper.userId) =>
  t.app.request(
    `/gateway/proxy/user/${uid}/deactivateAccount`,
    send('PUT', undefined, shopper.token),
  );

const login = (email: string, password: string) =>
  t.app.request('/gateway/login/email', send('PUT', { email, password, client: 'web' }));

/** Google's token check, answering for `email` with subject `sub`. */
const googleSays = (email: string, sub: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        Response.json({
          sub,
          email,
          email_verified: true,
          aud: GOOGLE.clientId,
          given_name: 'Ada',
          family_name: 'Lovelace',
        }),
      ),
    ),
  );

const googleLogin = () =>
  t.app.request('/gateway/login/google', send('PUT', { credential: 'id-token' }));

describe('PUT proxy/user/{uid}/deactivateAccount', () => {
  it('ends the account: its tokens answer 401 and it cannot sign in again', async () => {
    const ada = await signUp(t.app);
    const second = ((await (await login(ada.email, ada.password)).json()) as { token: string })
      .token;

    const response = await deactivate(ada);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    for (const token of [ada.token, second]) {
      for (const init of [
        send('GET', undefined, token),
        send('PUT', { location: 'Paris' }, token),
      ]) {
        expect((await t.app.request(`/gateway/proxy/user/${ada.userId}`, init)).status).toBe(401);
      }
      expect(
        (
          await t.app.request(
            `/gateway/proxy/user/${ada.userId}/cart`,
            send('GET', undefined, token),
          )
        ).status,
      ).toBe(401);
      expect((await t.app.request('/gateway/login/token', send('PUT', { token }))).status).toBe(
        401,
      );
    }

    const again = await login(ada.email, ada.password);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      errors: [{ field: 'password', message: 'The email or password is incorrect.' }],
    });
    const signUpAgain = await t.app.request(
      '/gateway/signup/email',
      send('POST', { email: ada.email, full_name: 'Ada Lovelace', password: 'secret123' }),
    );
    expect(signUpAgain.status).toBe(400);
  });

  it('refuses Google sign-in of a deactivated account, by its Google id or its e-mail', async () => {
    const ada = await signUp(t.app);
    await deactivate(ada);
    googleSays(ada.email, 'google-subject-1');
    const byEmail = await googleLogin();
    expect(byEmail.status).toBe(403);
    expect(await byEmail.json()).toMatchObject({
      code: 'account_deactivated',
      message: 'This account has been deactivated. Please contact support to restore it.',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, ada.userId));
    expect(row).toMatchObject({ isActive: false, googleSubject: null });

    // A Google account deactivated after signing in with Google.
    googleSays('grace@example.com', 'google-subject-2');
    const first = await googleLogin();
    expect(first.status).toBe(200);
    const grace = (await first.json()) as { token: string; user_uuid: string };
    const deactivated = await t.app.request(
      `/gateway/proxy/user/${grace.user_uuid}/deactivateAccount`,
      send('PUT', undefined, grace.token),
    );
    expect(deactivated.status).toBe(200);
    expect((await googleLogin()).status).toBe(403);
  });

  it('is refused with a message while a membership still renews, and nothing changes', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'mini', type: 'subscription' });

    const refused = await deactivate(ada);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'membership_active',
      message:
        'Please cancel your membership in the Membership tab before deactivating your account.',
    });
    expect(
      (await t.app.request(`/gateway/proxy/user/${ada.userId}`, send('GET', undefined, ada.token)))
        .status,
    ).toBe(200);

    // Once cancelled (it runs to the end of its period), the account can go.
    await t.db
      .update(stylingSessions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(stylingSessions.userId, ada.userId));
    expect((await deactivate(ada)).status).toBe(200);
  });

  it('answers only to its owner', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    expect((await deactivate(eve, ada.userId)).status).toBe(403);
    expect(
      (await t.app.request(`/gateway/proxy/user/${ada.userId}/deactivateAccount`, send('PUT')))
        .status,
    ).toBe(401);
    expect((await login(ada.email, ada.password)).status).toBe(200);
  });
});
