import { PLANS, type PlanId } from '@shared/plans';
import { formatDollars } from '../paymentErrors';
import { longDate } from '../longDate';
import { button, code, emailDocument, paragraph } from './emailHtml';
import type { Email } from './outbox';

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
}): Email => {
  const value = formatDollars(input.valueCents);
  const subject = `Your ${value} Shop it Back code`;
  const thanks =
    `Thank you for booking a ${PLANS[input.plan].title} styling session. With Shop it Back, its ` +
    `value comes back to you: ${value} to spend on the pieces your stylist finds you.`;
  const howTo = `Enter it at checkout. It works once and is valid until ${longDate(input.expiresAt)}.`;
  const listUrl = `${input.siteUrl}/app/shopping-list`;
  return {
    to: input.email,
    subject,
    kind: 'shop_it_back',
    text: [
      `Hi ${input.firstName},`,
      thanks,
      `Your Shop it Back code: ${input.code}\n${howTo}`,
      `Your shopping list: ${listUrl}`,
    ].join('\n\n'),
    html: emailDocument({
      productName: input.productName,
      siteUrl: input.siteUrl,
      title: subject,
      body: [
        paragraph(`Hi ${input.firstName},`),
        paragraph(thanks),
        paragraph('Your Shop it Back code:'),
        code(input.code),
        paragraph(howTo),
        button('Your shopping list', listUrl),
      ],
    }),
  };
};
