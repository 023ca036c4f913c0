import { PLANS, hasMonthlyOption, isPlanId } from '@shared/plans';
import { formatLongDate } from '@/lib/dates';
import { formatCharge } from '@/lib/money';
import type { Membership } from './membershipApi';

/**
 * A membership's dates always in full ('March 05, 2026', the spec's long form): the last day of
 * access must read as a date, never as 'in 3 days'. Unknown → ''.
 */
export const membershipDate = (date: string | null) => formatLongDate(date);

export const planTitle = (plan: string) => (isPlanId(plan) ? PLANS[plan].title : plan);

/** '$117 a month'. */
export const monthlyPrice = (membership: Membership) =>
  `${formatCharge(membership.payment)} a month`;

export const statusLabel = (membership: Membership) =>
  membership.status === 'inactive'
    ? 'Inactive'
    : membership.isEnding
      ? 'Ending'
      : membership.status === 'past_due'
        ? 'Payment failed'
        : membership.status === 'trialing'
          ? 'Free trial'
          : 'Active';

/** Past due: what happened and what to do (the card is updated on the billing page). */
export const PAST_DUE_MESSAGE =
  'We couldn’t take this month’s payment. Please update your card on the billing page; we’ll try again, and your membership continues meanwhile.';

/** Where the membership stands, with the date that matters. */
export const statusSentence = (membership: Membership) => {
  const periodEnd = membershipDate(membership.periodEnd);
  if (membership.status === 'inactive') {
    return periodEnd ? `Ended on ${periodEnd}.` : 'This membership has ended.';
  }
  if (membership.isEnding) {
    return `Ends on ${periodEnd}. You keep your membership until then and won't be charged again.`;
  }
  if (membership.status === 'past_due') {
    return `Your payment of ${formatCharge(membership.payment)} didn’t go through.`;
  }
  if (membership.status === 'trialing') {
    const trialEnd = membershipDate(membership.trialEnd ?? membership.periodEnd);
    return `Free trial until ${trialEnd}. Your first payment of ${formatCharge(membership.payment)} is on ${trialEnd}.`;
  }
  return `Renews on ${periodEnd} at ${formatCharge(membership.payment)}.`;
};

/** What cancelling means, stated in the confirmation: the last day of access. */
export const cancelSentence = (membership: Membership) => {
  const lastDay = membershipDate(membership.periodEnd);
  const trial =
    membership.status === 'trialing' ? ' Your free trial ends then, so nothing is charged.' : '';
  return `Your last day of access is ${lastDay}.${trial} You won't be charged again, and you can reactivate until then.`;
};

/** What reactivating means: the renewal date and price. */
export const reactivateSentence = (membership: Membership) =>
  `Your ${planTitle(membership.plan)} membership will renew on ${membershipDate(membership.periodEnd)} at ${monthlyPrice(membership)}.`;

/**
 * Spec 000 §1: on the Monthly Plan (not Lux) the shopper may cancel after seeing the mood board
 * and switch stylist. Shown on a running membership of a plan that has a monthly option.
 */
export const showsMonthlyPlanRule = (membership: Membership) =>
  membership.status !== 'inactive' &&
  isPlanId(membership.plan) &&
  hasMonthlyOption(membership.plan);

export const lastBillingText = (membership: Membership) =>
  membership.lastBillingDate
    ? membershipDate(membership.lastBillingDate)
    : membership.status === 'trialing'
      ? 'None yet (free trial)'
      : 'None';

export const paymentMethodText = (membership: Membership) =>
  membership.cardLast4 ? `Card ending in ${membership.cardLast4}` : 'No card on file';
