/** The quiz's data (spec 000 §3) and wire shapes (docs/contracts/quiz-and-stylists.md). */

export type Department = 'female' | 'male';

/** A style answer: 2 LOVE IT, 1 SOMETIMES, 0 NO. */
export type StyleRating = 0 | 1 | 2;

export type Need = { key: string; text: string };

export type BodyType = { uuid: string; name: string };

/** GET tag/active?type=body: a body type with its illustration. */
export type BodyTypeTag = BodyType & { picture: string };

export type MoodBoard = { style: string; displayName: string; picture: string };

export type ApiItems<T> = { items: T[] };

/** POST proxy/user/{uid}/onboarding. */
export type QuizResult = {
  needs: string[];
  gender: Department;
  tag_uuids: { tag_uuid: string; is_set: 1; name: string }[];
  styles: { name: string; rate: StyleRating }[];
  source?: string;
};

export type QuizResultAnswer = { matches: number };
