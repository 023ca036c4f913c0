import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { isApiError } from '@/api/errors';
import { EXPRESS_CHECKOUT_SOURCE, type Order } from '@/api/orders';
import { useCompleteCheckoutMutation, useGetCheckoutQuery } from '@/api/ordersApi';
import { trackPurchase } from '@/services/tracking';
import { confirmationAction } from './orderRules';

export type ConfirmationState =
  /** No order id, or the order could not be looked up (404, 403, network): to the inbox. */
  | { kind: 'lost' }
  | { kind: 'loading' }
  /** Not paid: going back a page. */
  | { kind: 'unpaid' }
  | { kind: 'completing' }
  /** Completion failed for another reason than "not paid". */
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; order: Order; isExpress: boolean };

const trackOrderPurchase = (order: Order, source: string | null) =>
  trackPurchase({
    event: 'order_purchase',
    value: order.priceBreakdown.total,
    quantity: order.items.length,
    data: {
      order_uuid: order.id,
      order_number: order.number,
      tax: order.priceBreakdown.tax,
      checkout_source: order.checkoutSource,
      source,
    },
  });

/**
 * The order confirmation's flow (spec 001 §4 "Order confirmation"), on
 * `?orderId&source&track&checkoutSource&session_id`: the order is looked up; open → back a page
 * (the shopper came back without paying); not completed → completed once (a 409 "not paid" →
 * back too); once completed, a `track` in the URL tracks the purchase once and is then removed
 * (history replaced), so a reload never tracks it again.
 */
export const useOrderConfirmation = (): ConfirmationState => {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const source = params.get('source');
  const shouldTrack = params.has('track');
  const lookup = useGetCheckoutQuery(orderId || skipToken);
  const [complete, completion] = useCompleteCheckoutMutation();
  const navigate = useNavigate();
  const wentBack = useRef(false);
  const completing = useRef(false);
  const tracked = useRef(false);

  const notPaid = isApiError(completion.error) && completion.error.status === 409;
  const order = completion.data ?? lookup.data;
  const action = order ? (notPaid ? 'back' : confirmationAction(order)) : null;

  useEffect(() => {
    if (!order) return;
    if (action === 'back') {
      if (wentBack.current) return;
      wentBack.current = true;
      void navigate(-1);
      return;
    }
    if (action === 'complete') {
      if (completing.current) return;
      completing.current = true;
      void complete(orderId);
      return;
    }
    if (!shouldTrack || tracked.current) return;
    tracked.current = true;
    // Tracked once, by the visit that completed the order (not a second tab or a revisit).
    if (completion.data) trackOrderPurchase(order, source);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('track');
        return next;
      },
      { replace: true },
    );
  }, [order, action, navigate, complete, orderId, shouldTrack, source, setParams, completion.data]);

  if (!orderId || (lookup.isError && !order)) return { kind: 'lost' };
  if (!order) return { kind: 'loading' };
  if (action === 'back') return { kind: 'unpaid' };
  if (action === 'complete') {
    return completion.isError
      ? { kind: 'failed', retry: () => void complete(orderId) }
      : { kind: 'completing' };
  }
  const isExpress =
    params.get('checkoutSource') === EXPRESS_CHECKOUT_SOURCE ||
    order.checkoutSource === EXPRESS_CHECKOUT_SOURCE;
  return { kind: 'ready', order, isExpress };
};
