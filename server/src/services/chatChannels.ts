import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatChannels } from '../db/schema';

/** The shopper's one channel with a stylist: reused when it exists, else created. Answers its sid. */
export const ensureChannel = async (db: Db, clientId: string, stylistId: string) => {
  await db
    .insert(chatChannels)
    .values({ sid: `CH${randomBytes(16).toString('hex')}`, clientId, stylistId })
    .onConflictDoNothing();
  const [channel] = await db
    .select({ sid: chatChannels.sid })
    .from(chatChannels)
    .where(and(eq(chatChannels.clientId, clientId), eq(chatChannels.stylistId, stylistId)));
  if (!channel) throw new Error('The chat channel was not created');
  return channel.sid;
};
