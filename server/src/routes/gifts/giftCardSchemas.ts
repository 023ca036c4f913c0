import { z } from 'zod';
import {
  GIFT_CREDIT_MESSAGE,
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_MESSAGE_TOO_LONG_MESSAGE,
  GIFT_NAME_MAX_LENGTH,
  GIFT_NAME_TOO_LONG_MESSAGE,
  MAX_GIFT_CREDIT,
} from '@shared/gifts';
import { PLAN_IDS } from '@shared/plans';
import {
  EMAIL_REQUIRED_MESSAGE,
  SIMPLE_NAME_REQUIRED_MESSAGE,
  validateEmail,
  validateSimpleName,
} from '@shared/validators';

/** A gift card name: the simple name rule (required) and at most 50 characters, on one line. */
const giftName = z
  .string({ error: SIMPLE_NAME_REQUIRED_MESSAGE })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .superRefine((value, ctx) => {
    const problem =
      validateSimpleName(value) ??
      ([...value].length > GIFT_NAME_MAX_LENGTH ? GIFT_NAME_TOO_LONG_MESSAGE : undefined);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An e-mail address: the shared e-mail rules, trimmed. */
const giftEmail = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const problem = validateEmail(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A missing person reads as one with neither name nor e-mail, so each field says what it needs. */
const person = z.preprocess(
  (value) => value ?? {},
  z.object({ name: giftName, email: giftEmail }, { error: 'Give a name and an e-mail address.' }),
);

/**
 * The message as plain text: line breaks kept (as \n), other control characters dropped, at most
 * 300 characters. It is never read as markup anywhere.
 */
const giftMessage = z
  .string({ error: 'The message must be text.' })
  .max(GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGE_TOO_LONG_MESSAGE)
  .transform((value) =>
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .trim(),
  )
  .default('');

/**
 * `POST /gift-card/checkout-session` (docs/contracts/gifts.md). Unknown fields are dropped, so
 * `amount` (and any price) the client sends is ignored, and so is `clientUuid`: the buyer is the
 * token's user, if any.
 */
export const giftCardCheckoutSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: 'Choose the Mini, Major or Lux plan.' }),
  additionalAmount: z.preprocess(
    (value) => value ?? 0,
    z
      .number({ error: GIFT_CREDIT_MESSAGE })
      .int(GIFT_CREDIT_MESSAGE)
      .min(0, GIFT_CREDIT_MESSAGE)
      .max(MAX_GIFT_CREDIT, GIFT_CREDIT_MESSAGE),
  ),
  message: giftMessage,
  recipient: person,
  sender: person,
  returnUrl: z.string({ error: 'The return URL is missing.' }).max(2000),
});

export const giftCardRequestIdSchema = z.object({
  requestId: z.string({ error: 'The request id is missing.' }).trim().min(1).max(100),
});
