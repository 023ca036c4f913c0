import { describe, expect, it } from 'vitest';
import type { Conversation, SessionStatus } from '@/api/conversationsApi';
import { conversation } from '@/testing/inboxTestData';
import { actionLabel, conversationActions, isSubscription, talkLabel } from './conversationActions';

const with_ = (
  overrides: Partial<Conversation> & { isBot?: boolean; status?: SessionStatus },
): Conversation => {
  const { isBot = false, status = 'none', ...rest } = overrides;
  const base = conversation(isBot);
  return { ...base, current_session_status: status, ...rest };
};

describe('the buttons of a conversation (spec 000 §4)', () => {
  it.each([
    ['can book, no session', { can_book: true, status: 'none' }, ['book', 'talk']],
    ['can book, sessions ended', { can_book: true, status: 'ended' }, ['bookAgain', 'session']],
    ['cannot book, sessions ended', { can_book: false, status: 'ended' }, ['session']],
    ['a running session', { can_book: false, status: 'ongoing' }, ['talk']],
    ['cannot book, no session', { can_book: false, status: 'none' }, []],
    ['a bot', { isBot: true, can_book: false, status: 'none' }, ['talk']],
    [
      'a bookable bot, no session',
      { isBot: true, can_book: true, status: 'none' },
      ['book', 'talk'],
    ],
  ] as const)('%s', (_case, overrides, expected) => {
    expect(conversationActions(with_(overrides))).toEqual(expected);
  });

  it.each([
    [null, 'Chat'],
    [{ type: 'text', text: 'Hi', sender: 'client', created: '2026-11-20' }, 'Chat'],
    [{ type: 'text', text: 'Hi', sender: 'stylist', created: '2026-11-20' }, 'Reply'],
    [
      { type: 'moodboard', text: 'Your board', sender: 'stylist', created: '2026-11-20' },
      'Review Board',
    ],
    [
      { type: 'styleboard', text: 'Board 2', sender: 'stylist', created: '2026-11-20' },
      'Review Board',
    ],
  ])('talks as %j → %s', (last, label) => {
    expect(talkLabel(with_({ last_message: last }))).toBe(label);
  });

  it('names the stylist on Book Again, and says Go to session for an ended session', () => {
    const ended = with_({ can_book: true, status: 'ended' });
    expect(actionLabel('bookAgain', ended)).toBe('Book Gina Again');
    expect(actionLabel('session', ended)).toBe('Go to session');
    expect(actionLabel('book', ended)).toBe('Book');
  });

  it('is a subscription exactly when subscription_id is set', () => {
    expect(isSubscription(with_({ subscription_id: null }))).toBe(false);
    expect(isSubscription(with_({ subscription_id: 'sub-1' }))).toBe(true);
  });
});
