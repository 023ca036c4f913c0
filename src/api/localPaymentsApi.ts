import { gatewayApi } from '@/api/gatewayApi';

/** POST payments/local/session: what the local stand-in's checkout session is for. */
export type LocalPaymentSession = {
  description: string;
  amount: number;
  currency: string;
  status: string;
  /** 'trial': the card is checked and nothing is charged today. */
  mode: 'payment' | 'trial';
  trialEnd: string | null;
};

/** POST payments/local/confirm. Card data goes straight to the request, never to the cache. */
export type ConfirmLocalPaymentRequest = {
  secret: string;
  number: string;
  expiry: string;
  cvc: string;
  idempotencyKey: string;
};

export type LocalPaymentConfirmation = { status: string; returnUrl: string };

/**
 * The reference server's payments stand-in (docs/contracts/booking.md), used when no Stripe key
 * is configured. Both are mutations: nothing is cached, and a card is never stored.
 */
const localPaymentsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getLocalPaymentSession: build.mutation<LocalPaymentSession, { secret: string }>({
      query: (body) => ({ url: 'payments/local/session', method: 'POST', body }),
    }),
    confirmLocalPayment: build.mutation<LocalPaymentConfirmation, ConfirmLocalPaymentRequest>({
      query: (body) => ({ url: 'payments/local/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useGetLocalPaymentSessionMutation, useConfirmLocalPaymentMutation } =
  localPaymentsApi;
