import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatChannels } from '../db/schema';

/**
 * A new channel's shopper has read nothing yet: every message the stylist sends, the booking's
 * welcome included (written in the same transaction, at the same `now()`), counts as unread.
 */
const NEVER_READ = new Date(0);

const pairSid = async (db: Db, clientId: string, stylistId: string) => {
  const [channel] = await db
    .select({ sid: chatChannels.sid })
    .from(chatChannels)
    .where(and(eq(chatChannels.clientId, clientId), eq(chatChannels.stylistId, stylistId)));
  if (!channel) throw new Error('The chat channel was not created');
  return channel.sid;
};

/** The shopper's one channel with a stylist: reused when it exists, else created. Answers its sid. */
export const ensureChannel = async (db: Db, clientId: string, stylistId: string) => {
  await db
    .insert(chatChannels)
    .values({
      sid: `CH${randomBytes(16).toString('hex')}`,
      clientId,
      stylistId,
      clientReadAt: NEVER_READ,
    })
    .onConflictDoNothing();
  return pairSid(db, clientId, stylistId);
};

/**
 * Gives a channel a new sid, and everything that refers to it with it (messages, picture links,
 * pictures, the stylist's turn, sessions, tips), in one statement: the foreign keys are checked
 * at its end, when the channel and its references have all moved.
 */
const renameChannel = async (db: Db, from: string, to: string) => {
  const link = (sid: string) => `chat/channels/${sid}/`;
  await db.execute(sql`
    with channel as (update chat_channels set sid = ${to} where sid = ${from}),
    messages as (
      update chat_messages
      set channel_sid = ${to},
        content = case when type = 'picture'
          then replace(content, ${link(from)}, ${link(to)}) else content end
      where channel_sid = ${from}
    ),
    pictures as (update chat_pictures set channel_sid = ${to} where channel_sid = ${from}),
    turns as (update stylist_turns set channel_sid = ${to} where channel_sid = ${from}),
    sessions as (update styling_sessions set channel_sid = ${to} where channel_sid = ${from})
    update tips set channel_sid = ${to} where channel_sid = ${from}
  `);
};

/**
 * Keeps `sid` (a chat service's, e.g. a Twilio conversation's) as the shopper's channel with the
 * stylist. A channel the pair already has under another sid (made before chat moved to that
 * service, or by a booking) takes the new sid, with its history and sessions. Answers `sid`.
 */
export const storeChannel = async (db: Db, clientId: string, stylistId: string, sid: string) => {
  await db
    .insert(chatChannels)
    .values({ sid, clientId, stylistId, clientReadAt: NEVER_READ })
    .onConflictDoNothing();
  const current = await pairSid(db, clientId, stylistId);
  if (current !== sid) await renameChannel(db, current, sid);
  return sid;
};
