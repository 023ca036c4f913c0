import { useRef } from 'react';
import { useAppStore } from '@/app/hooks';
import { selectModal } from '@/blocks/modals/uiSlice';
import { destinationFromLoginPage } from './authRedirect';
import { useDestinationByInbox } from './inboxRedirect';
import { useCloseOnSignIn } from './useCloseOnSignIn';

const stay = () => {};

/**
 * The /login page's way out once the shopper signs in on it (spec 000 §4, see
 * `destinationFromLoginPage`): a new account from the page's sign-up form follows the sign-up
 * rule; any other sign-in here (e-mail, a new password from a reset link, Google, one-tap) the
 * sign-in rule, asking the inbox only when the answer depends on it. Google's answer does not say
 * whether it created the account, so Google counts as a sign-in. The page replaces itself in the
 * history with the destination.
 *
 * Returns whether the shopper is on the way out, and `onSignUpSent` for the sign-up form.
 */
export const useLoginPageRedirect = (target: string | null) => {
  const store = useAppStore();
  const destinationByInbox = useDestinationByInbox();
  const signUp = useRef<Promise<boolean>>(Promise.resolve(false));

  const isLeaving = useCloseOnSignIn(
    async () => {
      // A Signin or Signup modal opened over the page signed them in: the modal decides.
      const modal = selectModal(store.getState());
      if (modal.isVisible && (modal.type === 'Signin' || modal.type === 'Signup')) return null;
      const arrival = (await signUp.current) ? 'signed-up' : 'signed-in';
      return destinationByInbox((hasRealConversation) =>
        destinationFromLoginPage({ target, arrival, hasRealConversation }),
      );
    },
    stay,
    { replace: true },
  );

  const onSignUpSent = (created: Promise<boolean>) => {
    signUp.current = created;
  };

  return { isLeaving, onSignUpSent };
};
