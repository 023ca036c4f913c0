import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatChannels, chatMessages } from '../../db/schema';
import { errorSummary } from '../../http/errorSummary';
import type { Log } from '../../http/logger';
import type { ChatMessageEvent } from '../../presenters/chatMessagePresenter';
import type { ConversationsClient } from './conversationsClient';
import { linkTwilioChannel, shopperIdentity, stylistIdentity } from './twilioChannels';

/**
 * Markers in a message's `attributes` (the existing JSON column):
 * - `twilio_sid`: the message is in the Twilio conversation under that sid (posted by the mirror,
 *   or it came from Twilio: the webhook and replies), so it is never posted again;
 * - `twilio_pending`: a post is under way or failed; the time (ms since the epoch) after which
 *   it may be tried again.
 */
export const TWILIO_SID = 'twilio_sid';
const PENDING = 'twilio_pending';

/** How long one attempt holds a message before another (a crash's, another worker's) may retry. */
const LEASE_MS = 60_000;
/** When a failed post is tried again in this process; later ones wait for a sweep or a message. */
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000] as const;
/** How far back a sweep looks for messages that never reached Twilio. */
const SWEEP_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

type Row = typeof chatMessages.$inferSelect;

export type TwilioChatMirrorDeps = {
  db: Db;
  log: Log;
  /** The REST client, asked for on each use (tests put a stand-in's in place after start-up). */
  conversations: () => ConversationsClient;
  retryDelaysMs?: readonly number[];
};

/** A local message's id in Twilio's attributes, so a retried post can be recognised. */
const MESSAGE_ID = 'message_id';

const pendingDue = (now: number) =>
  sql`coalesce((${chatMessages.attributes}->>${PENDING})::bigint, 0) <= ${now}`;
const notInTwilio = sql`${chatMessages.attributes}->>${TWILIO_SID} is null`;

/**
 * Posts the messages the server writes (the welcome message, the simulated stylist's texts and
 * boards, a questionnaire's answers) into the pair's Twilio conversation, so a shopper on the
 * Conversations SDK sees them: as `stylist:<id>` or the shopper, with the attributes the SPA
 * reads (`type`, `board_uuid`, `reply_to`) and the local id (`message_id`). Messages that came
 * from Twilio (`twilio_sid`) and local pictures (their bytes are ours; on Twilio the SDK sends
 * pictures) are not posted.
 *
 * Each post is marked `twilio_pending` first and `twilio_sid` once Twilio has it, so nothing is
 * lost: a failed post is logged (ids and the error's summary, never the text) and tried again
 * after a delay in this process, before the channel's next message, and by `retryPending`; a
 * retry first looks for the local id among the conversation's latest messages, so a post that
 * got through before its answer was lost is not made twice. Posts of one channel are made in
 * order within a process.
 */
