import type { PlanId } from '@shared/plans';
import { gatewayApi } from '@/api/gatewayApi';

/** Wire shapes of buying a gift card (docs/contracts/gifts.md, "Buying"). */

export type GiftCardPerson = { name: string; email: string };

export type GiftCardCheckoutRequest = {
  plan: PlanId;
  /** Extra shopping credit, whole dollars 0..5000. */
  additionalAmount: number;
  message: string;
  recipient: GiftCardPerson;
  sender: GiftCardPerson;
  /** The buyer's user id when signed in (the token's user wins on the server). */
  clientUuid?: string;
  /** Inside the app; the server adds `requestId`. */
  returnUrl: string;
};

/** The server's prices: `total = planAmount + additionalAmount`. */
export type GiftCardCheckout = {
  secret: string;
  requestId: string;
  provider: 'stripe' | 'local';
  plan: PlanId;
  planAmount: number;
  additionalAmount: number;
  total: number;
};

export type GiftCardRequestStatus = 'open' | 'paid' | 'expired';

/**
 * The recipient's e-mail, once paid: `sent` (the mail server took it), `queued` (on its way, or
 * waiting to be tried again), `failed` (it could not be delivered); null before payment.
 */
export type GiftCardEmailStatus = 'queued' | 'sent' | 'failed' | null;

/** `GET /gift-card`: never the e-mails, the message or the code. */
export type GiftCardRequest = {
  uuid: string;
  plan: PlanId;
  planAmount: number;
  additionalAmount: number;
  total: number;
  recipientName: string;
  senderName: string;
  status: GiftCardRequestStatus;
  completed: boolean;
  emailStatus: GiftCardEmailStatus;
};

/**
 * Gift-card purchase (spec 000 §7): the payment session, the request behind it (public: its id
 * is an unguessable bearer) and its completion. A visitor can buy without an account.
 */
export const giftCardApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    createGiftCardCheckout: build.mutation<GiftCardCheckout, GiftCardCheckoutRequest>({
      query: (body) => ({ url: '/gift-card/checkout-session', method: 'POST', body }),
    }),
    getGiftCardRequest: build.query<GiftCardRequest, string>({
      query: (requestId) => ({ url: '/gift-card', params: { requestId } }),
    }),
    completeGiftCard: build.mutation<GiftCardRequest, string>({
      query: (requestId) => ({ url: '/gift-card/complete', method: 'POST', body: { requestId } }),
    }),
  }),
});

export const {
  useCreateGiftCardCheckoutMutation,
  useGetGiftCardRequestQuery,
  useCompleteGiftCardMutation,
} = giftCardApi;
