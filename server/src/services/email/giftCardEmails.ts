import { PLANS, type PlanId } from '@shared/plans';
import { formatDollars } from '../paymentErrors';
import { longDate } from '../longDate';
import { button, code, emailDocument, link, paragraph, quote, strong } from './emailHtml';
import type { Email } from './outbox';

export type GiftCardEmailInput = {
  productName: string;
  /** The site's origin (PUBLIC_URL), for the links. */
  siteUrl: string;
  /** The gift card request, which names the recipient's e-mail (`giftCardEmailId`). */
  requestId: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  /** As the buyer typed it; plain text, escaped in the HTML. */
  message: string;
  plan: PlanId;
  planAmountCents: number;
  additionalAmountCents: number;
  code: string;
  expiresAt: Date;
};

/**
 * The outbox id of a gift card's e-mail to its recipient: the confirmation page reads whether it
 * was sent (`GET /gift-card`'s `emailStatus`).
 */
export const giftCardEmailId = (requestId: string) => `gift-card-${requestId}`;

/** What the gift card pays for: "a Major styling session ($130) and $500 of shopping credit". */
const giftInWords = (
  input: Pick<GiftCardEmailInput, 'plan' | 'planAmountCents' | 'additionalAmountCents'>,
) => {
  const session = `a ${PLANS[input.plan].title} styling session (${formatDollars(input.planAmountCents)})`;
  return input.additionalAmountCents > 0
    ? `${session} and ${formatDollars(input.additionalAmountCents)} of shopping credit`
    : session;
};

/**
 * The recipient's e-mail: who sent it and their message, what it pays for, the code, and where
 * to redeem it.
 */
export const giftCardEmail = (input: GiftCardEmailInput): Email => {
  const gift = giftInWords(input);
  const loginUrl = `${input.siteUrl}/app/login`;
  const aboutUrl = `${input.siteUrl}/app/gift-cards`;
  const validUntil = `It works once and is valid until ${longDate(input.expiresAt)}.`;
  const redeem =
    'book a stylist and enter the code at checkout. It pays for your session; whatever is left ' +
    'becomes shopping credit for the pieces your stylist finds you.';
  const lines = [
    `Hi ${input.recipientName},`,
    `${input.senderName} sent you a ${input.productName} gift card: ${gift}.`,
    input.message ? `${input.senderName}'s message:\n\n${input.message}` : null,
    `Your gift card code: ${input.code}\n${validUntil}`,
    `To redeem it, sign in or create your account at ${loginUrl}, ${redeem}`,
    `About gift cards: ${aboutUrl}`,
  ];
  const subject = `${input.senderName} sent you a ${input.productName} gift card`;
  return {
    id: giftCardEmailId(input.requestId),
    to: input.recipientEmail,
    subject,
    kind: 'gift_card',
    text: lines.filter((line): line is string => line !== null).join('\n\n'),
    html: emailDocument({
      productName: input.productName,
      siteUrl: input.siteUrl,
      title: subject,
      body: [
        paragraph(`Hi ${input.recipientName},`),
        paragraph(strong(input.senderName), ` sent you a ${input.productName} gift card: ${gift}.`),
        ...(input.message
          ? [paragraph(`${input.senderName}'s message:`), quote(input.message)]
          : []),
        paragraph('Your gift card code:'),
        code(input.code),
        paragraph(validUntil),
        paragraph(`To redeem it, sign in or create your account, ${redeem}`),
        button('Redeem your gift card', loginUrl),
        paragraph(link('About gift cards', aboutUrl)),
      ],
    }),
  };
};

/**
 * The buyer's receipt, once the gift card is paid and its e-mail queued: what they paid for and
 * who receives it. Never the code: it goes to the recipient only.
 */
export const giftCardReceiptEmail = (
  input: Omit<GiftCardEmailInput, 'code' | 'expiresAt' | 'message'> & { senderEmail: string },
): Email => {
  const gift = giftInWords(input);
  const total = formatDollars(input.planAmountCents + input.additionalAmountCents);
  const aboutUrl = `${input.siteUrl}/app/gift-cards`;
  const subject = `Your ${input.productName} gift card for ${input.recipientName}`;
  const sentTo = `${input.recipientName} (${input.recipientEmail})`;
  const codeNote =
    'For their security, the gift card code goes only to them. It works once and is valid for a year.';
  return {
    to: input.senderEmail,
    subject,
    kind: 'gift_card_receipt',
    text: [
      `Hi ${input.senderName},`,
      `Thank you for your gift. ${input.recipientName} will receive your ${input.productName} ` +
        `gift card by e-mail, with your message: ${gift}.`,
      `Paid: ${total}\nSent to: ${sentTo}`,
      codeNote,
      `About gift cards: ${aboutUrl}`,
    ].join('\n\n'),
    html: emailDocument({
      productName: input.productName,
      siteUrl: input.siteUrl,
      title: subject,
      body: [
        paragraph(`Hi ${input.senderName},`),
        paragraph(
          'Thank you for your gift. ',
          strong(input.recipientName),
          ` will receive your ${input.productName} gift card by e-mail, with your message: ${gift}.`,
        ),
        paragraph(strong('Paid: '), total),
        paragraph(strong('Sent to: '), sentTo),
        paragraph(codeNote),
        paragraph(link('About gift cards', aboutUrl)),
      ],
    }),
  };
};
