import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens';
import { authTokens, outboxEmails, users } from '../../db/schema';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type Shopper = Awaited<ReturnType<typeof signUp>>;

const newAddress = () => `new-${randomUUID()}@example.com`;

const putUser = (shopper: Shopper, body: unknown, token = shopper.token) =>
  t.app.request(`/gateway/proxy/user/${shopper.userId}`, send('PUT', body, token));

/** Asks to change the e-mail with the shopper's password, another one, or none (`null`). */
const askChange = (shopper: Shopper, email: string, password: string | null = shopper.password) =>
  putUser(shopper, { email, ...(password === null ? {} : { current_password: password }) });

const confirm = (token: string, sessionToken?: string) =>
  t.app.request('/gateway/proxy/user/changeEmail/confirm', send('POST', { token }, sessionToken));

const getUser = (shopper: Shopper, token = shopper.token) =>
  t.app.request(`/gateway/proxy/user/${shopper.userId}`, send('GET', undefined, token));

const emailOf = async (shopper: Shopper) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, shopper.userId)))[0]
    ?.email;

const login = (email: string, password: string) =>
  t.app.request('/gateway/login/email', send('PUT', { email, password, client: 'web' }));

const mailTo = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.toEmail, to));

/** The confirmation token in the last e-mail sent to `to`. */
const linkTokenFor = async (to: string) => {
  const mails = await mailTo(to);
  const match = /\/app\/settings\/email\/confirm\?token=([\w-]+)/.exec(
    mails.at(-1)?.bodyText ?? '',
  );
  if (!match?.[1]) throw new Error(`no confirmation link was sent to ${to}`);
  return match[1];
};

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { field: string; message: string }[] }).errors;

