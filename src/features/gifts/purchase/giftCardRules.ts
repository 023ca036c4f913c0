import { MAX_GIFT_CREDIT } from '@shared/gifts';
import { PLANS, isPlanId, type PlanId } from '@shared/plans';
import { decodeQueryParam, encodeQueryParam } from '@/lib/bookingCodec';

/** Extra shopping credit offered as presets, in dollars (spec 000 §9). */
export const GIFT_CREDIT_PRESETS = [500, 1000] as const;

/**
 * A custom shopping credit as typed (spec 000 §5): a whole number, its absolute value; empty
 * (`null`) when it is not a number. Spaces, `$` and thousands commas are ignored:
 * "$1,000" → 1000, "12.7" → 12, "-250" → 250, "abc" → null.
 */
export const parseGiftCredit = (text: string): number | null => {
  const parsed = Number.parseInt(text.replace(/[\s$,]/g, ''), 10);
  return Number.isNaN(parsed) ? null : Math.abs(parsed);
};

/** What the choose page hands the checkout, in its `gift` query value. */
export type GiftChoice = { plan: PlanId; additionalAmount: number };

const isCredit = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_GIFT_CREDIT;

export const encodeGiftChoice = (choice: GiftChoice) => encodeQueryParam(choice);

/**
 * Reads a `gift` query value: a known plan and a credit of 0..5000 whole dollars (0 when left
 * out). Anything else, garbage included, is `null`.
 */
export const decodeGiftChoice = (raw: string | null): GiftChoice | null => {
  const { plan, additionalAmount = 0 } = decodeQueryParam(raw);
  return isPlanId(plan) && isCredit(additionalAmount) ? { plan, additionalAmount } : null;
};

export const giftCheckoutPath = (choice: GiftChoice) =>
  `/gift-cards/checkout?gift=${encodeGiftChoice(choice)}`;

export const giftChoosePath = (choice: GiftChoice) =>
  `/gift-cards/choose?plan=${choice.plan}&gift=${encodeGiftChoice(choice)}`;

/** The plan's one-time price plus the credit: what the choose page states before the server. */
export const giftTotals = ({ plan, additionalAmount }: GiftChoice) => {
  const planAmount = PLANS[plan].price;
  return { planAmount, additionalAmount, total: planAmount + additionalAmount };
};

/** Where the payment provider returns; the server adds `requestId`. */
export const giftConfirmationUrl = (origin = window.location.origin) =>
  `${origin}/app/gift-cards/confirmation`;
