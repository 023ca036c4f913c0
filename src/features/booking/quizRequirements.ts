import type { CurrentUser } from '@/api/currentUserApi';

/**
 * Why the quiz page cannot start (spec 000 §5, §8), in the words reported to error monitoring,
 * or null when it can: a user with id, first name and e-mail, and — with a quiz SDK configured —
 * a partner token.
 */
export const quizProblem = (
  user: CurrentUser | undefined,
  sdk: { scriptUrl: string | null; partnerToken: string | null },
): string | null => {
  if (!user) return 'Quiz started without user';
  if (!user.id || !user.firstName || !user.email) return 'Quiz started with invalid user';
  if (sdk.scriptUrl && !sdk.partnerToken) return 'Quiz started without partnerToken';
  return null;
};
