import { type ApiCartItem, type CartItem, toCartItem } from '@/api/cartApi';
import { conversationsApi } from '@/api/conversationsApi';
import { UID } from '@/api/currentUser';
import { gatewayApi } from '@/api/gatewayApi';
import { patchOptimistically } from '@/api/optimistic';
import { rootApi } from '@/api/rootApi';

const segment = encodeURIComponent;

/** A note pinned at the top of a session: what the shopper asked for or said no to. */
export type SessionNote = {
  kind: 'request' | 'dislike' | 'budget' | 'sizes';
  text: string;
  source: 'quiz' | 'questionnaire' | 'chat';
};

/** The session around a chat: `GET proxy/user/{uid}/chat/{stylistId}`. */
export type ChatSessionView = {
  channel_sid: string | null;
  stylist: {
    uuid: string;
    name: string;
    first_name: string;
    profile_picture: string | null;
    is_bot: boolean;
  };
  session: {
    uuid: string;
    plan: string;
    type: 'one-time' | 'subscription';
    status: 'active' | 'ended';
    style_boards: { allowed: number; sent: number };
    revisions: { allowed: number; used: number };
    /** Lux: when its chat closes, the booked month's end (ISO); null for other plans. */
    chat_closes_at?: string | null;
  } | null;
  notes: SessionNote[];
};

/** An item on a board, as the cart needs it plus what the board shows. */
export type BoardItem = CartItem & {
  isInCart: boolean;
  sizes: string[];
  buyUrlShort: string | null;
  color: string;
  /** The size the shopper told the stylist they wear, when the item comes in it. */
  suggestedSize: string | null;
};

type ApiBoardItem = ApiCartItem & {
  is_in_cart?: boolean;
  buy_url_short?: string | null;
  color?: string;
  suggested_size?: string | null;
};

type ApiBoard = {
  uuid: string;
  kind: 'moodboard' | 'styleboard';
  number: number;
  revision_of: string | null;
  title: string;
  description: string;
  picture: string;
  look_uuid: string | null;
  notes: string[];
  items: ApiBoardItem[];
};

export type Board = Omit<ApiBoard, 'items'> & { items: BoardItem[] };

export const toBoard = (board: ApiBoard): Board => ({
  ...board,
  items: board.items.map((item) => ({
    ...toCartItem(item),
    isInCart: item.is_in_cart ?? false,
    sizes: item.sizes ?? [],
    buyUrlShort: item.buy_url_short ?? null,
    color: item.color ?? '',
    suggestedSize: item.suggested_size ?? null,
  })),
});

/**
 * The chat page's gateway calls. The messages themselves (history, stream, sends, pictures and
 * replies) go through the chat adapter, on the same policy (see ./useChat.ts).
 */
export const chatApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getChatSession: build.query<ChatSessionView, string>({
      query: (stylistId) => `proxy/user/${UID}/chat/${segment(stylistId)}`,
      providesTags: ['Session'],
    }),
    getBoard: build.query<Board, string>({
      query: (boardId) => `proxy/board/${segment(boardId)}`,
      transformResponse: toBoard,
    }),
    /**
     * `PUT chat/channels/{sid}/read`: the shopper has read the chat up to now. The inbox's
     * unread count for it is 0 at once (and read afresh if the call fails).
     */
    markChannelRead: build.mutation<{ read_at: string }, string>({
      query: (sid) => ({ url: `chat/channels/${segment(sid)}/read`, method: 'PUT' }),
      onQueryStarted: (sid, lifecycle) =>
        patchOptimistically(
          lifecycle,
          [
            conversationsApi.util.updateQueryData('getInbox', undefined, (inbox) => {
              const conversation = inbox.items.find((item) => item.sid === sid);
              if (conversation) conversation.unread_count = 0;
            }),
          ],
          () => lifecycle.dispatch(gatewayApi.util.invalidateTags(['Inbox'])),
        ),
    }),
    /** `POST twilio/channel`: the shopper's channel with the stylist (made if it is not there). */
    openChannel: build.mutation<{ sid: string }, string>({
      query: (stylistId) => ({
        url: 'twilio/channel',
        method: 'POST',
        body: { client_uuid: UID, stylist_uuid: stylistId },
      }),
    }),
  }),
});

export const {
  useGetChatSessionQuery,
  useGetBoardQuery,
  useOpenChannelMutation,
  useMarkChannelReadMutation,
} = chatApi;

/** The second root's chat calls: tips (the chat token is `@/api/chatTokenApi`'s). */
export const chatRootApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST invoice/payTip`: the answer's `data` is exactly `true` when the tip went through. With
     * no card on file the server opens the tip's own checkout instead: `data: false` and
     * `checkout` (provider, client secret, amount in dollars).
     */
    payTip: build.mutation<
      { data?: unknown; checkout?: unknown },
      { amount: number; channelSid: string; stylistId: string; idempotencyKey: string }
    >({
      query: ({ amount, channelSid, stylistId, idempotencyKey }) => ({
        url: 'invoice/payTip',
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: { amount, channel_sid: channelSid, stylist_uuid: stylistId },
      }),
    }),
  }),
});

export const { usePayTipMutation } = chatRootApi;
