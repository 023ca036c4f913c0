import styled from 'styled-components';
import { Button } from '@/ui/Button';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { Modal } from '@/ui/Modal';

type ResetConfirmationModalProps = ModalPropsByType['ResetConfirmation'] & {
  onClose: () => void;
};

/**
 * ResetConfirmation: the reset link is on its way. The wording holds whether or not an account
 * exists, because the server answers the same either way.
 */
export const ResetConfirmationModal = ({ email, onClose }: ResetConfirmationModalProps) => (
  <Modal
    title="Check your email"
    size="sm"
    onClose={onClose}
    footer={<Button onClick={onClose}>OK</Button>}
  >
    <Text>
      If an account exists for <Email>{email}</Email>, we've sent it a link to reset your password.
      It can take a few minutes to arrive, so check your spam folder too.
    </Text>
  </Modal>
);

const Text = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Email = styled.strong`
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`;
