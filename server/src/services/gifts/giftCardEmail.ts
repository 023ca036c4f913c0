import { PLANS, type PlanId } from '@shared/plans';
import type { Email } from '../outbox';
import { formatDollars } from '../paymentErrors';
import { longDate } from '../longDate';

export type GiftCardEmailInput = {
  productName: string;
  /** The site's origin (PUBLIC_URL), for the links. */
  siteUrl: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  /** As the buyer typed it; sent as plain text, never as markup. */
  message: string;
  plan: PlanId;
  planAmountCents: number;
  additionalAmountCents: number;
  code: string;
  expiresAt: Date;
};

/**
 * The recipient's e-mail (plain text): who sent it and their message, what it pays for, the code,
 * and where to redeem it.
 */
export const giftCardEmail = (input: GiftCardEmailInput): Email => {
  const plan = PLANS[input.plan];
  const session = `a ${plan.title} styling session (${formatDollars(input.planAmountCents)})`;
  const gift =
    input.additionalAmountCents > 0
      ? `${session} and ${formatDollars(input.additionalAmountCents)} of shopping credit`
      : session;
  const lines = [
    `Hi ${input.recipientName},`,
    `${input.senderName} sent you a ${input.productName} gift card: ${gift}.`,
    input.message ? `${input.senderName}'s message:\n\n${input.message}` : null,
    `Your gift card code: ${input.code}\nIt works once and is valid until ${longDate(input.expiresAt)}.`,
    `To redeem it, sign in or create your account at ${input.siteUrl}/app/login, book a stylist ` +
      'and enter the code at checkout. It pays for your session; whatever is left becomes ' +
      'shopping credit for the pieces your stylist finds you.',
    `About gift cards: ${input.siteUrl}/app/gift-cards`,
  ];
  return {
    to: input.recipientEmail,
    subject: `${input.senderName} sent you a ${input.productName} gift card`,
    text: lines.filter((line): line is string => line !== null).join('\n\n'),
    kind: 'gift_card',
  };
};

/** The Shop it Back e-mail: the session's value back as a code for items at checkout. */
export const shopItBackEmail = (input: {
  productName: string;
  siteUrl: string;
  firstName: string;
  email: string;
  plan: PlanId;
  valueCents: number;
  code: string;
  expiresAt: Date;
}): Email => ({
  to: input.email,
  subject: `Your ${formatDollars(input.valueCents)} Shop it Back code`,
  kind: 'shop_it_back',
  text: [
    `Hi ${input.firstName},`,
    `Thank you for booking a ${PLANS[input.plan].title} styling session. With Shop it Back, its ` +
      `value comes back to you: ${formatDollars(input.valueCents)} to spend on the pieces your stylist finds you.`,
    `Your Shop it Back code: ${input.code}\nEnter it at checkout. It works once and is valid until ${longDate(input.expiresAt)}.`,
    `Your shopping list: ${input.siteUrl}/app/shopping-list`,
  ].join('\n\n'),
});
