import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import { presentChatMessage } from '../../presenters/chatMessagePresenter';
import type { ChatMessageEvent } from '../../presenters/chatMessagePresenter';
import type { ChatBus } from '../../services/chatBus';

const PING_MS = 25_000;
/** How soon a client should come back after the server said it is closing. */
const RECONNECT_MS = 1_000;
const MAX_REPLAY = 200;
/** The position before a channel's first message. */
const START = '0';

/** The channel's messages stored after the one with id `afterId` (`START`: all of them). */
const messagesAfter = async (db: Db, channelSid: string, afterId: string) => {
  const after =
    afterId === START
      ? undefined
      : sql`(${chatMessages.createdAt}, ${chatMessages.id}) > (select m.created_at, m.id from chat_messages m where m.id = ${afterId} and m.channel_sid = ${channelSid})`;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelSid, channelSid), after))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(MAX_REPLAY);
  return rows.map(presentChatMessage);
};

/** The sid of the channel's latest message, or `START`. */
const latestPosition = async (db: Db, channelSid: string) => {
  const [latest] = await db
    .select({ sid: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.channelSid, channelSid))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return latest?.sid ?? START;
};

/**
 * The live stream of one channel's new messages (server-sent events): `ready` once listening,
 * then `message` per new message, `ping` every 25 s. Every event but `ping` carries an id, a
 * position in the channel (`ready`: the latest message when it opened; `message`: its sid). The
 * stream ends with `closing` (and `retry: 1000`) when the server shuts down or when the event bus
 * may have lost events; the client then reconnects (to another worker, or to this server once
 * restarted) with `Last-Event-ID` (EventSource sends it by itself) and first gets what it missed.
 */
const streamMessages = async (
  stream: SSEStreamingApi,
  { db, shutdown }: Pick<AppDeps, 'db' | 'shutdown'>,
  bus: ChatBus,
  channelSid: string,
  lastEventId: string | undefined,
) => {
  let queue: ChatMessageEvent[] = [];
  let replayed = new Set<string>();
  let gap = false;
  let wake = () => {};
  const subscription = bus.subscribe(
    channelSid,
    (message) => {
      if (replayed.has(message.sid)) return;
      queue.push(message);
      wake();
    },
    {
      onGap: () => {
        gap = true;
        wake();
      },
    },
  );
  const stop = () => wake();
  shutdown.addEventListener('abort', stop);
  stream.onAbort(stop);
  const open = () => !stream.aborted && !shutdown.aborted && !gap;
  try {
    await subscription.ready;
    const position = lastEventId || (await latestPosition(db, channelSid));
    if (lastEventId) {
      const missed = await messagesAfter(db, channelSid, lastEventId);
      replayed = new Set(missed.map((message) => message.sid));
      queue = [...missed, ...queue.filter((message) => !replayed.has(message.sid))];
    }
    await stream.writeSSE({
      event: 'ready',
      id: position,
      data: JSON.stringify({ channel_sid: channelSid }),
    });
    while (open()) {
      const next = queue.shift();
      if (next) {
        await stream.writeSSE({ event: 'message', id: next.sid, data: JSON.stringify(next) });
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, PING_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = () => {};
      if (!queue.length && open()) await stream.writeSSE({ event: 'ping', data: '' });
    }
    if (!stream.aborted) {
      await stream.writeSSE({ event: 'closing', data: '', retry: RECONNECT_MS });
    }
  } finally {
    subscription();
    shutdown.removeEventListener('abort', stop);
  }
};

/**
 * Streams the channel and frees the stream's slot (`release`, ./streamSlots.ts) once the stream
 * has ended, however it ends.
 */
export const streamChannel = (
  c: Context,
  { db, shutdown }: Pick<AppDeps, 'db' | 'shutdown'>,
  bus: ChatBus,
  channelSid: string,
  release: () => void,
) => {
  const lastEventId = c.req.header('last-event-id')?.trim();
  return streamSSE(c, async (stream) => {
    try {
      await streamMessages(stream, { db, shutdown }, bus, channelSid, lastEventId);
    } finally {
      release();
    }
  });
};