export class TwilioChatMirror {
  private readonly chains = new Map<string, Promise<void>>();
  private readonly attempts = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly deps: TwilioChatMirrorDeps) {}

  /** Posts a newly stored message (after any of its channel's that are waiting). */
  mirror(message: ChatMessageEvent): Promise<void> {
    if (TWILIO_SID in message.attributes || message.type === 'picture') return Promise.resolve();
    return this.inOrder(message.channel_sid, async () => {
      await this.postPending(message.channel_sid);
      await this.attempt(message.sid, false);
    });
  }

  /** Tries again the messages whose post failed (oldest first), in every channel. */
  async retryPending(limit = 50) {
    const now = Date.now();
    const rows = await this.deps.db
      .select({ id: chatMessages.id, channelSid: chatMessages.channelSid })
      .from(chatMessages)
      .where(
        and(
          sql`${chatMessages.attributes} ? ${PENDING}`,
          pendingDue(now),
          sql`${chatMessages.createdAt} > ${new Date(now - SWEEP_WINDOW_MS)}`,
        ),
      )
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .limit(limit);
    for (const row of rows) await this.inOrder(row.channelSid, () => this.attempt(row.id, true));
  }

  /** Stops the retries this process has scheduled. */
  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private inOrder(channelSid: string, work: () => Promise<void>) {
    const next = (this.chains.get(channelSid) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => {});
    this.chains.set(channelSid, settled);
    void settled.then(() => {
      if (this.chains.get(channelSid) === settled) this.chains.delete(channelSid);
    });
    return next;
  }

  private async postPending(channelSid: string) {
    const waiting = await this.deps.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.channelSid, channelSid),
          sql`${chatMessages.attributes} ? ${PENDING}`,
          pendingDue(Date.now()),
        ),
      )
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .limit(20);
    for (const { id } of waiting) await this.attempt(id, true);
  }

  /** Holds the message for one attempt: answers it, or null when it is in Twilio or held. */
  private async claim(id: string) {
    const now = Date.now();
    const [row] = await this.deps.db
      .update(chatMessages)
      .set({
        attributes: sql`${chatMessages.attributes} || jsonb_build_object(${PENDING}::text, ${now + LEASE_MS}::bigint)`,
      })
      .where(and(eq(chatMessages.id, id), notInTwilio, pendingDue(now)))
      .returning();
    return row ?? null;
  }

  private async attempt(id: string, retry: boolean) {
    const { db, log } = this.deps;
    const row = await this.claim(id);
    if (!row) return;
    try {
      const twilioSid = await this.post(row, retry);
      await db
        .update(chatMessages)
        .set({
          attributes: sql`(${chatMessages.attributes} - ${PENDING}::text) || jsonb_build_object(${TWILIO_SID}::text, ${twilioSid}::text)`,
        })
        .where(eq(chatMessages.id, id));
      this.attempts.delete(id);
    } catch (error) {
      const attempt = (this.attempts.get(id) ?? 0) + 1;
      const delays = this.deps.retryDelaysMs ?? RETRY_DELAYS_MS;
      const delay = delays[Math.min(attempt, delays.length) - 1] ?? LEASE_MS;
      log({
        event: 'chat.twilio_mirror_failed',
        channelSid: row.channelSid,
        messageId: id,
        attempt,
        ...errorSummary(error),
      });
      await db
        .update(chatMessages)
        .set({
          attributes: sql`${chatMessages.attributes} || jsonb_build_object(${PENDING}::text, ${Date.now() + delay}::bigint)`,
        })
        .where(eq(chatMessages.id, id))
        .catch((marking: unknown) =>
          log({ event: 'chat.twilio_mirror_unmarked', messageId: id, ...errorSummary(marking) }),
        );
      if (attempt > delays.length) {
        this.attempts.delete(id);
        return;
      }
      this.attempts.set(id, attempt);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.inOrder(row.channelSid, () => this.attempt(id, true)).catch(() => {});
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
  }

  /** Posts the message to its pair's conversation; answers its Twilio sid. */
  private async post(row: Row, retry: boolean) {
    const { db } = this.deps;
    const conversations = this.deps.conversations();
    const [channel] = await db
      .select()
      .from(chatChannels)
      .where(eq(chatChannels.sid, row.channelSid));
    if (!channel) throw new Error('The message has no channel');
    const conversationSid = await linkTwilioChannel(db, conversations, channel);
    if (retry) {
      const recent = await conversations.recentMessages(conversationSid);
      const earlier = recent.find((message) => message.attributes[MESSAGE_ID] === row.id);
      if (earlier) return earlier.sid;
    }
    const posted = await conversations.postMessage(conversationSid, {
      author:
        row.sender === 'stylist'
          ? stylistIdentity(channel.stylistId)
          : shopperIdentity(channel.clientId),
      body: row.content,
      attributes: await this.attributesFor(row),
    });
    return posted.sid;
  }

  private async attributesFor(row: Row) {
    const attributes: Record<string, string> = { type: row.type, [MESSAGE_ID]: row.id };
    if (row.attributes.board_uuid) attributes.board_uuid = row.attributes.board_uuid;
    if (row.clientKey) attributes.client_key = row.clientKey;
    const replyTo = row.attributes.reply_to;
    if (replyTo) {
      const [target] = await this.deps.db
        .select({ twilioSid: sql<string | null>`${chatMessages.attributes}->>${TWILIO_SID}` })
        .from(chatMessages)
        .where(eq(chatMessages.id, replyTo));
      attributes.reply_to = target?.twilioSid ?? replyTo;
    }
    return attributes;
  }
}
