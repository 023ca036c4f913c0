import { fieldError } from '../../http/errors';

/** The refusals, as a checkout shows them under its code field (docs/contracts/gifts.md). */
export const CODE_MESSAGES = {
  invalid: 'This code is not valid.',
  used: 'This code has already been used.',
  expired: 'This code has expired.',
  subscription: 'Gift cards pay for a one-time session.',
  itemsOnly: 'This code pays for items at checkout, not for a styling session.',
  tooMany: 'Too many code attempts. Please try again later.',
} as const;

/** A 400 on the `coupon` field with its stable code. */
export const refuseCode = (message: string, code: string) => fieldError('coupon', message, code);

/** The refusal when another checkout claimed the code a moment ago. */
export const codeTakenMeanwhile = () => refuseCode(CODE_MESSAGES.used, 'code_used');
