import { useNavigate } from 'react-router-dom';
import type { PlanId } from '@shared/plans';
import { isApiError } from '@/api/errors';
import { encodeQueryParam, type BookingQuery } from '@/lib/bookingCodec';
import { chatSessionPath } from '@/lib/booking';
import { trackPixel } from '@/services/tracking';
import { useCreateStylingSessionCheckoutMutation } from './bookingApi';
import type { SessionType } from './bookingTypes';

/** Where the payment provider sends the shopper back; the server adds `requestId`. */
export const confirmationUrl = (booking: BookingQuery, origin = window.location.origin) =>
  `${origin}/app/checkout/confirmation?booking=${encodeQueryParam(booking)}`;

const conflictOf = (error: unknown) => {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.data as { code?: string } | undefined;
  return data?.code ?? null;
};

/**
 * Creates the payment session for the chosen plan and type. The ad pixel hears
 * InitiateCheckout with the plan's price (never blocking). A conflict found on the server sends
 * the shopper where §4 says: an active session → it; an unavailable stylist → the search.
 */
export const useStartCheckout = (booking: BookingQuery, userId: string | null) => {
  const [create, state] = useCreateStylingSessionCheckoutMutation();
  const navigate = useNavigate();

  const start = async (input: {
    stylistId: string;
    plan: PlanId;
    type: SessionType;
    price: number;
    coupon?: string;
  }) => {
    trackPixel('InitiateCheckout', { currency: 'USD', value: input.price, quantity: 1 });
    const returnUrl = confirmationUrl({ ...booking, plan: input.plan });
    try {
      const checkout = await create({
        stylistUuid: input.stylistId,
        plan: input.plan,
        type: input.type,
        returnUrl,
        ...(booking.goal ? { goal: booking.goal } : {}),
        ...(booking.bookingSource ? { bookingSource: booking.bookingSource } : {}),
        ...(input.coupon ? { coupon: input.coupon } : {}),
      }).unwrap();
      // A code paid for everything: the booking is made; on to its confirmation.
      if (checkout.paidByCredit) {
        const target = new URL(returnUrl);
        target.searchParams.set('requestId', checkout.requestId);
        void navigate(`${target.pathname.replace(/^\/app/, '')}${target.search}`, {
          replace: true,
        });
      }
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict === 'active_session' && userId) {
        void navigate(chatSessionPath(input.stylistId, userId), { replace: true });
      }
      if (conflict === 'stylist_unavailable') void navigate('/stylistSearch', { replace: true });
    }
  };

  return {
    start,
    checkout: state.data,
    isStarting: state.isLoading,
    error: state.error,
    reset: state.reset,
  };
};
