import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StyleData, StyleOptions } from '@shared/styleOptions';
import { quizResults, userMatches } from '../../db/schema';
import { quizBody, submitQuiz } from '../../testing/quizFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type Shopper = Awaited<ReturnType<typeof signUp>>;

const options = async (shopper: Shopper, query = '') => {
  const response = await t.app.request(
    `/gateway/user/styleOptions${query}`,
    send('GET', undefined, shopper.token),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as StyleOptions;
};

const styleData = async (shopper: Shopper) => {
  const response = await t.app.request(
    `/gateway/user/${shopper.userId}/styleData`,
    send('GET', undefined, shopper.token),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as StyleData;
};

const save = (shopper: Shopper, body: unknown, uid = shopper.userId) =>
  t.app.request(`/gateway/user/${uid}/stylingPreferences`, send('PUT', body, shopper.token));

const setGender = (shopper: Shopper, gender: string) =>
  t.app.request(`/gateway/proxy/user/${shopper.userId}`, send('PUT', { gender }, shopper.token));

describe('GET user/styleOptions', () => {
  it('lists every section in the spec’s order, single or multiple as marked', async () => {
    const ada = await signUp(t.app);
    const answer = await options(ada);
    expect(answer.gender).toBe('female');
    expect(answer.sections.map((section) => section.key)).toEqual([
      'style_tags',
      'tag_uuids',
      'body_issues',
      'body_issues_notes',
      'styles',
      'height',
      'sizes',
      'fit_top',
      'fit_bottom',
      'jeans',
      'heels',
      'heels_type',
      'highlight',
      'colors',
      'jewelry',
      'comfort_zone',
      'budget_ranges',
      'clothing_preferences',
      'what_matters',
      'fabrics',
      'style_icons',
      'social',
    ]);
    const single = answer.sections
      .filter((section) => section.kind === 'choice' && section.choice === 'single')
      .map((section) => section.key);
    expect(single).toEqual(['height', 'heels', 'comfort_zone', 'clothing_preferences']);
    const colors = answer.sections.find((section) => section.key === 'colors');
    expect(colors?.kind === 'choice' && colors.options[0]).toEqual({
      key: 'COLOR_ALL',
      text: 'All colors',
    });
    const sizes = answer.sections.find((section) => section.kind === 'sizes');
    expect(sizes?.kind === 'sizes' && sizes.fields.map((field) => field.key)).toEqual([
      'top_size',
      'bottom_size',
      'dress_size',
      'shoes_size',
    ]);
    const budgets = answer.sections.find((section) => section.kind === 'budgets');
    expect(budgets?.kind === 'budgets' && budgets.fields[0]?.eur[0]?.text).toBe('Under €50');
  });

  it('gives men their own options (no heels or dress sizes); anything else is women’s', async () => {
    const ada = await signUp(t.app);
    const men = await options(ada, '?gender=male');
    expect(men.gender).toBe('male');
    expect(men.sections.some((section) => section.key === 'heels')).toBe(false);
    const sizes = men.sections.find((section) => section.kind === 'sizes');
    expect(sizes?.kind === 'sizes' && sizes.fields.map((field) => field.key)).not.toContain(
      'dress_size',
    );
    expect((await options(ada, '?gender=robot')).gender).toBe('female');
    expect((await t.app.request('/gateway/user/styleOptions', send('GET'))).status).toBe(401);
  });
});

describe('style data', () => {
  it('starts empty, with body types and styles from the quiz', async () => {
    const ada = await signUp(t.app);
    const empty = await styleData(ada);
    expect(empty).toMatchObject({ colors: [], height: null, top_size: null, styles: [] });
    expect(empty.budget_ranges).toEqual({
      tops: null,
      bottoms: null,
      shoes: null,
      bags: null,
      accessories: null,
    });

    const bodyTypes = (await options(ada)).sections.find((section) => section.key === 'tag_uuids');
    const petite = bodyTypes?.kind === 'choice' ? bodyTypes.options[0]!.key : '';
    await submitQuiz(t.app, ada, quizBody({ loves: ['edgy', 'glam'], tagUuids: [petite] }));
    expect(await styleData(ada)).toMatchObject({ tag_uuids: [petite], styles: ['edgy', 'glam'] });
  });

  it('saves answers key by key and reads them back', async () => {
    const ada = await signUp(t.app);
    const first = await save(ada, {
      height: '5_3_TO_5_7',
      top_size: 'UK_10',
      colors: ['BLACK', 'BLACK', 'NAVY'],
      budget_ranges: { tops: 'EUR_50_100' },
      body_issues: ['HIPS', 'SOMETHING_ELSE'],
      body_issues_other: '  Sensitive skin  ',
      instagram_username: '@ada.l',
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      height: '5_3_TO_5_7',
      top_size: 'UK_10',
      colors: ['BLACK', 'NAVY'],
      body_issues_other: 'Sensitive skin',
      instagram_username: 'ada.l',
      budget_ranges: { tops: 'EUR_50_100', bottoms: null },
    });

    await save(ada, { budget_ranges: { bags: 'USD_0_100' }, colors: ['RED', 'COLOR_ALL'] });
    expect(await styleData(ada)).toMatchObject({
      height: '5_3_TO_5_7',
      colors: ['COLOR_ALL'],
      budget_ranges: { tops: 'EUR_50_100', bags: 'USD_0_100' },
    });
    await save(ada, { height: null });
    expect((await styleData(ada)).height).toBeNull();
  });

  it('refuses what is not an option, a list for a single choice and a bad username', async () => {
    const ada = await signUp(t.app);
    const response = await save(ada, {
      height: 'GIANT',
      colors: ['BLACK', 'TARTAN'],
      budget_ranges: { shoes: 'USD_0_1' },
      facebook_username: 'https://facebook.com/ada',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'colors.1', message: 'That is not one of the options.' },
      { field: 'height', message: 'That is not one of the options.' },
      { field: 'budget_ranges.shoes', message: 'That is not one of the options.' },
      { field: 'facebook_username', message: 'Enter just the username, e.g. jane.doe.' },
    ]);
    expect((await save(ada, { heels: ['FLATS'] })).status).toBe(400);
    expect((await save(ada, { jeans: 'SKINNY' })).status).toBe(400);
    expect((await styleData(ada)).height).toBeNull();
  });

  it('checks answers against the user’s department', async () => {
    const ada = await signUp(t.app);
    expect((await setGender(ada, 'male')).status).toBe(200);
    expect((await save(ada, { heels: 'FLATS' })).status).toBe(400);
    expect((await save(ada, { dress_size: 'US_4' })).status).toBe(400);
    expect((await save(ada, { top_size: 'US_M' })).status).toBe(200);
  });

  it('writes body types and styles to the quiz result and recomputes the matches', async () => {
    const ada = await signUp(t.app);
    await submitQuiz(t.app, ada, quizBody({ loves: ['classic'], needs: ['work-wardrobe'] }));
    const [before] = await t.db
      .select()
      .from(quizResults)
      .where(eq(quizResults.userId, ada.userId));
    const response = await save(ada, { styles: ['bohemian', 'edgy'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ styles: ['bohemian', 'edgy'] });
    const [after] = await t.db.select().from(quizResults).where(eq(quizResults.userId, ada.userId));
    expect(after?.needs).toEqual(before?.needs);
    expect(after?.styles).toEqual(
      expect.arrayContaining([
        { name: 'classic', rate: 0 },
        { name: 'bohemian', rate: 2 },
        { name: 'edgy', rate: 2 },
      ]),
    );
    const matches = await t.db.select().from(userMatches).where(eq(userMatches.userId, ada.userId));
    expect(matches.length).toBeGreaterThan(0);

    // A shopper who never took the quiz gets a result of their own.
    const eve = await signUp(t.app);
    expect((await save(eve, { styles: ['glam'] })).status).toBe(200);
    expect(await styleData(eve)).toMatchObject({ styles: ['glam'] });
  });

  it('answers only to its owner', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    expect((await save(eve, { height: null }, ada.userId)).status).toBe(403);
    const read = await t.app.request(
      `/gateway/user/${ada.userId}/styleData`,
      send('GET', undefined, eve.token),
    );
    expect(read.status).toBe(403);
  });
});
