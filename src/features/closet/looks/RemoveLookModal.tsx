import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { ConfirmModal } from '../profile/ConfirmModal';

type RemoveLookModalProps = ModalPropsByType['RemoveLook'] & { onClose: () => void };

/**
 * RemoveLook (spec 001 §8): hides a board from the profile. Confirming closes the dialog and the
 * look leaves at once; a failure brings it back and is reported, with no message.
 */
export const RemoveLookModal = ({ lookName, onConfirm, onClose }: RemoveLookModalProps) => (
  <ConfirmModal
    title="Remove look"
    confirmLabel="Remove"
    onClose={onClose}
    onConfirm={() => {
      onClose();
      onConfirm();
    }}
  >
    Remove {lookName} from your profile? It stays in your conversation with your stylist.
  </ConfirmModal>
);
