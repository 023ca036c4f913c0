import { selectUserId } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { useCreateGiftCardCheckoutMutation } from '../giftCardApi';
import { giftConfirmationUrl, type GiftChoice } from './giftCardRules';
import { giftPeople, type GiftDetails } from './giftDetails';

/**
 * Opens the payment for a gift card: the choice, the people and the message go to the server,
 * which prices it (the amount on the pay button is its answer). A visitor buys without an
 * account; a signed-in buyer's id goes as `clientUuid`.
 */
export const useGiftCardCheckout = (choice: GiftChoice) => {
  const userId = useAppSelector(selectUserId);
  const [create, state] = useCreateGiftCardCheckoutMutation();

  const start = (details: GiftDetails) =>
    create({
      plan: choice.plan,
      additionalAmount: choice.additionalAmount,
      ...giftPeople(details),
      ...(userId ? { clientUuid: userId } : {}),
      returnUrl: giftConfirmationUrl(),
    }).unwrap();

  return { start, checkout: state.data, reset: state.reset };
};
