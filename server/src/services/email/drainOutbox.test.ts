import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import { databaseUrl } from '../../testing/postgresDatabases';
import { postgresServerUrl } from '../../testing/postgresServerUrl';
import { payLocally } from '../../testing/bookingFixtures';
import {
  GIFT_CODE_PATTERN,
  getGiftCard,
  giftCardBody,
  startGiftCard,
  type GiftCardRequestAnswer,
} from '../../testing/giftFixtures';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';
import { CLAIM_MS, MAX_ATTEMPTS, drainOutbox } from './drainOutbox';
import { createMailer, type Mailer } from './mailer';
import { sendEmail } from './outbox';

const SITE = 'https://shop.example.test';
const MINUTE = 60 * 1000;

let sink: SmtpSink;
let t: TestApp;
let mailer: Mailer;
/** Every log line of the sender, to check that none names an address or a subject. */
const senderLogs: Record<string, unknown>[] = [];

const drain = (options: { now?: Date; batchSize?: number } = {}) =>
  drainOutbox({ db: t.db, log: (entry) => senderLogs.push(entry), mailer, ...options });

const rowOf = async (id: string) =>
  (await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

const queue = (to: string, subject = 'Hello') =>
  sendEmail(t.db, () => {}, {
    to,
    subject,
    text: `Text for ${to}`,
    html: `<p>HTML for ${to}</p>`,
    kind: 'test',
  });

const readGiftCard = async (requestId: string) =>
  (await (await getGiftCard(t, requestId)).json()) as GiftCardRequestAnswer;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ publicUrl: SITE, smtp: { url: sink.url, from: null } });
  mailer = createMailer(t.config)!;
});

afterAll(async () => {
  mailer.close();
  await t.close();
  await sink.close();
});

beforeEach(async () => {
  await t.db.delete(outboxEmails);
  sink.received.length = 0;
});

