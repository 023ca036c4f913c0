import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChatMessageAttributes, chatChannels, chatMessages } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { presentChatMessage } from '../../presenters/chatMessagePresenter';
import type { ChatBus } from '../../services/chatBus';
import type { SimulatedStylist } from '../../services/stylist/simulatedStylist';
import { assertChatOpen } from '../../services/booking/luxChats';

/** The channel, if it is the user's own: another user's channel is a 403, an unknown one a 404. */
export const ownChannel = async (db: Db, sid: string, userId: string) => {
  const [channel] = await db.select().from(chatChannels).where(eq(chatChannels.sid, sid)).limit(1);
  if (!channel) throw notFound('That conversation');
  if (channel.clientId !== userId) throw forbidden();
  return channel;
};

/**
 * The shopper's channel, to write in: their own, and open (a Lux chat closes with its booked
 * month: 409 'chat_closed' saying since when and how to reopen it).
 */
export const writableChannel = async (db: Db, sid: string, userId: string) => {
  const channel = await ownChannel(db, sid, userId);
  await assertChatOpen(db, channel.sid);
  return channel;
};

export type ClientMessage = {
  /** Its id when another service named it (Twilio's message sid); else a new one. */
  id?: string;
  type: 'text' | 'picture';
  content: string;
  clientKey?: string | undefined;
  attributes?: ChatMessageAttributes;
};

/**
 * Stores a shopper's message once: a send retried with the same client key (or the same id)
 * answers the stored message (`created: false`) instead of storing it twice. A new message is published to the
 * channel's live streams and makes the stylist's turn due.
 */
export const postClientMessage = async (
  { db, bus, stylist }: { db: Db; bus: ChatBus; stylist: SimulatedStylist },
  channelSid: string,
  message: ClientMessage,
) => {
  const [row] = await db
    .insert(chatMessages)
    .values({
      id: message.id ?? randomUUID(),
      channelSid,
      sender: 'client',
      type: message.type,
      content: message.content,
      attributes: message.attributes ?? {},
      clientKey: message.clientKey ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [stored] = await db
      .select()
      .from(chatMessages)
      .where(
        or(
          message.id ? eq(chatMessages.id, message.id) : undefined,
          and(
            eq(chatMessages.channelSid, channelSid),
            eq(chatMessages.clientKey, message.clientKey ?? ''),
          ),
        ),
      )
      .limit(1);
    if (!stored) throw new Error('The message was neither stored nor found');
    return { message: presentChatMessage(stored), created: false };
  }
  const presented = presentChatMessage(row);
  await bus.publish(presented);
  await stylist.schedule(channelSid);
  return { message: presented, created: true };
};
