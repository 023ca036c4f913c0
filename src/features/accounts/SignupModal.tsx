import { useAppDispatch } from '@/app/hooks';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { signUpCopy } from './authCopy';
import { AuthModalFrame } from './AuthModalFrame';
import { destinationAfterSignUp } from './authRedirect';
import { SignUpForm } from './SignUpForm';
import { useCloseOnSignIn } from './useCloseOnSignIn';

type SignupModalProps = ModalPropsByType['Signup'] & { onClose: () => void };

/**
 * Signup: e-mail sign-up in a dialog, worded per variant ('unlock' is the quiz's "see your
 * matches"). Once the account exists it closes and goes to the sign-up destination (see
 * `destinationAfterSignUp`; the unlock variant stays put). 'Sign in' swaps it for Signin with
 * the same props.
 */
export const SignupModal = ({
  redirectUrl,
  source,
  element,
  variant = 'default',
  onClose,
}: SignupModalProps) => {
  const dispatch = useAppDispatch();
  const isLeaving = useCloseOnSignIn(
    (pathname) => destinationAfterSignUp({ redirectUrl, pathname, variant }),
    onClose,
  );

  const handleSignIn = () => {
    dispatch(modalOpened({ type: 'Signin', modalProps: { redirectUrl, source, element } }));
  };

  const text = signUpCopy[variant];
  return (
    <AuthModalFrame
      title={text.heading}
      subline={text.subline}
      leavingLabel={isLeaving ? 'Setting up your account…' : null}
      onClose={onClose}
    >
      <SignUpForm switchAction={{ onClick: handleSignIn }} />
    </AuthModalFrame>
  );
};
