import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage, getFieldErrors, isApiError } from '@/api/errors';
import { useUpload } from '@/api/useUpload';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { Modal } from '@/ui/Modal';
import { UploadProgress } from '@/ui/UploadProgress';
import { toastShown } from '@/blocks/modals/uiSlice';
import { useAddPhotoMutation } from '../closetApi';
import { PictureDropZone } from '../upload/PictureDropZone';
import type { Picture } from '../upload/pictureFile';

const ADDED = 'Photo added to your profile';
const FAILED = 'We couldn’t upload the photo. Please try again.';

/**
 * Photo: add a photo of yourself to the profile (spec 001 §5: multipart form data, field
 * `picture`). Upload is enabled once a picture is chosen; while it goes, a progress bar with
 * Cancel; success closes the dialog and the photos show it; a refusal or a failure keeps the
 * dialog and the picture, with the server's words or ours, to upload again. Cancel keeps it too.
 */
export const PhotoModal = ({ onClose }: { onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const [addPhoto] = useAddPhotoMutation();
  const upload = useUpload();
  const [picture, setPicture] = useState<Picture | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isLoading = upload.uploading;

  const handleUpload = async () => {
    if (!picture) return;
    setFailure(null);
    const outcome = await upload.run((onProgress) => addPhoto({ file: picture.file, onProgress }));
    if ('cancelled' in outcome) return;
    if ('data' in outcome) {
      onClose();
      dispatch(toastShown({ content: ADDED }));
      return;
    }
    const { error } = outcome;
    setFailure(
      getFieldErrors(error).picture ??
        (isApiError(error) ? getErrorMessage(error, FAILED) : FAILED),
    );
  };

  return (
    <Modal
      title="Add a photo"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!picture} isLoading={isLoading} onClick={() => void handleUpload()}>
            Upload
          </Button>
        </>
      }
    >
      <Body>
        <Lead>A photo of you helps your stylist see your shape and style.</Lead>
        <PictureDropZone picture={picture} onPicture={setPicture} disabled={isLoading} />
        {upload.percent !== null && (
          <UploadProgress
            label="Uploading your photo"
            percent={upload.percent}
            onCancel={upload.cancel}
          />
        )}
        <FormAlert message={failure} />
      </Body>
    </Modal>
  );
};

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
