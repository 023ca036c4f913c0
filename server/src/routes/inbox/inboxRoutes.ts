import { Hono } from 'hono';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { preparedStatement } from '../../db/prepared';
import { chatChannels, chatMessages, stylingSessions, stylists } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { presentStylistSummary } from '../../presenters/stylistPresenter';
import { isLiveSession } from '../../services/booking/activeSession';
import { isBookable } from '../stylists/stylistQueries';

type SessionRow = typeof stylingSessions.$inferSelect;

/**
 * The booking state of a conversation: `ongoing` with an active session, `ended` when every
 * session ended, `none` without one; the latest session's plan, and its id when it is a
 * subscription.
 */
const bookingState = (stylist: typeof stylists.$inferSelect, sessions: SessionRow[]) => {
  const active = sessions.some((session) => isLiveSession(session.status));
  const latest = sessions[0] ?? null;
  return {
    can_book: isBookable(stylist) && !active,
    current_session_status: active
      ? ('ongoing' as const)
      : latest
        ? ('ended' as const)
        : ('none' as const),
    plan: latest?.plan ?? null,
    subscription_id: latest?.type === 'subscription' ? latest.id : null,
  };
};

const mine = sql.placeholder('userId');

const channelsStatement = preparedStatement((db) =>
  db
    .select({ channel: chatChannels, stylist: stylists })
    .from(chatChannels)
    .innerJoin(stylists, eq(stylists.id, chatChannels.stylistId))
    .where(eq(chatChannels.clientId, mine))
    .prepare('inbox_channels'),
);

/** The last message of each of the shopper's channels. */
const lastMessagesStatement = preparedStatement((db) =>
  db
    .selectDistinctOn([chatMessages.channelSid], { message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.sid, chatMessages.channelSid))
    .where(eq(chatChannels.clientId, mine))
    .orderBy(chatMessages.channelSid, desc(chatMessages.createdAt), desc(chatMessages.id))
    .prepare('inbox_last_messages'),
);

/** Per channel, the stylist's messages since the shopper last had it open (none: no row). */
const unreadStatement = preparedStatement((db) =>
  db
    .select({ channelSid: chatMessages.channelSid, unread: count() })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.sid, chatMessages.channelSid))
    .where(
      and(
        eq(chatChannels.clientId, mine),
        eq(chatMessages.sender, 'stylist'),
        gt(chatMessages.createdAt, chatChannels.clientReadAt),
      ),
    )
    .groupBy(chatMessages.channelSid)
    .prepare('inbox_unread'),
);

const sessionsStatement = preparedStatement((db) =>
  db
    .select()
    .from(stylingSessions)
    .where(eq(stylingSessions.userId, mine))
    .orderBy(desc(stylingSessions.createdAt), desc(stylingSessions.id))
    .prepare('inbox_sessions'),
);

/**
 * `GET proxy/user/{uid}/inbox`: the shopper's conversations, newest activity first, each with
 * its stylist, last message, how many of the stylist's messages are unread (since the shopper
 * last had the chat open, `PUT chat/channels/{sid}/read`) and booking state. Prepared
 * statements; the last messages, the sessions and the unread counts are read together, and only
 * when there is a conversation.
 */
export const inboxRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/proxy/user/:uid/inbox', ownUser(), async (c) => {
    const params = { userId: currentUser(c).id };
    const channels = await channelsStatement(db).execute(params);
    const [messages, sessions, unread] = channels.length
      ? await Promise.all([
          lastMessagesStatement(db).execute(params),
          sessionsStatement(db).execute(params),
          unreadStatement(db).execute(params),
        ])
      : [[], [], []];
    const lastBySid = new Map(messages.map(({ message }) => [message.channelSid, message]));
    const unreadBySid = new Map(unread.map((row) => [row.channelSid, row.unread]));
    const items = channels
      .map(({ channel, stylist }) => {
        const last = lastBySid.get(channel.sid);
        return {
          sid: channel.sid,
          stylist: { ...presentStylistSummary(stylist), is_bot: stylist.isBot },
          last_message: last
            ? {
                type: last.type,
                text: last.content,
                sender: last.sender,
                created: last.createdAt.toISOString(),
              }
            : null,
          unread_count: unreadBySid.get(channel.sid) ?? 0,
          ...bookingState(
            stylist,
            sessions.filter((session) => session.stylistId === stylist.id),
          ),
          updated: (last?.createdAt ?? channel.createdAt).toISOString(),
        };
      })
      .sort((a, b) => b.updated.localeCompare(a.updated) || a.sid.localeCompare(b.sid));
    return c.json({ items });
  });
