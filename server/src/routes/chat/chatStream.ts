import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { and, asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { errorSummary } from '../../http/errorSummary';
import type { AppDeps } from '../../appDeps';
import { presentChatMessage } from '../../presenters/chatMessagePresenter';
import type { ChatMessageEvent } from '../../presenters/chatMessagePresenter';
import type { ChatBus } from '../../services/chatBus';

const PING_MS = 25_000;
/** How soon a client should come back after the server said it is closing. */
const RECONNECT_MS = 1_000;
const MAX_REPLAY = 200;
/** The position before the scope's first message. */
const START = '0';

/** Where a stream's messages come from: one channel, or every channel of one shopper. */
export type StreamScope =
  { kind: 'channel'; channelSid: string } | { kind: 'client'; clientId: string };

/** The scope's channels, as SQL: one channel's sid, or those the shopper is the client of. */
const channelsOf = (scope: StreamScope) =>
  scope.kind === 'channel'
    ? sql`(${scope.channelSid})`
    : sql`(select c.sid from chat_channels c where c.client_id = ${scope.clientId})`;

/**
 * The scope's messages stored after the one with id `afterId` (`START`: all of them); `afterId`
 * must be one of the scope's, or nothing is replayed.
 */
const messagesAfter = async (db: Db, scope: StreamScope, afterId: string) => {
  const after =
    afterId === START
      ? undefined
      : sql`(${chatMessages.createdAt}, ${chatMessages.id}) > (select m.created_at, m.id from chat_messages m where m.id = ${afterId} and m.channel_sid in ${channelsOf(scope)})`;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(sql`${chatMessages.channelSid} in ${channelsOf(scope)}`, after))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(MAX_REPLAY);
  return rows.map(presentChatMessage);
};

/** The sid of the scope's latest message, or `START`. */
const latestPosition = async (db: Db, scope: StreamScope) => {
  const [latest] = await db
    .select({ sid: chatMessages.id })
    .from(chatMessages)
    .where(sql`${chatMessages.channelSid} in ${channelsOf(scope)}`)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return latest?.sid ?? START;
};

/**
 * The live stream of new messages (server-sent events), of one channel or of every channel of
 * one shopper (the inbox's, and the chat page's beside it): `ready` once listening, then
 * `message` per new message (its `channel_sid` says whose), `ping` every 25 s. Every event but
 * `ping` carries an id, a position in the scope (`ready`: the latest message when it opened;
 * `message`: its sid). The stream ends with `closing` (and `retry: 1000`) when the server shuts
 * down or when the event bus may have lost events; the client then reconnects (to another
 * worker, or to this server once restarted) with `Last-Event-ID` (EventSource sends it by
 * itself) and first gets what it missed: the scope's messages stored after that one.
 */
const streamMessages = async (
  stream: SSEStreamingApi,
  { db, shutdown }: Pick<AppDeps, 'db' | 'shutdown'>,
  bus: ChatBus,
  scope: StreamScope,
  lastEventId: string | undefined,
) => {
  let queue: ChatMessageEvent[] = [];
  let replayed = new Set<string>();
  let gap = false;
  let wake = () => {};
  const onMessage = (message: ChatMessageEvent) => {
    if (replayed.has(message.sid)) return;
    queue.push(message);
    wake();
  };
  const options = {
    onGap: () => {
      gap = true;
      wake();
    },
  };
  const subscription =
    scope.kind === 'channel'
      ? bus.subscribe(scope.channelSid, onMessage, options)
      : bus.subscribeClient(scope.clientId, onMessage, options);
  const stop = () => wake();
  shutdown.addEventListener('abort', stop);
  stream.onAbort(stop);
  const open = () => !stream.aborted && !shutdown.aborted && !gap;
  try {
    await subscription.ready;
    const position = lastEventId || (await latestPosition(db, scope));
    if (lastEventId) {
      const missed = await messagesAfter(db, scope, lastEventId);
      replayed = new Set(missed.map((message) => message.sid));
      queue = [...missed, ...queue.filter((message) => !replayed.has(message.sid))];
    }
    await stream.writeSSE({
      event: 'ready',
      id: position,
      data: JSON.stringify(scope.kind === 'channel' ? { channel_sid: scope.channelSid } : {}),
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
 * Streams the scope's messages and frees the stream's slot (`release`, ./streamSlots.ts) once the
 * stream has ended, however it ends.
 */
export const streamChat = (
  c: Context,
  { db, shutdown, log }: Pick<AppDeps, 'db' | 'shutdown' | 'log'>,
  bus: ChatBus,
  scope: StreamScope,
  release: () => void,
) => {
  const lastEventId = c.req.header('last-event-id')?.trim();
  return streamSSE(
    c,
    async (stream) => {
      try {
        await streamMessages(stream, { db, shutdown }, bus, scope, lastEventId);
      } finally {
        release();
      }
    },
    // A stream that fails (the database gone at shutdown, say) ends; the client reconnects with
    // its Last-Event-ID. Logged as a summary, never with the query's parameters.
    async (error) => {
      log({ event: 'chat.stream_failed', ...errorSummary(error) });
      await Promise.resolve();
    },
  );
};
