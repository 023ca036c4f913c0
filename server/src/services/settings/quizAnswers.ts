import { and, eq } from 'drizzle-orm';
import type { Department } from '@shared/styleOptions';
import type { Db } from '../../db/client';
import { moodboards, quizResults, tags, userMatches, type QuizStyleRating } from '../../db/schema';
import { matchCandidates } from '../../matching/candidates';
import { rankStylists } from '../../matching/matching';

/** A chosen style keeps a rating of 1 or 2, else (unrated or rated no) becomes 2. */
const chosenRate = (rate: QuizStyleRating['rate'] | undefined): 1 | 2 =>
  rate === 1 || rate === 2 ? rate : 2;

type QuizChanges = { bodyTypes?: string[]; styles?: string[] };

/**
 * Body types and styles chosen in /settings: written to the quiz result (the one source of both)
 * and the user's stylist matches recomputed from it, as the quiz itself does. A chosen style keeps
 * its quiz rating (1 or 2) or becomes 2; every other mood board of the department becomes 0. A
 * user without a quiz result gets one with no needs. Keys are already checked.
 */
export const saveQuizAnswers = async (
  db: Db,
  userId: string,
  department: Department,
  changes: QuizChanges,
) => {
  const [[previous], boardRows, bodyRows] = await Promise.all([
    db.select().from(quizResults).where(eq(quizResults.userId, userId)).limit(1),
    db.select().from(moodboards).where(eq(moodboards.department, department)),
    db
      .select()
      .from(tags)
      .where(and(eq(tags.kind, 'body'), eq(tags.department, department))),
  ]);
  const sameDepartment = previous?.gender === department;
  const bodyTypeIds = changes.bodyTypes ?? (sameDepartment ? (previous?.bodyTypeIds ?? []) : []);
  const oldRates = new Map(
    (sameDepartment ? (previous?.styles ?? []) : []).map((style) => [style.name, style.rate]),
  );
  const chosen = changes.styles
    ? new Set(changes.styles)
    : new Set([...oldRates].filter(([, rate]) => rate >= 1).map(([name]) => name));
  const styles: QuizStyleRating[] = boardRows
    .sort((a, b) => a.position - b.position)
    .filter((board) => chosen.has(board.style) || oldRates.has(board.style))
    .map((board) => ({
      name: board.style,
      rate: chosen.has(board.style) ? chosenRate(oldRates.get(board.style)) : 0,
    }));
  const needs = previous?.needs ?? [];

  const boardNames = new Map(boardRows.map((board) => [board.style, board.displayName]));
  const bodyNames = new Map(bodyRows.map((row) => [row.id, row.name]));
  const matches = rankStylists(
    {
      gender: department,
      needs,
      bodyTypes: bodyTypeIds.map((id) => bodyNames.get(id) ?? ''),
      styles: styles.map((style) => ({
        name: boardNames.get(style.name) ?? style.name,
        rate: style.rate,
      })),
    },
    await matchCandidates(db, department),
  );

  await db.transaction(async (tx) => {
    const result = { needs, gender: department, bodyTypeIds, styles };
    await tx
      .insert(quizResults)
      .values({ userId, ...result, source: previous?.source ?? 'settings' })
      .onConflictDoUpdate({ target: quizResults.userId, set: result });
    await tx.delete(userMatches).where(eq(userMatches.userId, userId));
    if (matches.length) {
      await tx.insert(userMatches).values(
        matches.map((match) => ({
          userId,
          stylistId: match.stylistId,
          percentage: match.percentage,
          tags: match.tags,
          why: match.why,
        })),
      );
    }
  });
};
