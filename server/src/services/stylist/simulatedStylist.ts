import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { PLANS, isPlanId } from '@shared/plans';
import type { Db } from '../../db/client';
import {
  chatChannels,
  chatMessages,
  stylingSessions,
  stylistTurns,
  stylists,
  users,
} from '../../db/schema';
import type { Log } from '../../http/logger';
import { presentChatMessage } from '../../presenters/chatMessagePresenter';
import type { ChatBus } from '../chatBus';
import { type BoardRow, boardsOf, createMoodboard, createStyleBoard } from './boards';
import { contactReply } from './contactReplies';
import { mergeNotes, notesIn } from './notes';
import { planTurn, type StylistAction } from './script';
import { sessionNotes } from './sessionNotes';
import { errorSummary } from '../../http/errorSummary';
import { isLuxSession } from '../booking/luxChats';

type Message = typeof chatMessages.$inferSelect;
type Session = typeof stylingSessions.$inferSelect;

export type SimulatedStylistDeps = {
  db: Db;
  bus: ChatBus;
  log: Log;
  /** How long the stylist takes to answer: seconds in development, 0 (at once) in tests. */
  delayMs: number;
};

/** How often each process looks for turns that are due (a restart's, or another process's). */
const SWEEP_MS = 1000;

/**
 * The stylist, simulated on the reference server: every stylist's side of every channel. A
 * shopper's message (or a new session) makes the stylist's turn due after `delayMs`; the turn is
 * a row in `stylist_turns`, claimed (deleted) by one process, so several workers never answer
 * twice and a restart never forgets a turn. A paid session follows ./script.ts; a channel
 * without an active session gets ./contactReplies.ts.
 */
export class SimulatedStylist {
  private sweeper: NodeJS.Timeout | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private lastStamp = 0;

  constructor(private readonly deps: SimulatedStylistDeps) {}

  /** The stylist's turn in this channel is due after the delay (or sooner, if already due). */
  async schedule(channelSid: string) {
    const dueAt = new Date(Date.now() + this.deps.delayMs);
    await this.deps.db
      .insert(stylistTurns)
      .values({ channelSid, dueAt })
      .onConflictDoUpdate({
        target: stylistTurns.channelSid,
        set: { dueAt: sql`least(${stylistTurns.dueAt}, excluded.due_at)` },
      });
    if (this.deps.delayMs === 0) {
      await this.runDue(channelSid);
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.runDue(channelSid);
    }, this.deps.delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Looks for due turns every second, until `stop`. */
  start() {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  stop() {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  async sweep() {
    try {
      const due = await this.deps.db
        .select({ channelSid: stylistTurns.channelSid })
        .from(stylistTurns)
        .where(lte(stylistTurns.dueAt, new Date()))
        .limit(20);
      for (const { channelSid } of due) await this.runDue(channelSid);
    } catch (error) {
      this.deps.log({ event: 'stylist.sweep_failed', ...errorSummary(error) });
    }
  }

  /** Takes the channel's turn if it is due and nobody else took it, then any that follow. */
  async runDue(channelSid: string) {
    try {
      const [claimed] = await this.deps.db
        .delete(stylistTurns)
        .where(and(eq(stylistTurns.channelSid, channelSid), lte(stylistTurns.dueAt, new Date())))
        .returning();
      if (!claimed) return;
      const again = await this.turn(channelSid);
      if (again) await this.schedule(channelSid);
    } catch (error) {
      this.deps.log({
        event: 'stylist.turn_failed',
        channelSid,
        ...errorSummary(error),
      });
    }
  }

  /** One turn: answers what the shopper wrote. True when another turn should follow. */
  private async turn(channelSid: string) {
    const { db } = this.deps;
    const [latest] = await db
      .select()
      .from(stylingSessions)
      .where(eq(stylingSessions.channelSid, channelSid))
      .orderBy(desc(stylingSessions.createdAt), desc(stylingSessions.id))
      .limit(1);
    if (!latest) {
      await this.answerContact(channelSid, false);
      return false;
    }
    if (latest.status === 'ended' && latest.stylist.stage !== 'closed') {
      await this.answerContact(channelSid, true);
      return false;
    }
    const { messages, again } = await db.transaction(async (tx) => {
      const [session] = await tx
        .select()
        .from(stylingSessions)
        .where(eq(stylingSessions.id, latest.id))
        .for('update');
      if (!session) return { messages: [], again: false };
      return this.sessionTurn(tx, session);
    });
    for (const message of messages) await this.deps.bus.publish(presentChatMessage(message));
    return again;
  }

  private async sessionTurn(db: Db, session: Session) {
    const unread = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.channelSid, session.channelSid ?? ''),
          eq(chatMessages.sender, 'client'),
          gte(chatMessages.createdAt, session.createdAt),
        ),
      )
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .offset(session.stylist.read);
    const boardOfMessage = await this.boardsByMessage(db, unread);
    const newNotes = unread.flatMap((message) =>
      message.type === 'text' ? notesIn(message.content, 'chat') : [],
    );
    const chatNotes = mergeNotes(session.chatNotes, newNotes);
    const withNotes = { ...session, chatNotes };
    const notes = await sessionNotes(db, withNotes);
    const [client] = await db.select().from(users).where(eq(users.id, session.userId));
    const plan = isPlanId(session.plan) ? PLANS[session.plan] : PLANS.major;
    const turn = planTurn({
      progress: session.stylist,
      limits: { styleBoards: plan.styleBoards, revisions: plan.revisions },
      subscription: session.type === 'subscription',
      clientFirstName: client?.firstName ?? 'there',
      messages: unread.map((message) => ({
        text: message.type === 'text' ? message.content : '',
        boardId: boardOfMessage.get(message.id) ?? null,
      })),
      newNotes,
      notes,
    });
    const sent: Message[] = [];
    let status = session.status;
    for (const action of turn.actions) {
      const message = await this.act(db, withNotes, notes, action);
      if (message) sent.push(message);
      // A Lux session runs for its booked month whatever is sent (../booking/luxChats.ts).
      if (action.kind === 'close' && session.type === 'one-time' && !isLuxSession(session))
        status = 'ended';
    }
    await db
      .update(stylingSessions)
      .set({
        stylist: { ...turn.progress, read: session.stylist.read + unread.length },
        chatNotes,
        status,
      })
      .where(eq(stylingSessions.id, session.id));
    return { messages: sent, again: turn.again };
  }

