import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChatMessageAttributes, chatMessages } from '../../db/schema';
import { TWILIO_SID } from './twilioChatMirror';

/** A stored message's attributes with the Twilio message it is (./twilioChatMirror.ts). */
export type TwilioMessageAttributes = ChatMessageAttributes & { twilio_sid?: string };

/**
 * The stored message that is Twilio's message `twilioSid` in the channel: one that came from
 * Twilio (stored under that sid) or one the mirror posted there. Null when there is none.
 */
export const storedMessageFor = async (db: Db, channelSid: string, twilioSid: string) => {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelSid, channelSid),
        or(
          eq(chatMessages.id, twilioSid),
          sql`${chatMessages.attributes}->>${TWILIO_SID} = ${twilioSid}`,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** The Twilio sid a stored message has there (none when it never reached Twilio). */
export const twilioSidOf = (row: typeof chatMessages.$inferSelect) =>
  (row.attributes as TwilioMessageAttributes).twilio_sid ?? null;
