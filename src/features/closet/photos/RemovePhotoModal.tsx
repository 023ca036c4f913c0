import { useAppDispatch } from '@/app/hooks';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { useRemovePhotoMutation } from '../closetApi';
import { ConfirmModal } from '../profile/ConfirmModal';

/** Spec 001 §8: the Error modal's text when a photo cannot be deleted. */
export const DELETE_PHOTO_FAILED = 'Failed to delete photo';

type RemovePhotoModalProps = ModalPropsByType['RemovePhoto'] & { onClose: () => void };

/**
 * RemovePhoto: deletes the photo, and closes once the server has; a failure replaces this dialog
 * with the Error modal, 'Failed to delete photo'.
 */
export const RemovePhotoModal = ({
  photoId,
  photoName,
  onDeleted,
  onClose,
}: RemovePhotoModalProps) => {
  const dispatch = useAppDispatch();
  const [removePhoto, { isLoading }] = useRemovePhotoMutation();

  const handleConfirm = async () => {
    try {
      await removePhoto({ photoId }).unwrap();
      onClose();
      onDeleted?.();
    } catch {
      dispatch(modalOpened({ type: 'Error', modalProps: { text: DELETE_PHOTO_FAILED } }));
    }
  };

  return (
    <ConfirmModal
      title="Delete photo"
      confirmLabel="Delete"
      isBusy={isLoading}
      onClose={onClose}
      onConfirm={() => void handleConfirm()}
    >
      Delete {photoName} from your photos? This can&apos;t be undone.
    </ConfirmModal>
  );
};
