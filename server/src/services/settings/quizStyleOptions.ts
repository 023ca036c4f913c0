import { and, asc, eq } from 'drizzle-orm';
import type { Department, QuizOptions } from '@shared/styleOptions';
import type { Db } from '../../db/client';
import { moodboards, tags } from '../../db/schema';

/**
 * The quiz's answers for a department, as style-info options: body types (tags of kind `body`,
 * keyed by uuid) and mood boards (keyed by their `style`), in the quiz's order.
 */
export const quizStyleOptions = async (db: Db, department: Department): Promise<QuizOptions> => {
  const [bodyRows, boardRows] = await Promise.all([
    db
      .select()
      .from(tags)
      .where(and(eq(tags.kind, 'body'), eq(tags.department, department)))
      .orderBy(asc(tags.position), asc(tags.name), asc(tags.id)),
    db
      .select()
      .from(moodboards)
      .where(eq(moodboards.department, department))
      .orderBy(asc(moodboards.position)),
  ]);
  return {
    tag_uuids: bodyRows.map((row) => ({ key: row.id, text: row.name, picture: row.picture })),
    styles: boardRows.map((row) => ({
      key: row.style,
      text: row.displayName,
      picture: row.picture,
    })),
  };
};
