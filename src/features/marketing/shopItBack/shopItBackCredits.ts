import { PLAN_LIST } from '@shared/plans';
import { formatMoney } from '@/lib/money';

/** Shop it Back (spec 000 §1): each plan's session value, credited back as a shopping code. */
export const SHOP_IT_BACK_CREDITS = PLAN_LIST.map((plan) => ({
  planId: plan.planId,
  title: plan.title,
  credit: formatMoney(plan.shopItBackCredit),
}));

/** "$60 Mini, $130 Major, $500 Lux". */
export const shopItBackCreditsText = SHOP_IT_BACK_CREDITS.map(
  ({ credit, title }) => `${credit} ${title}`,
).join(', ');
