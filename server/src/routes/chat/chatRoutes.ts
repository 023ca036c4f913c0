import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/authMiddleware';
import {
  chatChannels,
  chatMessages,
  chatPictureVariants,
  chatPictures,
  stylists,
} from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { forbidden, notFound } from '../../http/errors';
import { readBody, readQuery } from '../../http/validate';
import { presentChatMessage } from '../../presenters/chatMessagePresenter';
import type { ChatBus } from '../../services/chatBus';
import { ensureChannel } from '../../services/chatChannels';
import { reserveStorage } from '../../services/uploads/storageQuota';
import type { SimulatedStylist } from '../../services/stylist/simulatedStylist';
import { conversationsFor } from '../../services/twilio/conversationsFor';
import { openTwilioChannel } from '../../services/twilio/twilioChannels';
import { ownChannel, postClientMessage, writableChannel } from './chatMessages';
import { readChatPictureFile } from './chatPictureFiles';
import {
  chatPicturePath,
  chatPictureVariantPath,
  makeChatPictureVariants,
  readChatPicture,
} from './chatPicture';
import { streamChat } from './chatStream';
import { replyOnTwilio } from './twilioReply';
import { StreamSlots } from './streamSlots';

const channelSchema = z.object({ client_uuid: z.string().min(1), stylist_uuid: z.string().min(1) });
const content = z
  .string()
  .trim()
  .min(1, 'Write a message first.')
  .max(4000, 'Messages can be up to 4000 characters.');
const clientKey = z.string().min(8).max(100).optional();
const messageSchema = z.object({
  type: z.enum(['text']).default('text'),
  content,
  client_key: clientKey,
});
const replySchema = z.object({ content, client_key: clientKey });
const pageSchema = z.object({
  from: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(200).default(100),
});

/**
 * The chat stand-in (gateway root): channels between a client and a stylist, messages (text,
 * pictures, replies), live streams of new messages as server-sent events (one channel's, or
 * every channel of the shopper's: `chat/stream`), and where the shopper has read up to
 * (`PUT chat/channels/{sid}/read`, with either chat service: the inbox counts what is unread). Only the
 * channel's client reads or writes it; the simulated stylist answers (./../../services/stylist).
 * With chat on Twilio, `POST twilio/channel` makes (or joins) the pair's Twilio conversation
 * and answers its sid (../../services/twilio), and a reply is posted there (./twilioReply.ts).
 */
export const chatRoutes = (deps: AppDeps, bus: ChatBus, stylist: SimulatedStylist) => {
  const { db } = deps;
  const post = { db, bus, stylist };
  const streams = new StreamSlots(deps.config.liveStreamsPerUser, deps.config.liveStreamsTotal);
  return new Hono<AppEnv>()
    .use('/twilio/*', requireUser)
    .use('/chat/*', requireUser)
    .use('/message/*', requireUser)
    .post('/twilio/channel', async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, channelSchema);
      if (body.client_uuid !== user.id) throw forbidden();
      const [found] = await db
        .select({ id: stylists.id })
        .from(stylists)
        .where(eq(stylists.id, body.stylist_uuid))
        .limit(1);
      if (!found) throw notFound('That stylist');
      const sid = deps.config.vendors.twilio
        ? await openTwilioChannel(db, conversationsFor(deps.config), user.id, found.id)
        : await ensureChannel(db, user.id, found.id);
      return c.json({ sid });
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
      const channel = await writableChannel(db, c.req.param('sid'), currentUser(c).id);
      const body = await readBody(c, messageSchema);
      const { message, created } = await postClientMessage(post, channel.sid, {
        type: 'text',
        content: body.content,
        clientKey: body.client_key,
      });
      return c.json(message, created ? 201 : 200);
    })
    .post('/chat/channels/:sid/pictures', async (c) => {
      const user = currentUser(c);
      const channel = await writableChannel(db, c.req.param('sid'), user.id);
      const form = await c.req.parseBody();
      const picture = await readChatPicture(form.picture);
      const key = typeof form.client_key === 'string' ? form.client_key.slice(0, 100) : undefined;
      // Made before the transaction and the shopper's storage lock (one encoding per spare core).
      const variants = await makeChatPictureVariants(picture.bytes);
      const variantBytes = variants.reduce((total, variant) => total + variant.bytes.length, 0);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await reserveStorage(tx, deps.config, user.id, picture.bytes.length + variantBytes);
        await tx.insert(chatPictures).values({ id, channelSid: channel.sid, ...picture });
        await tx
          .insert(chatPictureVariants)
          .values(variants.map(({ width, bytes }) => ({ pictureId: id, width, webp: bytes })));
      });
      const { message, created } = await postClientMessage(post, channel.sid, {
        type: 'picture',
        content: chatPicturePath(channel.sid, id),
        clientKey: key,
        attributes: {
          picture_variants: variants.map(({ width }) => ({
            width,
            url: chatPictureVariantPath(channel.sid, id, width),
          })),
        },
      });
      return c.json(message, created ? 201 : 200);
    })
    .get('/chat/channels/:sid/pictures/:file', async (c) => {
      const channel = await ownChannel(db, c.req.param('sid'), currentUser(c).id);
      const picture = await readChatPictureFile(db, channel.sid, c.req.param('file'));
      if (!picture) throw notFound('That picture');
      return c.body(new Uint8Array(picture.bytes), 200, {
        'content-type': picture.contentType,
        'cache-control': 'private, max-age=86400',
        'x-content-type-options': 'nosniff',
      });
    })
    .put('/message/:channel/:message/reply', async (c) => {
      const channel = await writableChannel(db, c.req.param('channel'), currentUser(c).id);
      if (deps.config.vendors.twilio) {
        const body = await readBody(c, replySchema);
        const { message, created } = await replyOnTwilio(
          { ...post, conversations: conversationsFor(deps.config) },
          {
            channelSid: channel.sid,
            clientId: channel.clientId,
            targetSid: c.req.param('message'),
          },
          { content: body.content, clientKey: body.client_key },
        );
        return c.json(message, created ? 201 : 200);
      }
      const [target] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.id, c.req.param('message')),
            eq(chatMessages.channelSid, channel.sid),
          ),
        );
      if (!target) throw notFound('That message');
      const body = await readBody(c, replySchema);
      const { message, created } = await postClientMessage(post, channel.sid, {
        type: 'text',
        content: body.content,
        clientKey: body.client_key,
        attributes: { reply_to: target.id },
      });
      return c.json(message, created ? 201 : 200);
    })
    .put('/chat/channels/:sid/read', async (c) => {
      const channel = await ownChannel(db, c.req.param('sid'), currentUser(c).id);
      const [read] = await db
        .update(chatChannels)
        .set({ clientReadAt: sql`greatest(${chatChannels.clientReadAt}, now())` })
        .where(eq(chatChannels.sid, channel.sid))
        .returning({ readAt: chatChannels.clientReadAt });
      return c.json({ read_at: read!.readAt.toISOString() });
    })
    .get('/chat/channels/:sid/stream', async (c) => {
      const user = currentUser(c);
      const channel = await ownChannel(db, c.req.param('sid'), user.id);
      const scope = { kind: 'channel', channelSid: channel.sid } as const;
      return streamChat(c, deps, bus, scope, streams.take(user.id));
    })
    .get('/chat/stream', (c) => {
      const user = currentUser(c);
      const scope = { kind: 'client', clientId: user.id } as const;
      return streamChat(c, deps, bus, scope, streams.take(user.id));
    });
};
