import { Hono } from 'hono';
import { desc, eq, inArray } from 'drizzle-orm';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { chatChannels, chatMessages, stylists } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../http/appEnv';

/**
 * `GET proxy/user/{uid}/inbox`: the shopper's conversations, newest activity first, each with
 * its stylist and last message. Booking state (can_book, sessions, plans) comes with booking.
 */
export const inboxRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/proxy/user/:uid/inbox', ownUser(), async (c) => {
    const user = currentUser(c);
    const channels = await db
      .select({ channel: chatChannels, stylist: stylists })
      .from(chatChannels)
      .innerJoin(stylists, eq(stylists.id, chatChannels.stylistId))
      .where(eq(chatChannels.clientId, user.id));
    const sids = channels.map((row) => row.channel.sid);
    const messages = sids.length
      ? await db
          .selectDistinctOn([chatMessages.channelSid])
          .from(chatMessages)
          .where(inArray(chatMessages.channelSid, sids))
          .orderBy(chatMessages.channelSid, desc(chatMessages.createdAt), desc(chatMessages.id))
      : [];
    const lastBySid = new Map(messages.map((message) => [message.channelSid, message]));
    const items = channels
      .map(({ channel, stylist }) => {
        const last = lastBySid.get(channel.sid);
        return {
          sid: channel.sid,
          stylist: {
            uuid: stylist.id,
            name: `${stylist.firstName} ${stylist.lastName}`,
            first_name: stylist.firstName,
            last_name: stylist.lastName,
            profile_picture: stylist.profilePicture,
            is_bot: stylist.isBot,
          },
          last_message: last
            ? {
                type: last.type,
                text: last.content,
                sender: last.sender,
                created: last.createdAt.toISOString(),
              }
            : null,
          can_book: !stylist.isBot && stylist.isActive,
          current_session_status: 'none' as const,
          plan: null,
          subscription_id: null,
          updated: (last?.createdAt ?? channel.createdAt).toISOString(),
        };
      })
      .sort((a, b) => b.updated.localeCompare(a.updated));
    return c.json({ items });
  });
