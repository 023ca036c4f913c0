import { describe, expect, it } from 'vitest';
import { womenBodyTypes } from '../seed/data/bodyTypes';
import { expertise } from '../seed/data/expertise';
import { needs } from '../seed/data/needs';
import {
  MAX_MATCH_TAGS,
  SHOWN_FROM,
  bodyTypeExpertise,
  compareMatches,
  needExpertise,
  rankStylists,
  scoreStylist,
  type QuizProfile,
  type StylistProfile,
} from './matching';

const womenStyles = [
  'Classic',
  'Bohemian',
  'Minimalist',
  'Edgy',
  'Romantic',
  'Sporty',
  'Glam',
  'Preppy',
  'Streetwear',
];

/** Loves Minimalist and Classic, says no to the rest, needs outfits for work. */
const workQuiz: QuizProfile = {
  gender: 'female',
  needs: ['work-wardrobe'],
  bodyTypes: [],
  styles: womenStyles.map((name) => ({
    name,
    rate: name === 'Minimalist' || name === 'Classic' ? 2 : 0,
  })),
};

const stylist = (overrides: Partial<StylistProfile> = {}): StylistProfile => ({
  id: 'stylist-a',
  firstName: 'Dana',
  department: 'female',
  styleTags: ['Minimalist', 'Classic', 'Glam'],
  expertiseTags: ['Workwear', 'Closet Clean-Out'],
  ...overrides,
});

const score = (quiz: QuizProfile, profile: StylistProfile) => {
  const result = scoreStylist(quiz, profile);
  if (!result) throw new Error('expected a score');
  return result;
};

