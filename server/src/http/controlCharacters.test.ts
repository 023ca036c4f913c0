import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylingSessions, stylists } from '../db/schema';
import { send, signUp } from '../testing/testApp';
import { testAppPerFile } from '../testing/testAppPerFile';

const t = testAppPerFile();

type ErrorBody = { code: string; message: string; errors?: { field: string }[] };

const aStylist = async () => {
  const [stylist] = await t.db.select().from(stylists).where(eq(stylists.isBot, false)).limit(1);
  return stylist!;
};

const reviewAfterSession = async (description: string) => {
  const stylist = await aStylist();
  const ada = await signUp(t.app);
  await t.db.insert(stylingSessions).values({
    id: randomUUID(),
    userId: ada.userId,
    stylistId: stylist.id,
    plan: 'mini',
    status: 'ended' as const,
  });
  return t.app.request(
    `/gateway/proxy/stylist/${stylist.id}/review`,
    send('POST', { user_uuid: ada.userId, rate: 4, description }, ada.token),
  );
};

describe('control characters in what a client sends', () => {
  it('refuses a NUL in the sign-up name with a 400 on full_name, never a 500', async () => {
    const response = await t.app.request(
      '/gateway/signup/email',
      send('POST', {
        email: `nul-${Date.now()}@example.com`,
        full_name: 'Ada\u0000 Lovelace',
        password: 'secret123',
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.errors).toEqual([{ field: 'full_name', message: expect.any(String) }]);
  });

  it('refuses a NUL or another C0 control in a review text, and keeps its line breaks', async () => {
    for (const text of ['Lovely\u0000coat', 'Lovely\u001bcoat', 'Lovely\u0008coat']) {
      const refused = await reviewAfterSession(text);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).errors?.[0]?.field).toBe('description');
    }
    const kept = await reviewAfterSession('Lovely coat.\r\n\tWarm, too.');
    expect(kept.status).toBe(201);
    expect(((await kept.json()) as { description: string }).description).toBe(
      'Lovely coat.\r\n\tWarm, too.',
    );
  });

  it('refuses a NUL in a query value with a 400 on that parameter', async () => {
    for (const path of ['/api/giftItem?gender=her%00', '/gateway/review/latest?limit=5%00']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.errors?.[0]?.field).toMatch(/^(gender|limit)$/);
    }
  });

  it('refuses a NUL or a line break in a path parameter with a 400', async () => {
    for (const id of ['%00', 'abc%0Ad', 'x%7F']) {
      const response = await t.app.request(`/gateway/proxy/stylist/${id}/read`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).code).toBe('control_characters');
    }
  });
});
