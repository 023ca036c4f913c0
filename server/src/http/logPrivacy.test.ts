import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEmail } from '../services/email/outbox';
import { errorSummary } from './errorSummary';
import { createTestApp, send, signUp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A route that fails the way a bug would: a query whose parameter is personal data.
  t.app.get('/test/failing-query', async (c) => {
    await t.db.execute(sql`select ${'ada.lovelace@example.com'}::int as n`);
    return c.text('unreachable');
  });
});
afterAll(() => t.close());

describe('what the log keeps out', () => {
  it('logs a failing query by its name, PostgreSQL code and query text, never its parameters', async () => {
    const response = await t.app.request('/test/failing-query');
    expect(response.status).toBe(500);
    const line = t.logs.find((entry) => entry.event === 'error');
    expect(line).toMatchObject({
      event: 'error',
      path: '/test/failing-query',
      code: '22P02',
      query: expect.stringContaining('$1') as unknown,
    });
    expect(JSON.stringify(line)).not.toContain('ada.lovelace');
    expect(JSON.stringify(line)).not.toContain('params');
  });

  it("writes the billing link's access lines without its token", async () => {
    const ada = await signUp(t.app);
    const link = await t.app.request(
      `/gateway/user/${ada.userId}/billing-portal`,
      send('GET', undefined, ada.token),
    );
    const { url } = (await link.json()) as { url: string };
    const token = url.split('/').at(-1)!;
    expect((await t.app.request(new URL(url).pathname)).status).toBe(200);
    await t.app.request(`${new URL(url).pathname}/memberships/none/cancel`, { method: 'POST' });

    const portalLines = t.logs.filter((entry) => String(entry.path).includes('billing-portal'));
    expect(portalLines.map((entry) => entry.path)).toEqual([
      `/gateway/user/${ada.userId}/billing-portal`,
      '/api/billing-portal/:token',
      '/api/billing-portal/:token/memberships/none/cancel',
    ]);
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });

  it("logs a queued e-mail's kind, not its subject (which can name the sender)", async () => {
    const lines: Record<string, unknown>[] = [];
    await sendEmail(t.db, (entry) => lines.push(entry), {
      to: 'grace@example.com',
      subject: 'Ada Lovelace sent you a gift card',
      text: 'Hello',
      kind: 'gift_card',
    });
    expect(lines).toEqual([{ event: 'email.queued', kind: 'gift_card' }]);
  });

  it('keeps a message that spans lines out of the stack frames it logs', () => {
    const error = new Error(
      'Failed query: select $1\nparams: ada@example.com\n    at nowhere (x.ts:1:1)',
    );
    const summary = errorSummary(error);
    expect(summary.error).toBe('Error');
    expect(summary.at?.length).toBeGreaterThan(0);
    expect(JSON.stringify(summary)).not.toContain('ada@example.com');
    expect(JSON.stringify(summary)).not.toContain('nowhere');
  });
});