describe('scoreStylist', () => {
  it('excludes stylists of the other department and keeps those who dress both', () => {
    expect(scoreStylist(workQuiz, stylist({ department: 'male' }))).toBeNull();
    expect(scoreStylist({ ...workQuiz, gender: 'male' }, stylist())).toBeNull();
    expect(scoreStylist(workQuiz, stylist({ department: 'both' }))).not.toBeNull();
    const male: QuizProfile = { ...workQuiz, gender: 'male' };
    expect(scoreStylist(male, stylist({ department: 'both' }))).not.toBeNull();
  });

  it('ranks a stylist in the styles she loves above one in styles she said no to', () => {
    const loved = score(workQuiz, stylist({ expertiseTags: [] }));
    const refused = score(
      workQuiz,
      stylist({ id: 'b', styleTags: ['Edgy', 'Glam', 'Streetwear'], expertiseTags: [] }),
    );
    expect(loved.percentage).toBeGreaterThan(refused.percentage + 30);
  });

  it('counts a style she sometimes wears between love and no', () => {
    const quiz = (rate: 0 | 1 | 2): QuizProfile => ({
      ...workQuiz,
      styles: [
        { name: 'Minimalist', rate: 2 },
        { name: 'Glam', rate },
      ],
    });
    const profile = stylist({ styleTags: ['Minimalist', 'Glam'] });
    const [no, sometimes, love] = ([0, 1, 2] as const).map((rate) => score(quiz(rate), profile));
    expect(no!.score).toBeLessThan(sometimes!.score);
    expect(sometimes!.score).toBeLessThan(love!.score);
  });

  it('raises the score when her needs meet the stylist’s expertise', () => {
    const withWorkwear = score(workQuiz, stylist());
    const without = score(workQuiz, stylist({ expertiseTags: ['Closet Clean-Out'] }));
    expect(withWorkwear.percentage).toBeGreaterThan(without.percentage);
    expect(withWorkwear.tags).toContain('Workwear');
    expect(without.tags).not.toContain('Workwear');
  });

  it('raises the score for expertise in her body type', () => {
    const quiz: QuizProfile = { ...workQuiz, bodyTypes: ['Petite'] };
    const petite = score(quiz, stylist({ expertiseTags: ['Workwear', 'Petite Styling'] }));
    const other = score(quiz, stylist({ expertiseTags: ['Workwear', 'Maternity'] }));
    expect(petite.percentage).toBeGreaterThan(other.percentage);
    expect(petite.tags).toContain('Petite Styling');
    expect(petite.why).toContain('for your body type');
  });

  it('explains the score with the shared styles and expertise, at most 4 tags', () => {
    const result = score(workQuiz, stylist());
    expect(result.tags).toEqual(['Classic', 'Minimalist', 'Workwear']);
    expect(result.why).toBe(
      "Dana shares your love of Classic and Minimalist style and brings Workwear expertise for what you're looking for.",
    );
    const busy = score(
      {
        ...workQuiz,
        needs: ['work-wardrobe', 'vacation', 'date-night'],
        styles: womenStyles.map((name) => ({ name, rate: 2 as const })),
      },
      stylist({
        styleTags: ['Minimalist', 'Classic', 'Glam', 'Edgy'],
        expertiseTags: ['Workwear', 'Travel Packing', 'Date Night'],
      }),
    );
    expect(busy.tags.length).toBe(MAX_MATCH_TAGS);
  });

  it('has a sentence for a stylist who matches nothing she said', () => {
    const result = score(workQuiz, stylist({ styleTags: ['Edgy'], expertiseTags: [] }));
    expect(result.tags).toEqual([]);
    expect(result.why).toBe('Dana works in Edgy style and can bring a fresh eye to your wardrobe.');
  });

  it('gives a strong match at least 90 and weak ones well below', () => {
    const strong = score(workQuiz, stylist());
    const weak = score(
      workQuiz,
      stylist({ styleTags: ['Edgy', 'Streetwear', 'Glam'], expertiseTags: ['Maternity'] }),
    );
    expect(strong.percentage).toBeGreaterThanOrEqual(SHOWN_FROM);
    expect(weak.percentage).toBeLessThan(60);
  });

  it('answers integer percentages within 0..100 for any quiz', () => {
    const quizzes: QuizProfile[] = [
      workQuiz,
      { gender: 'female', needs: [], bodyTypes: [], styles: [] },
      { ...workQuiz, styles: womenStyles.map((name) => ({ name, rate: 0 as const })) },
      { ...workQuiz, styles: womenStyles.map((name) => ({ name, rate: 2 as const })) },
      { ...workQuiz, needs: needs.map((need) => need.key), bodyTypes: ['Petite', 'Pear'] },
    ];
    const profiles = [
      stylist(),
      stylist({ styleTags: [], expertiseTags: [] }),
      stylist({ styleTags: womenStyles, expertiseTags: expertise.map((entry) => entry.name) }),
    ];
    for (const quiz of quizzes) {
      for (const profile of profiles) {
        const { percentage } = score(quiz, profile);
        expect(Number.isInteger(percentage)).toBe(true);
        expect(percentage).toBeGreaterThanOrEqual(0);
        expect(percentage).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe('ranking', () => {
  it('sorts best first and breaks ties by stylist id, whatever the input order', () => {
    const profiles = [
      stylist({ id: 'c' }),
      stylist({ id: 'a' }),
      stylist({ id: 'd', styleTags: ['Edgy'], expertiseTags: [] }),
      stylist({ id: 'b' }),
      stylist({ id: 'e', department: 'male' }),
    ];
    const ids = rankStylists(workQuiz, profiles).map((match) => match.stylistId);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
    expect(rankStylists(workQuiz, [...profiles].reverse()).map((m) => m.stylistId)).toEqual(ids);
    expect(
      compareMatches({ percentage: 90, stylistId: 'a' }, { percentage: 95, stylistId: 'b' }),
    ).toBeGreaterThan(0);
  });
});

describe('mappings', () => {
  it('map every seeded need, and only to seeded expertise', () => {
    const names = new Set(expertise.map((entry) => entry.name));
    expect(Object.keys(needExpertise).sort()).toEqual(needs.map((need) => need.key).sort());
    for (const list of [...Object.values(needExpertise), ...Object.values(bodyTypeExpertise)]) {
      for (const name of list) expect(names).toContain(name);
    }
    const bodyNames = new Set(womenBodyTypes.map((bodyType) => bodyType.name));
    for (const name of Object.keys(bodyTypeExpertise)) expect(bodyNames).toContain(name);
  });
});