describe('changing the e-mail (PUT proxy/user/{uid} with a new email)', () => {
  it('is not done with the session token alone: the current password is asked for', async () => {
    const ada = await signUp(t.app);
    const email = newAddress();
    const response = await askChange(ada, email, null);
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      { field: 'current_password', message: 'Password is required' },
    ]);
    expect(await emailOf(ada)).toBe(ada.email);
    expect(await mailTo(email)).toEqual([]);

    // The same address in another case is no change: it needs nothing and sends nothing.
    const same = await putUser(ada, { email: ada.email.toUpperCase(), location: 'Paris' });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ email: ada.email, location: 'Paris' });
  });

  it('refuses a wrong current password on its field and limits the tries per account', async () => {
    const ada = await signUp(t.app);
    const email = newAddress();
    const wrong = await askChange(ada, email, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'wrong_password',
      errors: [
        {
          field: 'current_password',
          message: 'We do not recognize this password. Please try again.',
        },
      ],
    });
    const statuses = [400];
    for (let attempt = 1; attempt < 6; attempt += 1) {
      statuses.push((await askChange(ada, email, `wrong-${attempt}`)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    // Limited now, even with the right password: a clear message and when to come back.
    const limited = await askChange(ada, email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many attempts to change your email. Please wait 15 minutes and try again.',
    });
    expect(await emailOf(ada)).toBe(ada.email);
    expect(await mailTo(email)).toEqual([]);

    // The other fields still save without a password, and another account is not limited.
    expect((await putUser(ada, { location: 'Lisbon' })).status).toBe(200);
    const eve = await signUp(t.app);
    expect((await askChange(eve, newAddress())).status).toBe(200);
  });

  it('with the password, mails a link to the new address, tells the old one and changes nothing yet', async () => {
    const ada = await signUp(t.app);
    const email = newAddress();
    const response = await putUser(ada, {
      full_name: 'Grace Hopper',
      email,
      current_password: ada.password,
    });
    expect(response.status).toBe(200);
    // The other fields are saved at once; the e-mail waits for its confirmation.
    expect(await response.json()).toMatchObject({
      first_name: 'Grace',
      email: ada.email,
      pending_email: email,
    });
    expect(await emailOf(ada)).toBe(ada.email);

    const [confirmation] = await mailTo(email);
    expect(confirmation).toMatchObject({ kind: 'email_change_confirm' });
    expect(confirmation!.bodyText).toContain(
      `${t.config.publicUrl}/app/settings/email/confirm?token=`,
    );
    const notices = await mailTo(ada.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'email_change_notice' });
    expect(notices[0]!.bodyText).toContain(email);
    expect(notices[0]!.bodyText).not.toContain('token=');

    // The token is stored hashed, with the address it confirms.
    const token = await linkTokenFor(email);
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ kind: 'email_change', userId: ada.userId, pendingEmail: email });
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);

    expect((await login(ada.email, ada.password)).status).toBe(200);
    expect((await login(email, ada.password)).status).toBe(400);
  });

  it('the link changes the e-mail once and signs every other session out', async () => {
    const ada = await signUp(t.app);
    const otherDevice = ((await (await login(ada.email, ada.password)).json()) as { token: string })
      .token;
    const email = newAddress();
    expect((await askChange(ada, email)).status).toBe(200);
    const token = await linkTokenFor(email);

    const confirmed = await confirm(token, ada.token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true, email });
    expect(await emailOf(ada)).toBe(email);
    // This session stays; every other one ends.
    expect((await getUser(ada)).status).toBe(200);
    expect((await getUser(ada, otherDevice)).status).toBe(401);
    expect((await login(email, ada.password)).status).toBe(200);
    expect((await login(ada.email, ada.password)).status).toBe(400);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      code: 'email_change_expired',
      errors: [{ field: 'token', message: 'This link has expired. Please ask for a new one.' }],
    });
  });

  it('opened where nobody is signed in, it signs out every session of the account', async () => {
    const ada = await signUp(t.app);
    const email = newAddress();
    await askChange(ada, email);
    expect((await confirm(await linkTokenFor(email))).status).toBe(200);
    expect((await getUser(ada)).status).toBe(401);
  });

  it('two confirmations at once: exactly one changes it', async () => {
    const ada = await signUp(t.app);
    const email = newAddress();
    await askChange(ada, email);
    const token = await linkTokenFor(email);
    const statuses = (await Promise.all([1, 2, 3].map(async () => confirm(token)))).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 400, 400]);
    expect(await emailOf(ada)).toBe(email);
  });

  it('a newer request revokes the older link', async () => {
    const ada = await signUp(t.app);
    const first = newAddress();
    const second = newAddress();
    await askChange(ada, first);
    await askChange(ada, second);
    const older = await confirm(await linkTokenFor(first));
    expect(older.status).toBe(400);
    expect(await emailOf(ada)).toBe(ada.email);
    expect((await confirm(await linkTokenFor(second))).status).toBe(200);
    expect(await emailOf(ada)).toBe(second);
  });

  it('a link expires after 24 hours', async () => {
    const ada = await signUp(t.app);
    const email = newAddress();
    await askChange(ada, email);
    const token = await linkTokenFor(email);
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await confirm(token)).status).toBe(400);
    expect(await emailOf(ada)).toBe(ada.email);
  });

  it('still refuses an address that another account took meanwhile', async () => {
    const ada = await signUp(t.app);
    const email = newAddress();
    await askChange(ada, email);
    const token = await linkTokenFor(email);
    await signUp(t.app, { email: email.toUpperCase() });
    const response = await confirm(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'email_taken' });
    expect(await emailOf(ada)).toBe(ada.email);
    expect((await getUser(ada)).status).toBe(200);
  });

  it('changes only the account that asked, whoever opens the link', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const email = newAddress();
    await askChange(ada, email);
    const token = await linkTokenFor(email);

    // Eve's own tokens are no confirmation links.
    expect((await confirm(eve.token, eve.token)).status).toBe(400);
    expect((await confirm(eve.sdkToken, eve.token)).status).toBe(400);

    // Opened in Eve's browser, the link changes Ada's account, not Eve's; Eve stays signed in.
    expect((await confirm(token, eve.token)).status).toBe(200);
    expect(await emailOf(ada)).toBe(email);
    expect(await emailOf(eve)).toBe(eve.email);
    expect((await getUser(eve)).status).toBe(200);
    expect((await getUser(ada)).status).toBe(401);

    // And nobody asks a change for someone else's account.
    const foreign = await putUser(
      ada,
      { email: newAddress(), current_password: eve.password },
      eve.token,
    );
    expect(foreign.status).toBe(403);
  });

  it('a new password cancels a pending change', async () => {
    const ada = await signUp(t.app);
    const email = newAddress();
    await askChange(ada, email);
    await t.app.request(
      `/gateway/proxy/user/${ada.userId}/password`,
      send('PUT', { current_password: ada.password, new_password: 'another pass 1' }, ada.token),
    );
    expect((await confirm(await linkTokenFor(email))).status).toBe(400);
    expect(await emailOf(ada)).toBe(ada.email);
  });

  it('an account without a password (Google only) needs a fresh sign-in instead', async () => {
    const ada = await signUp(t.app);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, ada.userId));
    const sessionRow = and(
      eq(authTokens.tokenHash, hashToken(ada.token)),
      eq(authTokens.kind, 'api'),
    );

    const fresh = newAddress();
    expect((await askChange(ada, fresh, null)).status).toBe(200);
    expect(await mailTo(fresh)).toHaveLength(1);

    await t.db
      .update(authTokens)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(sessionRow);
    const stale = newAddress();
    const response = await askChange(ada, stale, null);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'recent_sign_in_required',
      errors: [
        {
          field: 'email',
          message:
            'For your security, please sign out and sign in again, then change your email within 10 minutes.',
        },
      ],
    });
    expect(await mailTo(stale)).toEqual([]);
  });
});
