import { FREE_TRIAL_DAYS, hasMonthlyOption, type Plan } from '@shared/plans';
import type { Billing } from './BillingToggle';

export type PlanPriceDisplay = {
  amount: number;
  /** What the amount buys, read after the price: "per session", "per month". */
  unit: string;
  /** The monthly membership's free trial, when it applies. */
  trial: string | null;
};

export const FREE_TRIAL_TEXT = `Free ${FREE_TRIAL_DAYS}-day trial`;

/**
 * The price a plan card shows for the chosen billing (spec 000 §1 "Plans"): one-time sessions are
 * priced per session; the monthly membership per month with a free trial. Lux has no monthly
 * choice, so it shows the same price either way: one month of Lux.
 */
export const planPriceFor = (plan: Plan, billing: Billing): PlanPriceDisplay => {
  if (!hasMonthlyOption(plan.planId)) {
    return { amount: plan.price, unit: `for one month of ${plan.title}`, trial: null };
  }
  return billing === 'monthly'
    ? { amount: plan.monthlyPrice, unit: 'per month', trial: FREE_TRIAL_TEXT }
    : { amount: plan.price, unit: 'per session', trial: null };
};
