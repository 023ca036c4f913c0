/**
 * What a gift card takes (docs/contracts/gifts.md), the same for the SPA's forms and the server's
 * checks, so both say the same thing.
 */

/** Each name's length limit, in characters. */
export const GIFT_NAME_MAX_LENGTH = 50;
/** The message's length limit, in characters. */
export const GIFT_MESSAGE_MAX_LENGTH = 300;
/** The most extra shopping credit a gift card carries, in whole dollars. */
export const MAX_GIFT_CREDIT = 5000;

export const GIFT_NAME_TOO_LONG_MESSAGE = `Name must be at most ${GIFT_NAME_MAX_LENGTH} characters.`;
export const GIFT_MESSAGE_TOO_LONG_MESSAGE = `The message can be at most ${GIFT_MESSAGE_MAX_LENGTH} characters.`;
export const GIFT_CREDIT_MESSAGE = `Shopping credit can be a whole number of dollars up to $${MAX_GIFT_CREDIT.toLocaleString('en-US')}.`;
