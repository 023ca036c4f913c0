import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { signedOut } from '@/api/authSlice';
import { specificMessage } from '@/api/errors';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { toastShown } from '@/blocks/modals/uiSlice';
import { ErrorText } from '@/ui/ErrorText';
import { useDeactivateAccountMutation } from '../settingsApi';

/** Spec 001 §4, spec 000 §8: a failure without a message of its own. */
export const DEACTIVATION_FALLBACK = 'Something went wrong. Please retry or contact support.';

/**
 * The DeactivateAccount modal (spec 001 §8): a confirm view. Success goes home, which closes it,
 * and signs out (the server has already ended every session); a failure shows the server's
 * message, else the fallback, and its button becomes Cancel.
 */
export const DeactivateAccountModal = ({ onClose }: { onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deactivate, { isLoading }] = useDeactivateAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const deactivated = useRef(false);

  /*
   * Signing out waits until the page has left for home: the router moves in a transition, and
   * signing out first would send the protected settings page to /login instead.
   */
  useEffect(
    () => () => {
      if (!deactivated.current) return;
      dispatch(signedOut());
      dispatch(toastShown({ content: 'Your account is deactivated. We’re sorry to see you go.' }));
    },
    [dispatch],
  );

  const handleConfirm = async () => {
    try {
      await deactivate().unwrap();
      deactivated.current = true;
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(specificMessage(error) ?? DEACTIVATION_FALLBACK);
    }
  };

  return (
    <Modal
      title="Deactivate account"
      size="sm"
      onClose={onClose}
      footer={
        failure ? (
          <Button onClick={onClose}>Cancel</Button>
        ) : (
          <>
            <Button variant="secondary" disabled={isLoading} onClick={onClose}>
              Keep my account
            </Button>
            <Button variant="major" isLoading={isLoading} onClick={() => void handleConfirm()}>
              Deactivate
            </Button>
          </>
        )
      }
    >
      {failure ? (
        <ErrorText role="alert">{failure}</ErrorText>
      ) : (
        <Text>
          Are you sure? You will be signed out everywhere and won’t be able to sign in again. Your
          stylists will no longer be able to reach you here.
        </Text>
      )}
    </Modal>
  );
};

const Text = styled.p`
  margin: 0;
`;
