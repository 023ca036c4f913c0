import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/services/chat/chatTypes';
import {
  dayLabel,
  groupByDay,
  initialMessages,
  messagesReducer,
  pendingMessage,
  type MessagesState,
} from './chatMessages';

const message = (sid: string, created: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  sid,
  sender: 'stylist',
  type: 'text',
  content: sid,
  boardId: null,
  replyTo: null,
  clientKey: null,
  created,
  ...over,
});

const reduce = (...actions: Parameters<typeof messagesReducer>[1][]) =>
  actions.reduce<MessagesState>(messagesReducer, initialMessages);

describe('messagesReducer', () => {
  it('keeps each message once, in time order, whether it came from history or live', () => {
    const state = reduce(
      { type: 'received', message: message('b', '2026-11-23T10:01:00Z') },
      {
        type: 'loaded',
        messages: [message('a', '2026-11-23T10:00:00Z'), message('b', '2026-11-23T10:01:00Z')],
      },
      { type: 'received', message: message('a', '2026-11-23T10:00:00Z') },
    );
    expect(state.loaded).toBe(true);
    expect(state.messages.map((m) => m.sid)).toEqual(['a', 'b']);
  });

  it('replaces the optimistic copy with the stored message, by its key', () => {
    const pending = pendingMessage(
      { text: 'Hi', clientKey: 'k1' },
      new Date('2026-11-23T11:00:00Z'),
    );
    const sending = reduce({ type: 'sending', message: pending });
    expect(sending.messages).toEqual([
      expect.objectContaining({ status: 'sending', content: 'Hi' }),
    ]);
    const stored = message('s1', '2026-11-23T11:00:01Z', {
      sender: 'client',
      content: 'Hi',
      clientKey: 'k1',
    });
    // The live stream and the send's answer may both bring it.
    const after = [stored, stored].reduce<MessagesState>(
      (state, m) => messagesReducer(state, { type: 'received', message: m }),
      sending,
    );
    expect(after.messages).toEqual([expect.objectContaining({ sid: 's1', status: 'sent' })]);
  });

  it('marks a failed send, keeps it after a reload of the history, and a retry sends it again', () => {
    const pending = pendingMessage({ text: 'Hi', clientKey: 'k1' });
    let state = reduce({ type: 'sending', message: pending }, { type: 'failed', clientKey: 'k1' });
    expect(state.messages[0]?.status).toBe('failed');
    state = messagesReducer(state, {
      type: 'loaded',
      messages: [message('a', '2026-11-23T10:00:00Z')],
    });
    expect(state.messages.map((m) => [m.sid, m.status])).toEqual([
      ['a', 'sent'],
      [pending.sid, 'failed'],
    ]);
    state = messagesReducer(state, { type: 'sending', message: { ...pending, status: 'sending' } });
    expect(state.messages.filter((m) => m.clientKey === 'k1')).toHaveLength(1);
    expect(state.messages.at(-1)?.status).toBe('sending');
  });
});

describe('day separators', () => {
  const now = new Date(2026, 10, 23, 15, 0);
  it('says Today, Yesterday, N days ago within the week, else the long date', () => {
    expect(dayLabel(new Date(2026, 10, 23, 9, 0).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 22, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 20, 18, 0).toISOString(), now)).toBe('3 days ago');
    expect(dayLabel(new Date(2026, 10, 17, 8, 0).toISOString(), now)).toBe('6 days ago');
    // From 7 days on: 'MMMM DD, YYYY' (000 §9, 001 §9).
    expect(dayLabel(new Date(2026, 10, 16, 20, 0).toISOString(), now)).toBe('November 16, 2026');
    expect(dayLabel(new Date(2026, 9, 2, 12, 0).toISOString(), now)).toBe('October 02, 2026');
    expect(dayLabel('not a date', now)).toBe('');
  });

  it('groups consecutive messages of a day under one label', () => {
    const shown = [
      new Date(2026, 10, 22, 10).toISOString(),
      new Date(2026, 10, 22, 11).toISOString(),
      new Date(2026, 10, 23, 9).toISOString(),
    ].map((created, i) => ({ ...message(`m${i}`, created), status: 'sent' as const }));
    expect(groupByDay(shown, now).map((g) => [g.label, g.messages.length])).toEqual([
      ['Yesterday', 2],
      ['Today', 1],
    ]);
  });
});
