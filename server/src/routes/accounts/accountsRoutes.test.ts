import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';
import { eq } from 'drizzle-orm';
import { COMMON_PASSWORD_MESSAGE } from '../../auth/commonPasswords';
import { outboxEmails } from '../../db/schema';
import { EMAIL_TAKEN, RESET_EXPIRED, WRONG_CREDENTIALS } from './accountsRoutes';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A request from a client at `address` (its socket's remote address), `unknown` by default. */
const request = async (path: string, init: RequestInit, address?: string) =>
  await t.app.request(
    `/gateway/${path}`,
    init,
    address ? { incoming: { socket: { remoteAddress: address } } } : undefined,
  );

/** The newest e-mail sent to `to`, from the outbox table. */
const lastEmailTo = async (to: string) =>
  (await t.db.select().from(outboxEmails).where(eq(outboxEmails.toEmail, to))).at(-1);

const resetTokenOf = (text = '') => text.match(/resetToken=([\w-]+)/)?.[1] ?? '';

describe('sign-up', () => {
  it('creates the account and answers token, accessToken and user_uuid', async () => {
    const response = await request(
      'signup/email',
      send('POST', {
        email: 'Mary@Example.com',
        full_name: 'Mary Ann Smith',
        password: 'secret123',
        client: 'web',
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(body).toEqual({
      token: expect.any(String),
      accessToken: expect.any(String),
      user_uuid: expect.any(String),
    });

    const user = await request(`proxy/user/${body.user_uuid}`, send('GET', undefined, body.token));
    expect(await user.json()).toMatchObject({
      first_name: 'Mary',
      last_name: 'Ann Smith',
      email: 'Mary@Example.com',
    });
  });

  it('answers 400 with the shared validators’ messages per field', async () => {
    const response = await request(
      'signup/email',
      send('POST', { email: 'bad', full_name: 'Mary', password: '123' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [
        { field: 'full_name', message: 'Please enter your full name' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must have at least 6 characters' },
      ],
    });
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const { email } = await signUp(t.app);
    const response = await request(
      'signup/email',
      send('POST', { email: email.toUpperCase(), full_name: 'Ada Byron', password: 'another1' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'email', message: EMAIL_TAKEN }],
    });
  });

  it('stores the password hashed, never as given', async () => {
    const { email } = await signUp(t.app, { password: 'plain-text-pw' });
    const rows = await t.db.query.users.findMany();
    const user = rows.find((row) => row.email === email);
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain('plain-text-pw');
  });

  it('rejects wrong types with 400 and ignores unknown fields', async () => {
    const wrong = await request(
      'signup/email',
      send('POST', { email: 42, full_name: 'Ada Lovelace', password: 'secret-pass-1' }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: [{ field: 'email' }] });

    const extra = await request(
      'signup/email',
      send('POST', {
        email: 'extra@example.com',
        full_name: 'Ada Lovelace',
        password: 'secret-pass-1',
        is_admin: true,
      }),
    );
    expect(extra.status).toBe(200);
  });

  it('answers 400 to malformed JSON and 413 to an oversized body', async () => {
    const malformed = await request('signup/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(400);
    const huge = await request(
      'signup/email',
      send('POST', {
        email: 'a@b.co',
        full_name: 'x'.repeat(2 * 1024 * 1024),
        password: 'secret-pass-1',
      }),
    );
    expect(huge.status).toBe(413);
  });

  it('answers 413 from the Content-Length alone, and counts a body that has none', async () => {
    const declared = await request('signup/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: '{}',
    });
    expect(declared.status).toBe(413);
    const streamed = await request('signup/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ email: 'a@b.co', full_name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(streamed.status).toBe(413);
  });
});

describe('sign-in', () => {
  it('signs in with e-mail and password', async () => {
    const { email, password, userId } = await signUp(t.app);
    const response = await request(
      'login/email',
      send('PUT', { email, password, remember: true, client: 'web' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user_uuid: userId });
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { email } = await signUp(t.app);
    const wrongPassword = await request(
      'login/email',
      send('PUT', { email, password: 'not-it-at-all' }),
    );
    const unknownEmail = await request(
      'login/email',
      send('PUT', { email: 'nobody@example.com', password: 'whatever1' }),
    );
    expect(wrongPassword.status).toBe(400);
    expect(unknownEmail.status).toBe(400);
    const expected = {
      message: WRONG_CREDENTIALS,
      errors: [{ field: 'password', message: WRONG_CREDENTIALS }],
    };
    expect(await wrongPassword.json()).toMatchObject(expected);
    expect(await unknownEmail.json()).toMatchObject(expected);
  });

  it('limits failed sign-ins per account from one address, with Retry-After', async () => {
    const { email, password } = await signUp(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = send('PUT', { email, password: 'wrong-guess' });
      expect((await request('login/email', wrong, '203.0.113.9')).status).toBe(400);
    }
    const limited = await request('login/email', send('PUT', { email, password }), '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(15 * 60));
    expect(await limited.json()).toMatchObject({
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      code: 'too_many_attempts',
    });
  });

  it('lets the owner sign in while a stranger elsewhere hammers their account', async () => {
    const { email, password, userId } = await signUp(t.app);
    const guesses = Array.from({ length: 12 }, (_, guess) =>
      request('login/email', send('PUT', { email, password: `guess-${guess}` }), '198.51.100.7'),
    );
    const answers = await Promise.all(guesses);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    const owner = await request('login/email', send('PUT', { email, password }), '192.0.2.44');
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ user_uuid: userId });
  });
  it('signs in again with a stored token, and refuses it once revoked by sign-out', async () => {
    const { token, userId } = await signUp(t.app);
    const again = await request('login/token', send('PUT', { token }));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ token, user_uuid: userId });

    expect((await request('login/token', send('DELETE', undefined, token))).status).toBe(204);
    expect((await request('login/token', send('PUT', { token }))).status).toBe(401);
    expect((await request(`proxy/user/${userId}`, send('GET', undefined, token))).status).toBe(401);
  });

  it('answers a clear 400 to Google sign-in when Google is not configured', async () => {
    const response = await request('login/google', send('PUT', { code: 'auth-code' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Google sign-in is not configured on this server.',
      code: 'google_not_configured',
    });
  });
});

describe('password reset', () => {
  it('e-mails a link (never logged) that sets a new password once', async () => {
    const { email, userId, token } = await signUp(t.app);
    // In use before the reset (so the signed-in cache holds it).
    expect((await request(`proxy/user/${userId}`, send('GET', undefined, token))).status).toBe(200);
    const response = await request('proxy/user/resetPassword', send('POST', { email }));
    expect(await response.json()).toEqual({ success: true });

    const sent = await lastEmailTo(email);
    expect(sent?.subject).toBe('Reset your password');
    const resetToken = resetTokenOf(sent?.bodyText);
    expect(resetToken).toBeTruthy();
    // A reset link in the log would open the account to whoever reads the log.
    expect(JSON.stringify(t.logs)).not.toContain(resetToken);

    const confirm = await request(
      'proxy/user/resetPassword/confirm',
      send('POST', { token: resetToken, password: 'brand-new-pw' }),
    );
    expect(confirm.status).toBe(200);
    expect(
      (await request('login/email', send('PUT', { email, password: 'brand-new-pw' }))).status,
    ).toBe(200);
    // Old sessions end with a new password.
    expect((await request(`proxy/user/${userId}`, send('GET', undefined, token))).status).toBe(401);
    // A reset link works once.
    const again = await request(
      'proxy/user/resetPassword/confirm',
      send('POST', { token: resetToken, password: 'again-new' }),
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      errors: [{ field: 'token', message: RESET_EXPIRED }],
    });
  });

  it('lets only one of three concurrent confirms of a link through', async () => {
    const { email } = await signUp(t.app);
    await request('proxy/user/resetPassword', send('POST', { email }));
    const resetToken = resetTokenOf((await lastEmailTo(email))?.bodyText);
    const answers = await Promise.all(
      ['first-new-pw', 'second-new-pw', 'third-new-pw'].map((password) =>
        request('proxy/user/resetPassword/confirm', send('POST', { token: resetToken, password })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('revokes the older links when a new one is sent', async () => {
    const { email } = await signUp(t.app);
    await request('proxy/user/resetPassword', send('POST', { email }));
    const older = resetTokenOf((await lastEmailTo(email))?.bodyText);
    await request('proxy/user/resetPassword', send('POST', { email }));
    const newer = resetTokenOf((await lastEmailTo(email))?.bodyText);
    expect(newer).not.toBe(older);
    const confirm = (token: string) =>
      request('proxy/user/resetPassword/confirm', send('POST', { token, password: 'new-pass-77' }));
    expect((await confirm(older)).status).toBe(400);
    expect((await confirm(newer)).status).toBe(200);
  });

  it('limits reset requests per e-mail and address, and the e-mails one account receives', async () => {
    const { email } = await signUp(t.app);
    const ask = (address: string) =>
      request('proxy/user/resetPassword', send('POST', { email }), address);
    for (let asked = 0; asked < 3; asked += 1) expect((await ask('203.0.113.1')).status).toBe(200);
    const limited = await ask('203.0.113.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'too_many_reset_requests' });
    // From elsewhere the owner can still ask; past five e-mails an hour nothing more is sent,
    // with the same answer.
    expect((await ask('203.0.113.2')).status).toBe(200);
    expect((await ask('203.0.113.2')).status).toBe(200);
    expect((await ask('203.0.113.3')).status).toBe(200);
    const sent = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toEmail, email));
    expect(sent).toHaveLength(5);
  });

  it('limits attempts to confirm a reset from one address', async () => {
    const confirm = () =>
      request(
        'proxy/user/resetPassword/confirm',
        send('POST', { token: 'guessed-token', password: 'new-pass-77' }),
        '203.0.113.5',
      );
    for (let guess = 0; guess < 10; guess += 1) expect((await confirm()).status).toBe(400);
    const limited = await confirm();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const response = await request(
      'proxy/user/resetPassword',
      send('POST', { email: 'ghost@example.com' }),
    );
    expect(await response.json()).toEqual({ success: true });
    expect(await lastEmailTo('ghost@example.com')).toBeUndefined();
  });

  it('refuses a common password as the new one', async () => {
    const { email } = await signUp(t.app);
    await request('proxy/user/resetPassword', send('POST', { email }));
    const token = resetTokenOf((await lastEmailTo(email))?.bodyText);
    const common = await request(
      'proxy/user/resetPassword/confirm',
      send('POST', { token, password: 'Password1' }),
    );
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      errors: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }],
    });
  });
});

describe('sign-up limits', () => {
  it('refuses the most common passwords with a clear message', async () => {
    for (const password of ['123456', 'password', 'qwerty123', 'iloveyou', 'aaaaaaaa']) {
      const response = await request(
        'signup/email',
        send('POST', { email: 'common@example.com', full_name: 'Ada Lovelace', password }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }],
      });
    }
  });

  it('limits sign-ups per address, with Retry-After, and not from elsewhere', async () => {
    const limited = await createTestApp({ signUpsPerAddressPerHour: 3 });
    const signUpFrom = async (address: string, n: number) =>
      await limited.app.request(
        '/gateway/signup/email',
        send('POST', {
          email: `burst${n}@example.com`,
          full_name: 'Ada Lovelace',
          password: 'long-enough-9',
        }),
        { incoming: { socket: { remoteAddress: address } } },
      );
    const burst = await Promise.all([0, 1, 2, 3, 4].map((n) => signUpFrom('203.0.113.20', n)));
    expect(burst.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = burst.find((answer) => answer.status === 429);
    expect(refused?.headers.get('retry-after')).toBe(String(60 * 60));
    expect(await refused?.json()).toMatchObject({ code: 'too_many_sign_ups' });
    expect((await signUpFrom('203.0.113.21', 9)).status).toBe(200);
    await limited.close();
  });
});

describe('GET proxy/user/{uid}', () => {
  it('answers the user to themselves, 401 signed out and 403 to anyone else', async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    expect(
      (await request(`proxy/user/${ada.userId}`, send('GET', undefined, ada.token))).status,
    ).toBe(200);
    expect((await request(`proxy/user/${ada.userId}`, send('GET'))).status).toBe(401);
    expect(
      (await request(`proxy/user/${ada.userId}`, send('GET', undefined, grace.token))).status,
    ).toBe(403);
  });
});
