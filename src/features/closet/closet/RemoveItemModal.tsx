import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { ConfirmModal } from '../profile/ConfirmModal';

type RemoveItemModalProps = ModalPropsByType['RemoveItem'] & { onClose: () => void };

/**
 * RemoveItem (spec 001 §8): confirming closes the dialog and the closet takes the item out at
 * once; a failure brings it back and is reported, with no message (the closet does both).
 */
export const RemoveItemModal = ({ itemName, onConfirm, onClose }: RemoveItemModalProps) => (
  <ConfirmModal
    title="Remove item"
    confirmLabel="Remove"
    onClose={onClose}
    onConfirm={() => {
      onClose();
      onConfirm();
    }}
  >
    Remove {itemName} from your closet?
  </ConfirmModal>
);
