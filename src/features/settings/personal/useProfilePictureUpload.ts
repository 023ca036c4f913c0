import { useState } from 'react';
import { getFieldErrors } from '@/api/errors';
import { storageRefusalOf } from '@/api/refusals';
import { useUpload } from '@/api/useUpload';
import { useAppDispatch } from '@/app/hooks';
import { toastShown } from '@/blocks/modals/uiSlice';
import { downscalePicture } from '@/lib/downscalePicture';
import { useUploadProfilePictureMutation } from '../settingsApi';
import { profilePictureProblem } from './profilePictureFile';

const UPDATED = 'Your profile picture is updated.';
const UPLOAD_FAILED = 'We couldn’t upload your picture. Please try again.';
export const UPLOAD_CANCELLED_NOTE = 'Upload cancelled.';

/**
 * Changing the profile picture: a picked file is downscaled when it is a large phone photo, then
 * checked (JPEG or PNG by its bytes, at most 5 MB) and sent with its progress. `message` is why
 * it was refused or failed; a failure or a cancel keeps the picture for `retry`; success says
 * so in a toast (the header's copy of the user is refetched by the mutation's tags).
 */
export const useProfilePictureUpload = () => {
  const dispatch = useAppDispatch();
  const [uploadPicture] = useUploadProfilePictureMutation();
  const upload = useUpload();
  const [message, setMessage] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  /** The picture that did not go (failed or cancelled), for Try again. */
  const [kept, setKept] = useState<File | null>(null);

  const send = async (file: File) => {
    setMessage(null);
    setNote(null);
    setKept(null);
    const outcome = await upload.run((onProgress) => uploadPicture({ file, onProgress }));
    if ('cancelled' in outcome) {
      setNote(UPLOAD_CANCELLED_NOTE);
      setKept(file);
    } else if ('error' in outcome) {
      const refusal = getFieldErrors(outcome.error).picture ?? storageRefusalOf(outcome.error);
      setMessage(refusal ?? UPLOAD_FAILED);
      // A refusal would be refused again: a new picture is what helps.
      if (!refusal) setKept(file);
    } else {
      dispatch(toastShown({ content: UPDATED }));
    }
  };

  const choose = async (picked: File) => {
    setMessage(null);
    setNote(null);
    setKept(null);
    const file = await downscalePicture(picked);
    const problem = await profilePictureProblem(file);
    if (problem) setMessage(problem);
    else await send(file);
  };

  return {
    percent: upload.percent,
    uploading: upload.uploading,
    cancel: upload.cancel,
    message,
    note,
    choose,
    retry: kept ? () => send(kept) : null,
  };
};