describe('drainOutbox', () => {
  it('delivers the reset e-mail: its PUBLIC_URL link in the text and the HTML, from the product', async () => {
    const shopper = await signUp(t.app);
    const asked = await t.app.request(
      '/gateway/proxy/user/resetPassword',
      send('POST', { email: shopper.email }),
    );
    expect(asked.status).toBe(200);
    const [row] = await t.db.select().from(outboxEmails);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, kind: 'reset_password' });

    expect(await drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = sink.receivedBy(shopper.email);
    const link = mail!.text.match(/https:\/\/\S+resetToken=\S+/)?.[0];
    expect(link).toMatch(
      /^https:\/\/shop\.example\.test\/app\/login\?mode=reset&resetToken=[\w-]+$/,
    );
    expect(mail!.html).toContain(`href="${link!.replace('&', '&amp;')}"`);
    expect(mail).toMatchObject({
      subject: 'Reset your password',
      from: '"Lookwright" <no-reply@shop.example.test>',
      messageId: `<${row!.id}@shop.example.test>`,
    });
    expect(await rowOf(row!.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      claimedUntil: null,
      lastError: null,
      sentAt: expect.any(Date),
    });
    // Sent is sent: the next pass has nothing to do.
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('delivers a gift card to its recipient and a receipt to its buyer; the request says when it is sent', async () => {
    const body = giftCardBody({ returnUrl: `${SITE}/app/gift-cards/confirmation` });
    const checkout = await startGiftCard(t, body);
    expect((await payLocally(t, checkout.secret)).status).toBe(200);
    expect(await readGiftCard(checkout.requestId)).toMatchObject({
      status: 'paid',
      emailStatus: 'queued',
    });

    expect(await drain()).toEqual({ sent: 2, retried: 0, failed: 0 });
    const [gift] = sink.receivedBy(body.recipient.email);
    const code = gift!.text.match(GIFT_CODE_PATTERN)?.[0];
    expect(code).toBeDefined();
    expect(gift!.subject).toBe('Sam Sender sent you a Lookwright gift card');
    for (const part of [gift!.text, gift!.html!]) {
      expect(part).toContain(code);
      expect(part).toContain(`${SITE}/app/login`);
      expect(part).toContain(`${SITE}/app/gift-cards`);
    }
    expect(gift!.html).toContain('Happy birthday, Bea!<br>See you soon.');

    const [receipt] = sink.receivedBy(body.sender.email);
    expect(receipt!.subject).toBe('Your Lookwright gift card for Bea Recipient');
    expect(receipt!.text).toContain('Paid: $630');
    // The code goes to the recipient only.
    expect(receipt!.text).not.toContain(code);
    expect(receipt!.html).not.toContain(code);

    expect(await readGiftCard(checkout.requestId)).toMatchObject({ emailStatus: 'sent' });
  });

  it("escapes a shopper's name and message in the HTML, and keeps them as typed in the text", async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const body = giftCardBody({
      returnUrl: `${SITE}/app/gift-cards/confirmation`,
      recipient: { name: evil, email: `xss-${randomUUID()}@example.com` },
      sender: { name: 'Sam "<b>" Sender', email: 'sam@example.com' },
      message: '<script>alert("hi")</script>',
    });
    const checkout = await startGiftCard(t, body);
    await payLocally(t, checkout.secret);
    await drain();

    const [gift] = sink.receivedBy(body.recipient.email);
    expect(gift!.text).toContain(`Hi ${evil},`);
    expect(gift!.text).toContain('<script>alert("hi")</script>');
    expect(gift!.html).not.toContain('<img');
    expect(gift!.html).not.toContain('<script');
    expect(gift!.html).not.toContain('<b>');
    expect(gift!.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(gift!.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
    const [receipt] = sink.receivedBy('sam@example.com');
    expect(receipt!.html).not.toContain('<img');
    expect(receipt!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('tries again later after a temporary refusal (451), then sends it once', async () => {
    const id = await queue('grace@example.com');
    const now = new Date();
    sink.refuseNext(451);
    expect(await drain({ now })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({
      status: 'queued',
      attempts: 1,
      claimedUntil: null,
      lastError: 'SMTP 451 4.3.0 EENVELOPE',
    });
    expect(waiting.nextAttemptAt.getTime()).toBe(now.getTime() + MINUTE);

    // Not before its time.
    expect(await drain({ now: new Date(now.getTime() + 30_000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(await drain({ now: new Date(now.getTime() + MINUTE) })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(sink.receivedBy('grace@example.com')).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('backs off further after each failure, and gives up after the last attempt', async () => {
    const id = await queue('linus@example.com');
    let now = new Date();
    const waits: number[] = [];
    sink.refuseNext(421, MAX_ATTEMPTS);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await drain({ now })).toMatchObject({ retried: 1 });
      const row = await rowOf(id);
      waits.push((row.nextAttemptAt.getTime() - now.getTime()) / MINUTE);
      now = row.nextAttemptAt;
    }
    expect(waits).toEqual([1, 5, 30, 120, 360, 720, 1440]);
    expect(await drain({ now })).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(sink.received).toEqual([]);
  });

  it('gives up at once on a permanent refusal (550)', async () => {
    const id = await queue('nobody@example.com');
    sink.refuseNext(550);
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'SMTP 550 5.1.1 EENVELOPE',
    });
    expect(await drain({ now: new Date(Date.now() + 7 * 24 * 60 * MINUTE) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(sink.received).toEqual([]);
  });

  it('sends each e-mail exactly once when passes run at the same time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) ids.push(await queue(`many${i}@example.com`));
    // On PostgreSQL each pass claims on a connection of its own from the pool.
    const passes = await Promise.all(Array.from({ length: 4 }, () => drain({ batchSize: 10 })));
    const sent = passes.reduce((sum, pass) => sum + pass.sent, 0);
    // What a pass found claimed by another it leaves: a later pass sends the rest.
    const rest = await drain({ batchSize: 30 });
    expect(sent + rest.sent).toBe(30);
    const messageIds = sink.received.map((mail) => mail.messageId);
    expect(messageIds).toHaveLength(30);
    expect(new Set(messageIds).size).toBe(30);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@shop.example.test>`)));
  });

  // Two server processes: each with its own pool on the one database (the PostgreSQL pass only).
  const serverUrl = postgresServerUrl('two senders on two database connections');
  it.runIf(serverUrl)('sends each e-mail exactly once from two processes', async () => {
    const [row] = await t.db
      .select({ name: sql<string>`current_database()` })
      .from(sql`(select 1) as one`);
    const name = row!.name;
    const other = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl!, name),
      migrate: false,
    });
    try {
      for (let i = 0; i < 40; i += 1) await queue(`process${i}@example.com`);
      const pass = (db: typeof t.db) =>
        drainOutbox({ db, log: (entry) => senderLogs.push(entry), mailer, batchSize: 15 });
      const passes = await Promise.all([pass(t.db), pass(other.db), pass(t.db), pass(other.db)]);
      const rest = await pass(t.db);
      expect([...passes, rest].reduce((sum, one) => sum + one.sent, 0)).toBe(40);
      const messageIds = sink.received.map((mail) => mail.messageId);
      expect(messageIds).toHaveLength(40);
      expect(new Set(messageIds).size).toBe(40);
    } finally {
      await other.close();
    }
  });

  it('takes over an e-mail whose sender died once its claim runs out, with the same Message-ID', async () => {
    const id = await queue('ada@example.com');
    const now = new Date();
    // A sender claimed it and died before it could say how the send went.
    await t.db
      .update(outboxEmails)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(eq(outboxEmails.id, id));
    expect(await drain({ now })).toMatchObject({ sent: 0 });
    expect(await drain({ now: new Date(now.getTime() + CLAIM_MS) })).toMatchObject({ sent: 1 });
    expect(sink.received.map((mail) => mail.messageId)).toEqual([`<${id}@shop.example.test>`]);
  });

  it('leaves every e-mail queued without a mailer (no SMTP_URL)', async () => {
    expect(createMailer({ ...t.config, smtp: { url: null, from: null } })).toBeNull();
    const id = await queue('ada@example.com');
    expect(
      await drainOutbox({ db: t.db, log: (entry) => senderLogs.push(entry), mailer: null }),
    ).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('uses MAIL_FROM when set', async () => {
    const custom = createMailer({
      ...t.config,
      smtp: { url: sink.url, from: 'Shop Team <hello@shop.example.test>' },
    })!;
    await queue('ada@example.com');
    await drainOutbox({ db: t.db, log: () => {}, mailer: custom });
    custom.close();
    expect(sink.received[0]?.parsed.from?.value).toEqual([
      { name: 'Shop Team', address: 'hello@shop.example.test' },
    ]);
  });

  it('logs ids, kinds and codes: never an address or a subject', () => {
    expect(senderLogs.length).toBeGreaterThan(0);
    const lines = JSON.stringify([...senderLogs, ...t.logs]);
    expect(lines).not.toMatch(/@example\.com/);
    expect(lines).not.toMatch(/Mailbox unavailable|Try again later/);
    expect(lines).not.toContain('gift card');
    expect(lines).not.toContain('Hello');
    expect(senderLogs).toContainEqual(
      expect.objectContaining({ event: 'email.failed', reason: 'SMTP 550 5.1.1 EENVELOPE' }),
    );
  });
});
