import { gatewayApi } from '@/api/gatewayApi';
import { UID } from '@/api/currentUser';

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

/** The inbox: the inbox page lists it, and the sign-in redirect asks it for a real conversation. */
export const conversationsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getInbox: build.query<InboxAnswer, void>({
      query: () => `proxy/user/${UID}/inbox`,
      providesTags: ['Inbox'],
    }),
  }),
});

export const { useGetInboxQuery } = conversationsApi;
