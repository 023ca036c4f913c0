import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stylingSessions } from '../../db/schema';
import { notesIn, preferencesOf } from './notes';

/** The session questionnaire's budget question (src/features/booking/sessionQuestions.ts). */
export const BUDGET_QUESTION = 'What would you like to spend per item?';

export type StatedBudget = {
  /** Dollars per piece; null when the shopper set no limit ('Over $300', 'No set budget'). */
  perPiece: number | null;
  source: 'questionnaire' | 'chat' | null;
};

/**
 * What the shopper said they would spend per piece, the most recent statement first: from their
 * newest styling session that has one, its chat's budget note (the latest said), else its
 * questionnaire's answer to the budget question ('Under $50' → 50, '$50 to $150' → 150). Read
 * with the stylist's own note rules (./notes.ts).
 */
export const statedBudget = async (db: Db, userId: string): Promise<StatedBudget> => {
  const sessions = await db
    .select({ chatNotes: stylingSessions.chatNotes, questionnaire: stylingSessions.questionnaire })
    .from(stylingSessions)
    .where(eq(stylingSessions.userId, userId))
    .orderBy(desc(stylingSessions.createdAt), desc(stylingSessions.id));
  for (const session of sessions) {
    const said = session.chatNotes.filter((note) => note.kind === 'budget');
    if (said.length) return { perPiece: preferencesOf(said).budget, source: 'chat' };
    const answer = session.questionnaire?.find((entry) => entry.question === BUDGET_QUESTION);
    if (answer) {
      const notes = notesIn(answer.answer, 'questionnaire');
      return { perPiece: preferencesOf(notes).budget, source: 'questionnaire' };
    }
  }
  return { perPiece: null, source: null };
};
