import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { isApiError } from '@/api/errors';
import { trackPurchase } from '@/services/tracking';
import {
  useCompleteGiftCardMutation,
  useGetGiftCardRequestQuery,
  type GiftCardRequest,
} from '../giftCardApi';

export type GiftConfirmationState =
  /** No request id, or no such request: home. */
  | { kind: 'lost' }
  | { kind: 'loading' }
  /** The lookup failed for another reason (no connection, a server fault). */
  | { kind: 'failed'; retry: () => void }
  /** Not paid yet (or the server found it unpaid on completion). */
  | { kind: 'waiting'; retry: () => void; isChecking: boolean }
  | { kind: 'expired'; request: GiftCardRequest }
  | { kind: 'completing' }
  | { kind: 'ready'; request: GiftCardRequest };

const trackGiftPurchase = (request: GiftCardRequest) =>
  trackPurchase({
    event: 'gift_card_purchase',
    value: request.total,
    quantity: 1,
    data: {
      request_id: request.uuid,
      plan: request.plan,
      additional_amount: request.additionalAmount,
    },
  });

const isStatus = (error: unknown, status: number) => isApiError(error) && error.status === status;

/**
 * The gift-card confirmation's flow (spec 000 §4 "Gift card"), on `?requestId`: the request is
 * looked up; unknown → home; paid and not completed → the purchase is tracked once, then the
 * request is completed; open → waiting, with a way to check again.
 */
export const useGiftCardConfirmation = (): GiftConfirmationState => {
  const [params] = useSearchParams();
  const requestId = params.get('requestId') ?? '';
  // Asked afresh on every visit: a cached copy from before it was completed would track again.
  const lookup = useGetGiftCardRequestQuery(requestId || skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [complete, completion] = useCompleteGiftCardMutation();
  const tracked = useRef(false);
  const lookedUp = lookup.data;
  const mustComplete = lookedUp?.status === 'paid' && !lookedUp.completed;

  useEffect(() => {
    if (!lookedUp || lookup.isFetching || !mustComplete || !completion.isUninitialized) return;
    if (!tracked.current) {
      tracked.current = true;
      trackGiftPurchase(lookedUp);
    }
    void complete(lookedUp.uuid);
  }, [lookedUp, lookup.isFetching, mustComplete, completion.isUninitialized, complete]);

  const checkAgain = () => {
    completion.reset();
    void lookup.refetch();
  };

  // Unknown, or not a request id at all (the server answers 400): home.
  if (!requestId || isStatus(lookup.error, 404) || isStatus(lookup.error, 400)) {
    return { kind: 'lost' };
  }
  if (lookup.isError && !lookedUp) return { kind: 'failed', retry: () => void lookup.refetch() };
  if (!lookedUp) return { kind: 'loading' };
  const request = completion.data ?? lookedUp;
  if (request.completed) return { kind: 'ready', request };
  if (request.status === 'expired') return { kind: 'expired', request };
  if (request.status === 'open' || isStatus(completion.error, 409)) {
    return { kind: 'waiting', retry: checkAgain, isChecking: lookup.isFetching };
  }
  if (completion.isError) return { kind: 'failed', retry: () => void complete(request.uuid) };
  return { kind: 'completing' };
};
