import { gatewayApi } from '@/api/gatewayApi';
import { UID } from '@/api/currentUser';
import type { ChatMessage } from '@/services/chat/chatTypes';

/** A stylist as the inbox sends it (spec 000 §3 "Stylist", the fields the inbox carries). */
export type InboxStylist = {
  uuid: string;
  name: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  is_bot: boolean;
};

export type InboxMessage = { type: string; text: string; sender: string; created: string };

export type SessionStatus = 'none' | 'ongoing' | 'ended';

/** One conversation of GET proxy/user/{uid}/inbox (spec 000 §3 "Conversation"). */
export type Conversation = {
  sid: string;
  stylist: InboxStylist;
  last_message: InboxMessage | null;
  /** The stylist's messages since the shopper last had the chat open. */
  unread_count: number;
  can_book: boolean;
  current_session_status: SessionStatus;
  plan: string | null;
  /** null when the session is not a subscription. */
  subscription_id: string | null;
};

export type InboxAnswer = { items: Conversation[] };

/**
 * Whether the shopper talks to a real stylist: bots appear in the inbox but do not count
 * (spec 000 §6).
 */
export const hasRealConversation = (items: readonly Conversation[]) =>
  items.some((conversation) => !conversation.stylist.is_bot);

/** How many of the stylists' messages the shopper has not read, in every conversation. */
export const unreadTotal = (items: readonly Conversation[]) =>
  items.reduce((total, conversation) => total + (conversation.unread_count || 0), 0);

/**
 * A new message, live, in the cached inbox: its conversation moves to the top with it as the
 * last message, one more unread when the stylist wrote it and the shopper is not reading that
 * chat (`read`). A message no newer than the conversation's last one changes nothing (a replay).
 * Answers whether the conversation was there (a new one needs the inbox read afresh).
 */
export const receiveInInbox = (
  inbox: InboxAnswer,
  channelSid: string,
  message: ChatMessage,
  read: boolean,
) => {
  const at = inbox.items.findIndex((conversation) => conversation.sid === channelSid);
  const conversation = inbox.items[at];
  if (!conversation) return false;
  const last = conversation.last_message;
  if (last && last.created >= message.created) return true;
  conversation.last_message = {
    type: message.type,
    text: message.content,
    sender: message.sender,
    created: message.created,
  };
  if (message.sender === 'stylist' && !read) {
    conversation.unread_count = (conversation.unread_count || 0) + 1;
  }
  inbox.items.splice(at, 1);
  inbox.items.unshift(conversation);
  return true;
};

/**
 * The inbox: the inbox page lists it, the header counts what is unread, and the sign-in redirect
 * asks it for a real conversation. The live chat (./liveChat.ts) keeps it up to date.
 */
export const conversationsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getInbox: build.query<InboxAnswer, void>({
      query: () => `proxy/user/${UID}/inbox`,
      providesTags: ['Inbox'],
    }),
  }),
});

export const { useGetInboxQuery } = conversationsApi;
