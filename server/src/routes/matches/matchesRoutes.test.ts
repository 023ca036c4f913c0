import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stylists } from '../../db/schema';
import { SHOWN_FROM } from '../../matching/matching';
import { quizBody, submitQuiz } from '../../testing/quizFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type Match = {
  uuid: string;
  first_name: string;
  match_percentage: number;
  match_tags: string[];
  why: string;
  is_bot: boolean;
  is_active: boolean;
  looks: { data: unknown[] };
  style_tags: string[];
};

const bestMatches = async (user: { userId: string; token: string }) => {
  const response = await t.app.request(
    `/gateway/proxy/user/${user.userId}/bestMatchesNew`,
    send('GET', undefined, user.token),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Match[] }).items;
};

describe('GET proxy/user/{uid}/bestMatchesNew', () => {
  it('is empty before the quiz', async () => {
    const ada = await signUp(t.app);
    expect(await bestMatches(ada)).toEqual([]);
  });

  it('answers at most 6, best first, each explained, with strong ones at 90 or more', async () => {
    const ada = await signUp(t.app);
    await submitQuiz(t.app, ada, quizBody());
    const items = await bestMatches(ada);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    const percentages = items.map((item) => item.match_percentage);
    expect([...percentages].sort((a, b) => b - a)).toEqual(percentages);
    expect(percentages.filter((value) => value >= SHOWN_FROM).length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expect(Number.isInteger(item.match_percentage)).toBe(true);
      expect(item.match_tags.length).toBeGreaterThan(0);
      expect(item.match_tags.length).toBeLessThanOrEqual(4);
      expect(item.why).toMatch(new RegExp(`^${item.first_name} .+\\.$`));
      expect(item.is_bot).toBe(false);
      expect(item.is_active).toBe(true);
      expect(item.looks.data.length).toBeGreaterThan(0);
    }
    expect(items[0]!.match_tags).toEqual(
      expect.arrayContaining(['Classic', 'Minimalist', 'Workwear']),
    );
    expect(items[0]!.why).toContain('Classic and Minimalist');
  });

  it('gives a man only stylists who dress men', async () => {
    const bo = await signUp(t.app);
    await submitQuiz(
      t.app,
      bo,
      quizBody({ gender: 'male', loves: ['classic', 'smart-casual'], needs: ['date-night'] }),
    );
    const items = await bestMatches(bo);
    expect(items.length).toBeGreaterThan(0);
    const rows = await t.db
      .select()
      .from(stylists)
      .where(
        inArray(
          stylists.id,
          items.map((item) => item.uuid),
        ),
      );
    expect(rows.every((row) => row.department === 'male' || row.department === 'both')).toBe(true);
  });
});
