import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AddressField, ShippingAddress } from '@shared/shipping';
import { useCreateItemCheckoutMutation, type ItemCheckout } from '@/api/checkoutApi';
import { getErrorMessage, getFieldErrors, isApiError } from '@/api/errors';
import { couponErrorOf } from '@/api/refusals';
import type { CheckoutSelection } from '@/lib/checkoutParams';

export type CheckoutFailure =
  /** The server refused the code: its message. */
  | { kind: 'code'; message: string }
  /** The server refused the address: its messages by field. */
  | { kind: 'address'; fields: Partial<Record<AddressField, string>> }
  /** An item sold out, changed size or is sold only at the retailer now. */
  | { kind: 'unavailable'; message: string }
  /** Anything else: nothing was charged, try again. */
  | { kind: 'failed' };

const ADDRESS_PREFIX = 'shippingAddress.';

/** Where the provider sends the shopper once paid; the server adds orderId and session_id. */
export const confirmationUrl = (source: string, origin = window.location.origin) => {
  const url = new URL('/app/confirmation', origin);
  url.searchParams.set('source', source);
  url.searchParams.set('track', '1');
  return url.href;
};

const failureOf = (error: unknown): CheckoutFailure => {
  const fields: Partial<Record<AddressField, string>> = {};
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    if (field.startsWith(ADDRESS_PREFIX)) {
      fields[field.slice(ADDRESS_PREFIX.length) as AddressField] = message;
    }
  }
  if (Object.keys(fields).length > 0) return { kind: 'address', fields };
  const code = couponErrorOf(error);
  if (code) return { kind: 'code', message: code };
  if (isApiError(error) && error.status === 409) {
    return {
      kind: 'unavailable',
      message: getErrorMessage(error, 'An item in your selection is no longer available.'),
    };
  }
  return { kind: 'failed' };
};

/**
 * Opens the payment for the selection and a confirmed address: the server prices it (its
 * catalogue and tax table) and answers the provider's secret. Starting again (a changed
 * address) opens a new one.
 */
export const useItemCheckout = (selection: CheckoutSelection) => {
  const [create, { isLoading: isStarting }] = useCreateItemCheckoutMutation();
  const [checkout, setCheckout] = useState<ItemCheckout | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const navigate = useNavigate();

  const start = async (shippingAddress: ShippingAddress, coupon = '') => {
    setFailure(null);
    try {
      const result = await create({
        items: selection.items,
        shippingAddress,
        returnUrl: confirmationUrl(selection.source),
        source: selection.source,
        ...(coupon.trim() ? { coupon: coupon.trim() } : {}),
      }).unwrap();
      if (result.paidByCredit) {
        // Credit and a code paid for everything: the order is paid; on to its confirmation.
        const params = new URLSearchParams({
          source: selection.source,
          track: '1',
          orderId: result.orderId,
        });
        void navigate(`/confirmation?${params.toString()}`, { replace: true });
        return;
      }
      setCheckout(result);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const reset = () => {
    setCheckout(null);
    setFailure(null);
  };

  return { checkout, start, isStarting, failure, reset };
};
