import { isPlanId, PLAN_IDS, type PlanId } from '@shared/plans';
import { encodeQueryParam, type BookingQuery } from '@/lib/bookingCodec';

/** The onboarding need that alone makes Lux the recommendation (seeded need key). */
export const CLOSET_CLEANOUT_NEED = 'closet-cleanout';

/**
 * The match plans page's recommendation (spec 000 "Plan pages"): Lux when the quiz's needs
 * number more than 2 or include the closet clean-out, else Major.
 */
export const recommendedPlan = (needKeys: readonly string[]): PlanId =>
  needKeys.length > 2 || needKeys.includes(CLOSET_CLEANOUT_NEED) ? 'lux' : 'major';

/**
 * The plans offered next to a recommendation: Major and Lux when Lux is recommended, otherwise
 * all three; narrowed to `availablePlans` when that names any of them.
 */
export const offeredPlans = (
  recommended: PlanId,
  availablePlans: readonly string[] = [],
): PlanId[] => {
  const offered: PlanId[] = recommended === 'lux' ? ['major', 'lux'] : [...PLAN_IDS];
  const allowed = availablePlans.filter(isPlanId);
  const narrowed = offered.filter((planId) => allowed.includes(planId));
  return allowed.length && narrowed.length ? narrowed : offered;
};

/** `availablePlans=mini,major` from the page's query; unknown names are dropped. */
export const parseAvailablePlans = (raw: string | null): PlanId[] =>
  (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(isPlanId);

export type BookingStep = 'goals' | 'plans' | 'checkout';

export const bookingStepPath = (step: BookingStep, booking: BookingQuery) =>
  `/${step}?booking=${encodeQueryParam(booking)}`;

/**
 * Where booking goes once something was chosen: a booking without a stylist starts at the quiz;
 * then the styling goal, then the plan, then checkout — skipping what the booking already holds.
 */
export const nextBookingPath = (booking: BookingQuery): string => {
  if (!booking.stylistId) return '/onboarding';
  if (!booking.goal) return bookingStepPath('goals', booking);
  if (!booking.plan) return bookingStepPath('plans', booking);
  return bookingStepPath('checkout', booking);
};
