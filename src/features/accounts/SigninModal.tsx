import { useAppDispatch } from '@/app/hooks';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { signInCopy } from './authCopy';
import { AuthModalFrame } from './AuthModalFrame';
import { destinationAfterSignIn } from './authRedirect';
import { useDestinationByInbox } from './inboxRedirect';
import { SignInForm } from './SignInForm';
import { useCloseOnSignIn } from './useCloseOnSignIn';

type SigninModalProps = ModalPropsByType['Signin'] & { onClose: () => void };

/**
 * Signin: e-mail sign-in in a dialog. Once signed in it closes and goes to the sign-in
 * destination (see `destinationAfterSignIn`), asking the inbox only when that changes the answer.
 * 'Create an account' swaps it for Signup with the same props.
 */
export const SigninModal = ({ redirectUrl, source, element, onClose }: SigninModalProps) => {
  const dispatch = useAppDispatch();
  const destinationByInbox = useDestinationByInbox();
  const isLeaving = useCloseOnSignIn(
    (pathname) =>
      destinationByInbox((hasRealConversation) =>
        destinationAfterSignIn({ redirectUrl, pathname, hasRealConversation }),
      ),
    onClose,
  );

  const handleCreateAccount = () => {
    dispatch(modalOpened({ type: 'Signup', modalProps: { redirectUrl, source, element } }));
  };

  return (
    <AuthModalFrame
      title="Sign In"
      subline={`${signInCopy.heading}. ${signInCopy.subline}`}
      leavingLabel={isLeaving ? 'Signing you in…' : null}
      onClose={onClose}
    >
      <SignInForm switchAction={{ onClick: handleCreateAccount }} />
    </AuthModalFrame>
  );
};
