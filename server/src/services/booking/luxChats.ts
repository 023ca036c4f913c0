import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isLuxChatOpen, luxChatClosesAt } from '@shared/luxChat';
import type { Db } from '../../db/client';
import { chatChannels, stylingSessions, stylists } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { LIVE_SESSION_STATUSES, isLiveSession } from './activeSession';

type SessionRow = typeof stylingSessions.$inferSelect;

const BATCH = 200;

/** A Lux session books a month of chat (spec 000 §1); no other plan has one. */
export const isLuxSession = (session: Pick<SessionRow, 'plan' | 'type'>) =>
  session.plan === 'lux' && session.type === 'one-time';

/** When the session's chat closes: its booked month's end, or null for a plan without one. */
export const chatClosesAt = (session: Pick<SessionRow, 'plan' | 'type' | 'createdAt'>) =>
  isLuxSession(session) ? luxChatClosesAt(session.createdAt) : null;

/** Whether the session is still running: live, and for Lux within its booked month. */
export const isRunning = (session: SessionRow, now = new Date()) =>
  isLiveSession(session.status) &&
  !(isLuxSession(session) && !isLuxChatOpen(session.createdAt, now));

/**
 * Lux sessions whose booked month is over, ended (the job's pass, once a minute): they no longer
 * count as running anywhere (booking again, the inbox, account deactivation). The oldest running
 * ones are looked at first, so every due session is in the batch before any that is not.
 * Answers the ended sessions.
 */
export const endLuxMonths = async (db: Db, now = new Date()) => {
  const running = await db
    .select({ id: stylingSessions.id, createdAt: stylingSessions.createdAt })
    .from(stylingSessions)
    .where(
      and(
        eq(stylingSessions.plan, 'lux'),
        eq(stylingSessions.type, 'one-time'),
        inArray(stylingSessions.status, [...LIVE_SESSION_STATUSES]),
      ),
    )
    .orderBy(asc(stylingSessions.createdAt))
    .limit(BATCH);
  const due = running.filter((session) => !isLuxChatOpen(session.createdAt, now));
  if (due.length === 0) return [];
  return db
    .update(stylingSessions)
    .set({ status: 'ended' })
    .where(
      and(
        inArray(
          stylingSessions.id,
          due.map((session) => session.id),
        ),
        inArray(stylingSessions.status, [...LIVE_SESSION_STATUSES]),
      ),
    )
    .returning({ id: stylingSessions.id, channelSid: stylingSessions.channelSid });
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Why the shopper may not write in this channel, or null when they may: its latest session is a
 * Lux session whose booked month is over, and nothing has been booked with the stylist since.
 */
export const closedChatReason = async (db: Db, channelSid: string, now = new Date()) => {
  const [row] = await db
    .select({ session: stylingSessions, stylistName: stylists.firstName })
    .from(chatChannels)
    .innerJoin(
      stylingSessions,
      and(
        eq(stylingSessions.userId, chatChannels.clientId),
        eq(stylingSessions.stylistId, chatChannels.stylistId),
      ),
    )
    .innerJoin(stylists, eq(stylists.id, chatChannels.stylistId))
    .where(eq(chatChannels.sid, channelSid))
    .orderBy(desc(stylingSessions.createdAt), desc(stylingSessions.id))
    .limit(1);
  const closesAt = row ? chatClosesAt(row.session) : null;
  if (!row || !closesAt || closesAt.getTime() > now.getTime()) return null;
  return `Your Lux month with ${row.stylistName} ended on ${dateFormat.format(closesAt)}, so this chat is closed. Book ${row.stylistName} again to keep chatting.`;
};

/** The refusal a message to a closed Lux chat gets. */
export const chatClosed = (reason: string) => new HttpError(409, reason, 'chat_closed');

/** Refuses a message to a closed Lux chat (409 'chat_closed', saying since when and what next). */
export const assertChatOpen = async (db: Db, channelSid: string, now = new Date()) => {
  const reason = await closedChatReason(db, channelSid, now);
  if (reason) throw chatClosed(reason);
};
