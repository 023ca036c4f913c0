import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { needs, quizResults, type SessionNote, stylingSessions } from '../../db/schema';
import { mergeNotes, notesIn } from './notes';

type Session = typeof stylingSessions.$inferSelect;

const OCCASION = 'What are you dressing for?';

/**
 * Everything the shopper told the stylist, pinned at the top of the session: the quiz (needs as
 * requests, styles they said no to as dislikes), the post-payment questionnaire, then the chat.
 */
export const sessionNotes = async (db: Db, session: Session): Promise<SessionNote[]> => {
  const [quiz] = await db.select().from(quizResults).where(eq(quizResults.userId, session.userId));
  const quizNotes: SessionNote[] = [];
  if (quiz) {
    const needRows = quiz.needs.length
      ? await db.select().from(needs).where(inArray(needs.key, quiz.needs))
      : [];
    for (const need of needRows)
      quizNotes.push({ kind: 'request', text: need.text, source: 'quiz' });
    for (const style of quiz.styles) {
      if (style.rate === 0) {
        quizNotes.push({ kind: 'dislike', text: `Not into ${style.name}`, source: 'quiz' });
      }
    }
  }
  const questionnaireNotes = (session.questionnaire ?? []).flatMap(({ question, answer }) => {
    const notes = notesIn(answer, 'questionnaire');
    if (question === OCCASION && !notes.some((note) => note.kind === 'request')) {
      notes.unshift({
        kind: 'request',
        text: `Dressing for: ${answer.length > 80 ? `${answer.slice(0, 79)}…` : answer}`,
        source: 'questionnaire',
      });
    }
    return notes;
  });
  return mergeNotes(mergeNotes(quizNotes, questionnaireNotes), session.chatNotes);
};

/** A board's "Based on your notes: …" line: the notes that shaped it, as short phrases. */
export const noteLine = (notes: readonly SessionNote[]) => notes.map((note) => note.text);

export const sessionById = async (db: Db, id: string) => {
  const [session] = await db.select().from(stylingSessions).where(eq(stylingSessions.id, id));
  return session ?? null;
};
