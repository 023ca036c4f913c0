import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';

type ConfirmModalProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the action runs: the confirm button spins and neither button takes a second press. */
  isBusy?: boolean;
};

/** A small yes-or-no dialog: Cancel (and Escape, the close button, the backdrop) or confirm. */
export const ConfirmModal = ({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  isBusy = false,
}: ConfirmModalProps) => (
  <Modal
    title={title}
    size="sm"
    onClose={onClose}
    footer={
      <>
        <Button variant="secondary" disabled={isBusy} onClick={onClose}>
          Cancel
        </Button>
        <Button variant="major" isLoading={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </>
    }
  >
    <Text>{children}</Text>
  </Modal>
);

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
