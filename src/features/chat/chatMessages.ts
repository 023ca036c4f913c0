import { formatLongDate, localDaysBefore } from '@/lib/dates';
import type { ChatMessage } from '@/services/chat/chatTypes';

/**
 * The messages a chat page shows: the channel's, plus the shopper's own while they are being
 * sent (`sending`) or could not be (`failed`, kept with Retry). Each message shows once: a
 * message is known by its sid, and the shopper's own also by the key it was sent with, so the
 * stored copy (from the send's answer or the live stream, whichever comes first) replaces the
 * optimistic one in place.
 */
export type SendStatus = 'sending' | 'sent' | 'failed';

export type ShownMessage = ChatMessage & {
  status: SendStatus;
  /** A picture being sent, shown from the shopper's own file until it is stored. */
  file?: File;
};

export type MessagesState = { loaded: boolean; messages: ShownMessage[] };

export type MessagesAction =
  | { type: 'loaded'; messages: ChatMessage[] }
  | { type: 'received'; message: ChatMessage }
  | { type: 'sending'; message: ShownMessage }
  | { type: 'failed'; clientKey: string }
  | { type: 'reset' };

export const initialMessages: MessagesState = { loaded: false, messages: [] };

const byTime = (a: ShownMessage, b: ShownMessage) =>
  a.status === 'sent' && b.status === 'sent'
    ? a.created.localeCompare(b.created) || a.sid.localeCompare(b.sid)
    : Number(a.status !== 'sent') - Number(b.status !== 'sent');

const upsert = (messages: readonly ShownMessage[], message: ChatMessage) => {
  const stored: ShownMessage = { ...message, status: 'sent' };
  const at = messages.findIndex(
    (shown) =>
      shown.sid === message.sid ||
      (message.clientKey !== null && shown.clientKey === message.clientKey),
  );
  if (at < 0) return [...messages, stored].sort(byTime);
  const next = [...messages];
  next[at] = stored;
  return next.sort(byTime);
};

export const messagesReducer = (state: MessagesState, action: MessagesAction): MessagesState => {
  switch (action.type) {
    case 'loaded': {
      const pending = state.messages.filter((message) => message.status !== 'sent');
      const merged = action.messages.reduce(upsert, pending);
      return { loaded: true, messages: merged };
    }
    case 'received':
      return { ...state, messages: upsert(state.messages, action.message) };
    case 'sending': {
      const others = state.messages.filter(
        (message) => message.clientKey !== action.message.clientKey,
      );
      return { ...state, messages: [...others, action.message].sort(byTime) };
    }
    case 'failed':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.clientKey === action.clientKey && message.status === 'sending'
            ? { ...message, status: 'failed' }
            : message,
        ),
      };
    case 'reset':
      return initialMessages;
  }
};

/** The optimistic copy of the shopper's message, shown at once. */
export const pendingMessage = (
  input: { text: string; clientKey: string; replyTo?: string | null; file?: File },
  now = new Date(),
): ShownMessage => ({
  sid: `pending-${input.clientKey}`,
  sender: 'client',
  type: input.file ? 'picture' : 'text',
  content: input.text,
  boardId: null,
  replyTo: input.replyTo ?? null,
  clientKey: input.clientKey,
  created: now.toISOString(),
  status: 'sending',
  ...(input.file ? { file: input.file } : {}),
});

/**
 * Day separators, by the shopper's calendar days. The spec's rule for dates (000 §9, 001 §9:
 * within 7 days relative time, older 'MMMM DD, YYYY') read for a whole day, in the inbox's words
 * (`formatMessageTime`): 'Today', 'Yesterday', '3 days ago' up to 6 days back, then the long
 * date ('October 02, 2026'). A time a little ahead of the shopper's clock is still 'Today'.
 */
export const dayLabel = (created: string, now = new Date()) => {
  const days = localDaysBefore(created, now);
  if (days === null) return '';
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return formatLongDate(created);
};

/** The messages grouped under their day's label, in order. */
export const groupByDay = (messages: readonly ShownMessage[], now = new Date()) => {
  const groups: { label: string; messages: ShownMessage[] }[] = [];
  for (const message of messages) {
    const label = dayLabel(message.created, now);
    const last = groups.at(-1);
    if (last?.label === label) last.messages.push(message);
    else groups.push({ label, messages: [message] });
  }
  return groups;
};
