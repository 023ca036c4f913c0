import { MAX_GIFT_CREDIT } from '@shared/gifts';
import { GIFT_CREDIT_PRESETS, parseGiftCredit } from './giftCardRules';

/** No extra credit (0), a preset, or the shopper's own amount. */
export type CreditOption = number | 'custom';

export type CreditChoice = {
  option: CreditOption;
  /** The custom amount as parsed; `null` while the field is empty. */
  custom: number | null;
};

export const NO_CREDIT: CreditChoice = { option: 0, custom: null };

export const CREDIT_OPTIONS: readonly CreditOption[] = [0, ...GIFT_CREDIT_PRESETS, 'custom'];

/** The credit a choice adds: an empty custom amount adds nothing. */
export const creditAmount = ({ option, custom }: CreditChoice) =>
  option === 'custom' ? (custom ?? 0) : option;

export const isCreditTooHigh = (choice: CreditChoice) => creditAmount(choice) > MAX_GIFT_CREDIT;

/** The choice that shows `amount` again (coming back from the checkout to change it). */
export const creditChoiceFor = (amount: number): CreditChoice =>
  CREDIT_OPTIONS.includes(amount)
    ? { option: amount, custom: null }
    : { option: 'custom', custom: amount };

/** Typing into the custom field chooses it; what is not a number leaves it empty. */
export const customCreditTyped = (text: string): CreditChoice => ({
  option: 'custom',
  custom: parseGiftCredit(text),
});
