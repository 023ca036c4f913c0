import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';
import { EMAIL_TAKEN, TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from './accountsRoutes';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const request = (path: string, init: RequestInit) => t.app.request(`/gateway/${path}`, init);

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
      send('POST', { email: 42, full_name: 'Ada Lovelace', password: 'secret1' }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: [{ field: 'email' }] });

    const extra = await request(
      'signup/email',
      send('POST', {
        email: 'extra@example.com',
        full_name: 'Ada Lovelace',
        password: 'secret1',
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
        password: 'secret1',
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

  it('limits failed sign-ins per account', async () => {
    const { email, password } = await signUp(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await request('login/email', send('PUT', { email, password: 'wrong-guess' }))).status,
      ).toBe(400);
    }
    const limited = await request('login/email', send('PUT', { email, password }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS });
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
  it('writes the reset e-mail to the outbox and lets the link set a new password', async () => {
    const { email, userId, token } = await signUp(t.app);
    // In use before the reset (so the signed-in cache holds it).
    expect((await request(`proxy/user/${userId}`, send('GET', undefined, token))).status).toBe(200);
    const response = await request('proxy/user/resetPassword', send('POST', { email }));
    expect(await response.json()).toEqual({ success: true });

    const outbox = await t.app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const { items } = (await outbox.json()) as { items: { subject: string; text: string }[] };
    expect(items).toHaveLength(1);
    expect(items[0]?.subject).toBe('Reset your password');
    const resetToken = items[0]?.text.match(/resetToken=([\w-]+)/)?.[1];
    expect(resetToken).toBeTruthy();
    expect(t.logs.some((entry) => entry.event === 'dev.reset_link')).toBe(true);

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
    expect(
      (
        await request(
          'proxy/user/resetPassword/confirm',
          send('POST', { token: resetToken, password: 'again-new' }),
        )
      ).status,
    ).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const response = await request(
      'proxy/user/resetPassword',
      send('POST', { email: 'ghost@example.com' }),
    );
    expect(await response.json()).toEqual({ success: true });
    const outbox = await t.app.request('/api/dev/outbox?to=ghost%40example.com');
    expect(await outbox.json()).toEqual({ items: [] });
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
