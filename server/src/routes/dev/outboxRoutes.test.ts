import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../env';
import { sendEmail } from '../../services/email/outbox';
import { createTestApp, type TestApp } from '../../testing/testApp';

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const OUTBOX = '/api/dev/outbox?to=ada%40example.com';

describe('the development outbox', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
    on = await createTestApp({ devOutbox: true, devOutboxSecret: 'operator-secret-42' });
    for (const t of [off, on]) {
      await sendEmail(t.db, () => {}, {
        to: 'ada@example.com',
        subject: 'Reset your password',
        text: 'resetToken=secret-link',
        kind: 'reset_password',
      });
    }
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('is off unless DEV_OUTBOX=true, even in development and from this machine', async () => {
    expect(readServerConfig({ NODE_ENV: 'development' }).devOutbox).toBe(false);
    expect(readServerConfig({}).devOutbox).toBe(false);
    const response = await off.app.request(OUTBOX, {}, from('127.0.0.1'));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret-link');
  });

  it('answers a program on this machine, and nobody else', async () => {
    const local = await on.app.request(OUTBOX, {}, from('127.0.0.1'));
    expect(local.status).toBe(200);
    expect(local.headers.get('cache-control')).toBe('no-store');
    const { items } = (await local.json()) as { items: Record<string, unknown>[] };
    expect(JSON.stringify(items)).toContain('secret-link');
    // Without SMTP_URL nothing sends it: it stays queued, and says so.
    expect(items[0]).toMatchObject({ status: 'queued', attempts: 0, sent: null, lastError: null });
    expect((await on.app.request(OUTBOX, {}, from('::1'))).status).toBe(200);

    for (const stranger of ['203.0.113.7', '::ffff:198.51.100.2', '2001:db8::1']) {
      expect((await on.app.request(OUTBOX, {}, from(stranger))).status).toBe(404);
    }
    // Through a reverse proxy on this machine, the socket is local but the caller is not.
    const proxied = await on.app.request(
      OUTBOX,
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
      from('127.0.0.1'),
    );
    expect(proxied.status).toBe(404);
    // No socket at all (an in-process caller we cannot place) is not the operator either.
    expect((await on.app.request(OUTBOX)).status).toBe(404);
  });

  it('answers the operator elsewhere with DEV_OUTBOX_SECRET, and no wrong secret', async () => {
    const withSecret = (secret: string) =>
      on.app.request(
        OUTBOX,
        { headers: { authorization: `Bearer ${secret}` } },
        from('203.0.113.7'),
      );
    expect((await withSecret('operator-secret-42')).status).toBe(200);
    expect((await withSecret('operator-secret-43')).status).toBe(404);
    expect((await withSecret('x')).status).toBe(404);
  });
});
