import { planOrDefault, type PlanId } from '@shared/plans';
import type { BookingQuery } from '@/lib/bookingCodec';
import { chatSessionPath } from '@/lib/booking';
import type { ApiPlan, BookingStylist, SessionType, StylingRequestStatus } from './bookingTypes';

export type CheckoutInput = {
  booking: BookingQuery;
  userId: string | null;
  /** undefined while loading; null when the stylist does not exist. */
  stylist: BookingStylist | null | undefined;
  /** undefined while loading. */
  plans: readonly ApiPlan[] | undefined;
};

export type CheckoutVerdict =
  | { kind: 'redirect'; to: string }
  | { kind: 'loading' }
  | { kind: 'ready'; planId: PlanId; plan: ApiPlan; stylist: BookingStylist };

const isBookable = (stylist: BookingStylist) =>
  stylist.is_approved === '1' && stylist.is_active && !stylist.is_bot;

/**
 * The session checkout's rules, in the order of spec 000 §4 "Styling checkout": missing stylist
 * or plan → home; a plan other than mini, major or lux → major; an unknown or inactive stylist →
 * stylist search; an active session with them → that session; a plan without a price in the
 * server's catalogue → home.
 */
export const checkoutVerdict = ({
  booking,
  userId,
  stylist,
  plans,
}: CheckoutInput): CheckoutVerdict => {
  if (!booking.stylistId || !booking.plan) return { kind: 'redirect', to: '/' };
  const planId = planOrDefault(booking.plan);
  if (stylist === null) return { kind: 'redirect', to: '/stylistSearch' };
  if (stylist && !isBookable(stylist)) return { kind: 'redirect', to: '/stylistSearch' };
  if (stylist?.has_active_session && userId) {
    return { kind: 'redirect', to: chatSessionPath(stylist.uuid, userId) };
  }
  const plan = plans?.find((item) => item.planId === planId);
  if (plans && !(plan && plan.price > 0)) return { kind: 'redirect', to: '/' };
  if (!stylist || !plan) return { kind: 'loading' };
  return { kind: 'ready', planId, plan, stylist };
};

/** Lux has no choice of session type: it is always one month, paid once. */
export const sessionTypesFor = (plan: ApiPlan): SessionType[] =>
  plan.hasMonthly ? ['one-time', 'subscription'] : ['one-time'];

export type RequestAction = 'thank-you' | 'complete' | 'back';

/**
 * What the confirmation page does with a styling session request (spec 000 §4): completed →
 * track and thank-you; paid or complete → trigger completion; anything else → back to checkout.
 */
export const requestAction = (request: {
  completed: boolean;
  status: StylingRequestStatus;
}): RequestAction => {
  if (request.completed) return 'thank-you';
  if (request.status === 'complete' || request.status === 'paid') return 'complete';
  return 'back';
};
