import type { Conversation } from '@/api/conversationsApi';

/** What a conversation row offers (spec 000 §4 "Conversation buttons"). */
export type ConversationActionKind = 'book' | 'bookAgain' | 'session' | 'talk';

/** Message types that carry a board: the stylist's mood board and each style board. */
export const BOARD_MESSAGE_TYPES: readonly string[] = ['moodboard', 'styleboard'];

const isBot = (c: Conversation) => c.stylist.is_bot;
const noSession = (c: Conversation) => c.current_session_status === 'none';
const ended = (c: Conversation) => c.current_session_status === 'ended';
const ongoing = (c: Conversation) => c.current_session_status === 'ongoing';

/**
 * The rules, in the order the buttons show: Book (can book, no session yet); Book Again (can
 * book, the sessions ended); the session (ended); and a way to talk — for bots, for a stylist the
 * shopper can book but has no session with, and for a running session the shopper cannot book
 * anew.
 */
const RULES: readonly { kind: ConversationActionKind; applies: (c: Conversation) => boolean }[] = [
  { kind: 'book', applies: (c) => c.can_book && noSession(c) },
  { kind: 'bookAgain', applies: (c) => c.can_book && ended(c) },
  { kind: 'session', applies: ended },
  {
    kind: 'talk',
    applies: (c) => isBot(c) || (c.can_book && noSession(c)) || (ongoing(c) && !c.can_book),
  },
];

export const conversationActions = (conversation: Conversation): ConversationActionKind[] =>
  RULES.filter((rule) => rule.applies(conversation)).map((rule) => rule.kind);

/**
 * The talk button's words: 'Review Board' when the last message is a board, 'Reply' when the
 * stylist spoke last, else 'Chat'.
 */
export const talkLabel = ({ last_message: last }: Conversation) => {
  if (last && BOARD_MESSAGE_TYPES.includes(last.type)) return 'Review Board';
  if (last && last.sender !== 'client') return 'Reply';
  return 'Chat';
};

/** A button's visible words. */
export const actionLabel = (kind: ConversationActionKind, conversation: Conversation) => {
  switch (kind) {
    case 'book':
      return 'Book';
    case 'bookAgain':
      return `Book ${conversation.stylist.first_name} Again`;
    case 'session':
      return 'Go to session';
    case 'talk':
      return talkLabel(conversation);
  }
};

/** The client adds `isSubscription`: a null `subscription_id` is not a subscription. */
export const isSubscription = (conversation: Conversation) => conversation.subscription_id !== null;