  /** The board each message answers: a reply to a board's message revises that board. */
  private async boardsByMessage(db: Db, messages: readonly Message[]) {
    const replied = messages.flatMap((message) =>
      message.attributes.reply_to ? [[message.id, message.attributes.reply_to] as const] : [],
    );
    const boards = new Map<string, string>();
    for (const [id, replyTo] of replied) {
      const [target] = await db.select().from(chatMessages).where(eq(chatMessages.id, replyTo));
      if (target?.attributes.board_uuid) boards.set(id, target.attributes.board_uuid);
    }
    return boards;
  }

  private async act(
    db: Db,
    session: Session,
    notes: Awaited<ReturnType<typeof sessionNotes>>,
    action: StylistAction,
  ): Promise<Message | null> {
    const say = (content: string, type = 'text', board?: BoardRow) =>
      this.insert(db, session.channelSid ?? '', content, type, board);
    switch (action.kind) {
      case 'say':
        return say(action.text);
      case 'close':
        return null;
      case 'moodboard': {
        const board = await createMoodboard(db, session, notes);
        return say(board.title, 'moodboard', board);
      }
      case 'styleboard': {
        const board = await createStyleBoard(db, { session, notes });
        return board
          ? say(`Style board ${board.number}: ${board.title}`, 'styleboard', board)
          : say(
              "I couldn't find new pieces that fit everything you told me. Could we stretch the budget a little, or is there a colour you'd like back?",
            );
      }
      case 'revision': {
        const boards = await boardsOf(db, session.id);
        const styleBoards = boards.filter((board) => board.kind === 'styleboard');
        const revising =
          styleBoards.find((board) => board.id === action.of) ?? styleBoards.at(-1) ?? null;
        const board = await createStyleBoard(db, {
          session,
          notes,
          revising,
          cheaper: action.cheaper,
        });
        return board
          ? say(`Style board ${board.number}, revised: ${board.title}`, 'styleboard', board)
          : say(
              "I couldn't find pieces for that change that also fit everything else you told me. Tell me what matters most and I'll try again.",
            );
      }
    }
  }

  private async insert(
    db: Db,
    channelSid: string,
    content: string,
    type: string,
    board?: BoardRow,
  ) {
    const [row] = await db
      .insert(chatMessages)
      .values({
        id: randomUUID(),
        channelSid,
        sender: 'stylist',
        type,
        content,
        attributes: board ? { board_uuid: board.id } : {},
        createdAt: this.stamp(),
      })
      .returning();
    if (!row) throw new Error('The stylist message was not stored');
    return row;
  }

  /**
   * When a stylist message is written: the clock, but always after the previous one, so the
   * messages of one turn (one transaction, where now() stands still) keep their order.
   */
  private stamp() {
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    return new Date(this.lastStamp);
  }

  /** Outside a session: one answer when the shopper's message is the latest in the channel. */
  private async answerContact(channelSid: string, hadSession: boolean) {
    const { db } = this.deps;
    const [last] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.channelSid, channelSid))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(1);
    if (!last || last.sender !== 'client') return;
    const [row] = await db
      .select({ stylist: stylists, client: users })
      .from(chatChannels)
      .innerJoin(stylists, eq(stylists.id, chatChannels.stylistId))
      .innerJoin(users, eq(users.id, chatChannels.clientId))
      .where(eq(chatChannels.sid, channelSid));
    if (!row) return;
    const text = contactReply({
      isBot: row.stylist.isBot,
      stylistFirstName: row.stylist.firstName,
      clientFirstName: row.client.firstName,
      hadSession,
      message: last.type === 'text' ? last.content : '',
    });
    const message = await this.insert(db, channelSid, text, 'text');
    await this.deps.bus.publish(presentChatMessage(message));
  }
}
