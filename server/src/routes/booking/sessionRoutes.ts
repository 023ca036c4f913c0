import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { currentUser, ownUser, requireUser } from '../../auth/authMiddleware';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import {
  chatMessages,
  quizSessionTokens,
  stylingSessionRequests,
  stylingSessions,
  stylists,
  type QuestionnaireAnswer,
} from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { HttpError, forbidden, notFound } from '../../http/errors';
import { readBody, readQuery } from '../../http/validate';
import { presentChatMessage } from '../../presenters/chatMessagePresenter';
import { presentStylingSession } from '../../presenters/stylingSessionPresenter';
import { isLiveSession } from '../../services/booking/activeSession';
import type { SimulatedStylist } from '../../services/stylist/simulatedStylist';
import type { ChatBus } from '../../services/chatBus';
import { ensureChannel } from '../../services/chatChannels';
import { questionnaireSchema, quizSessionQuerySchema } from './sessionSchemas';

/** The quiz SDK's token is good for half an hour. */
const QUIZ_TOKEN_TTL_MS = 30 * 60 * 1000;

/** The signed-in user's session with its stylist: 404 unknown, 403 someone else's. */
const ownSession = async (db: Db, sessionId: string, userId: string) => {
  const [row] = await db
    .select({ session: stylingSessions, stylist: stylists })
    .from(stylingSessions)
    .innerJoin(stylists, eq(stylists.id, stylingSessions.stylistId))
    .where(eq(stylingSessions.id, sessionId))
    .limit(1);
  if (!row) throw notFound('That styling session');
  if (row.session.userId !== userId) throw forbidden();
  return row;
};

/** "My answers for Ana:\n• Occasion: A wedding in June\n• …" */
export const answersMessage = (stylistFirstName: string, answers: QuestionnaireAnswer[]) =>
  [
    `My answers for ${stylistFirstName}:`,
    ...answers.map(({ question, answer }) =>
      /[?:]$/.test(question) ? `• ${question} ${answer}` : `• ${question}: ${answer}`,
    ),
  ].join('\n');

/** The same answers (jsonb does not keep key order, so compare field by field). */
const sameAnswers = (stored: QuestionnaireAnswer[] | null, sent: QuestionnaireAnswer[]) =>
  stored?.length === sent.length &&
  stored.every(
    (item, index) => item.question === sent[index]?.question && item.answer === sent[index]?.answer,
  );

/**
 * The booked session (gateway, owner only) and the post-payment quiz: a short-lived token for
 * the external quiz SDK, and the built-in questionnaire whose answers land in the session's chat
 * as the shopper's message.
 */
export const sessionRoutes = ({ db }: AppDeps, bus: ChatBus, simulated: SimulatedStylist) =>
  new Hono<AppEnv>()
    .get('/session/:sessionId', requireUser, async (c) => {
      const { session, stylist } = await ownSession(
        db,
        c.req.param('sessionId'),
        currentUser(c).id,
      );
      return c.json(presentStylingSession(session, stylist));
    })
    .get('/proxy/user/:uid/quizSession', ownUser(), async (c) => {
      const user = currentUser(c);
      const { requestId } = readQuery(c, quizSessionQuerySchema);
      const [session] = await db
        .select({ id: stylingSessions.id, userId: stylingSessions.userId })
        .from(stylingSessions)
        .where(eq(stylingSessions.id, requestId))
        .limit(1);
      if (!session) {
        const [request] = await db
          .select({ userId: stylingSessionRequests.userId })
          .from(stylingSessionRequests)
          .where(eq(stylingSessionRequests.id, requestId))
          .limit(1);
        if (request?.userId === user.id) {
          throw new HttpError(409, 'This booking has not been paid yet.', 'not_paid');
        }
        if (request) throw forbidden();
        throw notFound('That styling session');
      }
      if (session.userId !== user.id) throw forbidden();
      const sessionToken = randomBytes(32).toString('base64url');
      await db.insert(quizSessionTokens).values({
        id: randomUUID(),
        tokenHash: hashToken(sessionToken),
        userId: user.id,
        sessionId: session.id,
        expiresAt: new Date(Date.now() + QUIZ_TOKEN_TTL_MS),
      });
      return c.json({ sessionToken });
    })
    .post('/proxy/session/:sessionId/questionnaire', requireUser, async (c) => {
      const user = currentUser(c);
      const { session, stylist } = await ownSession(db, c.req.param('sessionId'), user.id);
      const { answers } = await readBody(c, questionnaireSchema);
      if (session.questionnaireAnsweredAt) {
        if (sameAnswers(session.questionnaire, answers)) {
          return c.json(presentStylingSession(session, stylist));
        }
        throw new HttpError(
          409,
          'You have already answered the questionnaire. Tell your stylist anything new in the chat.',
          'questionnaire_answered',
        );
      }
      if (!isLiveSession(session.status)) {
        throw new HttpError(409, 'This styling session has ended.', 'session_ended');
      }
      const channelSid = session.channelSid ?? (await ensureChannel(db, user.id, stylist.id));
      const outcome = await db.transaction(async (tx) => {
        const [answered] = await tx
          .update(stylingSessions)
          .set({ questionnaire: answers, questionnaireAnsweredAt: new Date(), channelSid })
          .where(
            and(
              eq(stylingSessions.id, session.id),
              isNull(stylingSessions.questionnaireAnsweredAt),
            ),
          )
          .returning();
        if (!answered) return null;
        const [message] = await tx
          .insert(chatMessages)
          .values({
            id: randomUUID(),
            channelSid,
            sender: 'client',
            type: 'text',
            content: answersMessage(stylist.firstName, answers),
          })
          .returning();
        return { answered, message };
      });
      if (outcome?.message) {
        await bus.publish(presentChatMessage(outcome.message));
        await simulated.schedule(channelSid);
      }
      const [latest] = await db
        .select()
        .from(stylingSessions)
        .where(eq(stylingSessions.id, session.id));
      return c.json(presentStylingSession(outcome?.answered ?? latest ?? session, stylist));
    });
