import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quizResults, tags, userMatches, users } from '../../db/schema';
import { needs } from '../../seed/data/needs';
import { moodboardOrder } from '../../seed/data/styles';
import { quizBody, submitQuiz } from '../../testing/quizFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const getJson = async <T>(path: string) => {
  const response = await t.app.request(path);
  return { status: response.status, body: (await response.json()) as T };
};

type Errors = { code: string; errors: { field: string; message: string }[] };

describe('quiz data (second root, public)', () => {
  it('lists the needs in quiz order', async () => {
    const { body } = await getJson<{ items: { key: string; text: string }[] }>(
      '/api/user/onboarding/needs',
    );
    expect(body.items).toEqual(needs);
  });

  it('lists the body types of a department', async () => {
    const women = await getJson<{ items: { uuid: string; name: string; picture: string }[] }>(
      '/api/tag/active?type=body&gender=female',
    );
    expect(women.body.items.map((item) => item.name)).toEqual([
      'Pear',
      'Apple',
      'Hourglass',
      'Rectangle',
      'Inverted Triangle',
      'Petite',
    ]);
    expect(women.body.items[0]!.picture).toMatch(/^\/media\//);
    const men = await getJson<{ items: { name: string }[] }>(
      '/api/tag/active?type=body&gender=male',
    );
    expect(men.body.items.map((item) => item.name)).toEqual([
      'Rectangle',
      'Triangle',
      'Inverted Triangle',
      'Oval',
    ]);
  });

  it('lists the mood boards of a department in quiz order; the department is required', async () => {
    const { body } = await getJson<{
      items: { style: string; displayName: string; picture: string }[];
    }>('/api/user/onboarding/moodboards?gender=male');
    expect(body.items.map((item) => item.style)).toEqual(moodboardOrder.male);
    expect(body.items[1]).toMatchObject({ style: 'smart-casual', displayName: 'Smart Casual' });
    expect((await getJson('/api/user/onboarding/moodboards')).status).toBe(400);
  });
});

describe('POST proxy/user/{uid}/onboarding', () => {
  it('stores the result, sets the gender and computes a match per eligible stylist', async () => {
    const ada = await signUp(t.app);
    const [petite] = await t.db.select().from(tags).where(eq(tags.name, 'Petite')).limit(1);
    const response = await submitQuiz(t.app, ada, quizBody({ tagUuids: [petite!.id] }));
    expect(response.status).toBe(200);
    const { matches } = (await response.json()) as { matches: number };
    expect(matches).toBeGreaterThan(0);

    const [result] = await t.db
      .select()
      .from(quizResults)
      .where(eq(quizResults.userId, ada.userId));
    expect(result).toMatchObject({
      needs: ['work-wardrobe'],
      gender: 'female',
      bodyTypeIds: [petite!.id],
      source: 'test',
    });
    expect(result!.styles).toContainEqual({ name: 'minimalist', rate: 2 });
    const [user] = await t.db.select().from(users).where(eq(users.id, ada.userId));
    expect(user!.gender).toBe('female');
    const stored = await t.db.select().from(userMatches).where(eq(userMatches.userId, ada.userId));
    expect(stored).toHaveLength(matches);
  });

  it('replaces the previous result and its matches', async () => {
    const ada = await signUp(t.app);
    await submitQuiz(t.app, ada);
    const second = await submitQuiz(t.app, ada, quizBody({ gender: 'male', loves: ['rugged'] }));
    const { matches } = (await second.json()) as { matches: number };
    expect(
      await t.db.select().from(quizResults).where(eq(quizResults.userId, ada.userId)),
    ).toHaveLength(1);
    const stored = await t.db.select().from(userMatches).where(eq(userMatches.userId, ada.userId));
    expect(stored).toHaveLength(matches);
    const [user] = await t.db.select().from(users).where(eq(users.id, ada.userId));
    expect(user!.gender).toBe('male');
    // The user the API answers follows at once (the signed-in cache forgot the old row).
    const answered = await t.app.request(
      `/gateway/proxy/user/${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    expect(await answered.json()).toMatchObject({ gender: 'male' });
  });

  it('answers unknown needs, styles and body types with a field error each', async () => {
    const ada = await signUp(t.app);
    const [menBody] = await t.db.select().from(tags).where(eq(tags.name, 'Oval')).limit(1);
    const response = await submitQuiz(t.app, ada, {
      needs: ['work-wardrobe', 'world-peace'],
      gender: 'female',
      tag_uuids: [{ tag_uuid: menBody!.id, is_set: 1, name: 'Oval' }],
      styles: [
        { name: 'classic', rate: 2 },
        { name: 'rugged', rate: 1 },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Errors;
    expect(body.code).toBe('validation_failed');
    expect(body.errors.map((error) => error.field)).toEqual([
      'needs.1',
      'tag_uuids.0.tag_uuid',
      'styles.1.name',
    ]);
    expect(
      await t.db.select().from(quizResults).where(eq(quizResults.userId, ada.userId)),
    ).toHaveLength(0);
  });

  it('rejects a missing department and a rating outside 0..2', async () => {
    const ada = await signUp(t.app);
    const noGender = await submitQuiz(t.app, ada, { needs: [], styles: [] });
    expect(noGender.status).toBe(400);
    expect(((await noGender.json()) as Errors).errors[0]!.field).toBe('gender');
    const badRate = await submitQuiz(t.app, ada, {
      gender: 'female',
      styles: [{ name: 'classic', rate: 5 }],
    });
    expect(((await badRate.json()) as Errors).errors[0]!.field).toBe('styles.0.rate');
  });
});

describe('GET proxy/user/{uid}/onboarding', () => {
  const readQuiz = (user: { userId: string; token: string }, uid = user.userId) =>
    t.app.request(`/gateway/proxy/user/${uid}/onboarding`, send('GET', undefined, user.token));

  it('answers the stored result, so another visit can recommend a plan from it', async () => {
    const ada = await signUp(t.app);
    const [petite] = await t.db.select().from(tags).where(eq(tags.name, 'Petite')).limit(1);
    await submitQuiz(
      t.app,
      ada,
      quizBody({ needs: ['work-wardrobe', 'closet-cleanout'], tagUuids: [petite!.id] }),
    );
    const response = await readQuiz(ada);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      needs: string[];
      gender: string;
      tag_uuids: { tag_uuid: string; is_set: number; name: string }[];
      styles: { name: string; rate: number }[];
    };
    expect(body).toMatchObject({
      needs: ['work-wardrobe', 'closet-cleanout'],
      gender: 'female',
      tag_uuids: [{ tag_uuid: petite!.id, is_set: 1, name: 'Petite' }],
    });
    expect(body.styles).toContainEqual({ name: 'minimalist', rate: 2 });
  });

  it('answers null before the quiz, and only to its owner', async () => {
    const ada = await signUp(t.app);
    const response = await readQuiz(ada);
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();

    await submitQuiz(t.app, ada);
    const eve = await signUp(t.app);
    expect((await readQuiz(eve, ada.userId)).status).toBe(403);
    expect((await t.app.request(`/gateway/proxy/user/${ada.userId}/onboarding`)).status).toBe(401);
  });
});
