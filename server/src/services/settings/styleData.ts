import { eq, sql } from 'drizzle-orm';
import {
  EMPTY_STYLE_DATA,
  type Department,
  type StyleData,
  type StylePreferencesUpdate,
} from '@shared/styleOptions';
import type { Db } from '../../db/client';
import {
  quizResults,
  stylePreferences,
  type QuizStyleRating,
  type StoredStylePreferences,
} from '../../db/schema';
import { saveQuizAnswers } from './quizAnswers';

/** Answers a style rated 1 (sometimes) or 2 (love) in the quiz counts as chosen. */
const chosenStyles = (styles: QuizStyleRating[]) =>
  styles.filter((style) => style.rate >= 1).map((style) => style.name);

/** The user's style info: saved preferences, plus body types and styles from the quiz result. */
export const readStyleData = async (db: Db, userId: string): Promise<StyleData> => {
  const [[saved], [quiz]] = await Promise.all([
    db.select().from(stylePreferences).where(eq(stylePreferences.userId, userId)).limit(1),
    db.select().from(quizResults).where(eq(quizResults.userId, userId)).limit(1),
  ]);
  const answers = saved?.answers ?? {};
  return {
    ...EMPTY_STYLE_DATA,
    ...answers,
    budget_ranges: { ...EMPTY_STYLE_DATA.budget_ranges, ...answers.budget_ranges },
    tag_uuids: quiz?.bodyTypeIds ?? [],
    styles: chosenStyles(quiz?.styles ?? []),
  };
};

/**
 * Saves a checked update (`checkStyleUpdate`): the preferences row is merged key by key; body
 * types and styles go to the quiz result, whose matches are recomputed.
 */
export const saveStyleData = async (
  db: Db,
  userId: string,
  department: Department,
  update: StylePreferencesUpdate,
): Promise<StyleData> => {
  const { tag_uuids: bodyTypes, styles, budget_ranges: budgets, ...rest } = update;
  const fresh: StoredStylePreferences = {
    ...rest,
    ...(budgets ? { budget_ranges: { ...EMPTY_STYLE_DATA.budget_ranges, ...budgets } } : {}),
  };
  // Merged in one statement, key by key (and budget by budget), so concurrent saves of different
  // sections both stick.
  const budgetsJson = budgets ? JSON.stringify(budgets) : null;
  await db
    .insert(stylePreferences)
    .values({ userId, answers: fresh })
    .onConflictDoUpdate({
      target: stylePreferences.userId,
      set: {
        answers: sql`(${stylePreferences.answers} || ${JSON.stringify(rest)}::jsonb) || case
          when ${budgetsJson}::jsonb is null then '{}'::jsonb
          else jsonb_build_object('budget_ranges',
            coalesce(${stylePreferences.answers} -> 'budget_ranges', '{}'::jsonb) || ${budgetsJson}::jsonb)
          end`,
        updatedAt: new Date(),
      },
    });
  if (bodyTypes !== undefined || styles !== undefined) {
    await saveQuizAnswers(db, userId, department, { bodyTypes, styles });
  }
  return readStyleData(db, userId);
};
