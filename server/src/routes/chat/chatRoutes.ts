import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/authMiddleware';
import type { Db } from '../../db/client';
import { chatChannels, chatMessages, stylists } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../http/appEnv';
import { forbidden, notFound } from '../../http/errors';
import { readBody, readQuery } from '../../http/validate';
import { presentChatMessage } from '../../presenters/chatMessagePresenter';
import type { ChatBus } from '../../services/chatBus';
import { ensureChannel } from '../../services/chatChannels';
import { streamChannel } from './chatStream';

const channelSchema = z.object({ client_uuid: z.string().min(1), stylist_uuid: z.string().min(1) });
const messageSchema = z.object({
  type: z.enum(['text']).default('text'),
  content: z
    .string()
    .trim()
    .min(1, 'Write a message first.')
    .max(4000, 'Messages can be up to 4000 characters.'),
});
const pageSchema = z.object({
  from: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(200).default(100),
});

const ownChannel = async (db: Db, sid: string, userId: string) => {
  const [channel] = await db.select().from(chatChannels).where(eq(chatChannels.sid, sid)).limit(1);
  if (!channel) throw notFound('That conversation');
  if (channel.clientId !== userId) throw forbidden();
  return channel;
};

/**
 * The chat stand-in (gateway root): channels between a client and a stylist, messages, and a
 * live stream of new messages as server-sent events.
 */
export const chatRoutes = (deps: AppDeps, bus: ChatBus) => {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('/twilio/*', requireUser)
    .use('/chat/*', requireUser)
    .post('/twilio/channel', async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, channelSchema);
      if (body.client_uuid !== user.id) throw forbidden();
      const [stylist] = await db
        .select({ id: stylists.id })
        .from(stylists)
        .where(eq(stylists.id, body.stylist_uuid))
        .limit(1);
      if (!stylist) throw notFound('That stylist');
      return c.json({ sid: await ensureChannel(db, user.id, stylist.id) });
    })
    .get('/chat/channels', async (c) => {
      const user = currentUser(c);
      const rows = await db
        .select()
        .from(chatChannels)
        .where(eq(chatChannels.clientId, user.id))
        .orderBy(asc(chatChannels.createdAt), asc(chatChannels.sid));
      return c.json({
        items: rows.map((row) => ({
          sid: row.sid,
          stylist_uuid: row.stylistId,
          created: row.createdAt.toISOString(),
        })),
      });
    })
    .get('/chat/channels/:sid/messages', async (c) => {
      const channel = await ownChannel(db, c.req.param('sid'), currentUser(c).id);
      const { from, count } = readQuery(c, pageSchema);
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.channelSid, channel.sid))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
        .offset(from)
        .limit(count);
      return c.json({ items: rows.map(presentChatMessage) });
    })
    .post('/chat/channels/:sid/messages', async (c) => {
      const channel = await ownChannel(db, c.req.param('sid'), currentUser(c).id);
      const body = await readBody(c, messageSchema);
      const [row] = await db
        .insert(chatMessages)
        .values({
          id: randomUUID(),
          channelSid: channel.sid,
          sender: 'client',
          type: body.type,
          content: body.content,
        })
        .returning();
      if (!row) throw new Error('Message was not stored');
      const message = presentChatMessage(row);
      await bus.publish(message);
      return c.json(message, 201);
    })
    .get('/chat/channels/:sid/stream', async (c) => {
      const channel = await ownChannel(db, c.req.param('sid'), currentUser(c).id);
      return streamChannel(c, deps, bus, channel.sid);
    });
};
