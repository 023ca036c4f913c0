import { useCallback } from 'react';
import { gatewayApi } from '@/api/gatewayApi';
import { UID } from '@/api/currentUser';
import { useAppDispatch } from '@/app/hooks';

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

/** The inbox lookup the sign-in redirect needs; the inbox area can build its page on it. */
export const conversationsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getInbox: build.query<InboxAnswer, void>({
      query: () => `proxy/user/${UID}/inbox`,
      providesTags: ['Inbox'],
    }),
  }),
});

export const { useGetInboxQuery } = conversationsApi;

/**
 * For the sign-in redirect: fetches the inbox afresh and tells whether it holds a real
 * conversation. A failed lookup counts as none (the base query has reported it), so the shopper
 * is still sent on.
 */
export const useCheckRealConversation = () => {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const request = dispatch(
      conversationsApi.endpoints.getInbox.initiate(undefined, { forceRefetch: true }),
    );
    try {
      const { items } = await request.unwrap();
      return hasRealConversation(items);
    } catch {
      return false;
    } finally {
      request.unsubscribe();
    }
  }, [dispatch]);
};

/**
 * For redirect rules that may depend on the inbox (spec 000 §4): `destinationFor` is asked with
 * and without a real conversation, and the inbox is fetched only when the answers differ.
 */
export const useDestinationByInbox = () => {
  const checkRealConversation = useCheckRealConversation();
  return useCallback(
    async (destinationFor: (hasRealConversation: boolean) => string) => {
      const withoutInbox = destinationFor(false);
      if (withoutInbox === destinationFor(true)) return withoutInbox;
      return destinationFor(await checkRealConversation());
    },
    [checkRealConversation],
  );
};
