import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { Modal } from '@/ui/Modal';
import type { Membership } from './membershipApi';
import { cancelSentence, planTitle, reactivateSentence } from './membershipText';

type MembershipChangeDialogProps = {
  membership: Membership;
  action: 'cancel' | 'reactivate';
  isSaving: boolean;
  /** Why the last attempt failed, or null. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The one confirmation before cancelling or reactivating: what it means and when (the last day
 * of access, or the renewal date), then the same words on the confirm button. No survey, no
 * call, no chat: the second click does it.
 */
export const MembershipChangeDialog = ({
  membership,
  action,
  isSaving,
  error,
  onConfirm,
  onClose,
}: MembershipChangeDialogProps) => {
  const cancelling = action === 'cancel';
  const plan = planTitle(membership.plan);
  return (
    <Modal
      size="sm"
      title={cancelling ? 'Cancel your membership?' : 'Reactivate your membership?'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelling ? 'Keep membership' : 'Not now'}
          </Button>
          <Button
            variant={cancelling ? 'major' : 'primary'}
            isLoading={isSaving}
            onClick={onConfirm}
          >
            {cancelling ? 'Cancel membership' : 'Reactivate membership'}
          </Button>
        </>
      }
    >
      <Body>
        <p>
          {cancelling
            ? `Your ${plan} membership with ${membership.stylistName} will end.`
            : `Your ${plan} membership with ${membership.stylistName} will continue.`}
        </p>
        <Strong>{cancelling ? cancelSentence(membership) : reactivateSentence(membership)}</Strong>
        <FormAlert message={error} />
      </Body>
    </Modal>
  );
};

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Strong = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
