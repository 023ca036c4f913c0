import type { ChangeEvent, FormEvent } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { getFieldErrors } from '@/api/errors';
import { storageRefusalOf } from '@/api/refusals';
import { useUpload } from '@/api/useUpload';
import { useAppDispatch } from '@/app/hooks';
import { reportError } from '@/services/errorReporting';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { TextAreaField } from '@/ui/TextAreaField';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { ErrorText } from '@/ui/ErrorText';
import { UploadProgress } from '@/ui/UploadProgress';
import { downscalePicture } from '@/lib/downscalePicture';
import { useAddStylistReviewMutation } from './profileApi';

type AddReviewModalProps = ModalPropsByType['AddReview'] & { onClose: () => void };

/** The photo is checked and read as it is picked; the server's `picture` errors go under it. */
type ReviewValues = {
  rate: number;
  description: string;
  picture: { name: string; dataUrl: string } | null;
};

const RATES = [1, 2, 3, 4, 5] as const;
const MAX_TEXT = 2000;
/** The server's limit on a review photo (the JPEG itself). */
const MAX_PHOTO_BYTES = 700 * 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The photo could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });

/**
 * AddReview (spec 000 §4): the rating comes first; the text and the photo open once there is
 * one. The photo is a JPEG (the server checks its bytes too) of at most 700 KB, after a large
 * phone photo is downscaled in the browser. Sending needs a rating; with a photo it shows its
 * progress, with Cancel (the form stays, to send again); the profile's reviews and rating
 * refresh. A failure the shopper can fix (the server's
 * field errors, no room to store the photo) shows under its field; any other is reported as 'Couldn't submit review' and,
 * as the spec has it, shows nothing — the form stays as it was, to send again. Success opens
 * the Tip modal for the stylist.
 */
export const AddReviewModal = ({ stylistId, stylistName, onClose }: AddReviewModalProps) => {
  const dispatch = useAppDispatch();
  const [addReview] = useAddStylistReviewMutation();
  const upload = useUpload();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues>({
    mode: 'onSubmit',
    // A message stays until the next send (or, for the photo, the next pick).
    reValidateMode: 'onSubmit',
    defaultValues: { rate: 0, description: '', picture: null },
  });
  const [rate, photo] = useWatch({ control, name: ['rate', 'picture'] });
  const rated = rate >= 1;

  const handlePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setValue('picture', null);
    clearErrors('picture');
    if (!file) return;
    const refuse = (message: string) => setError('picture', { type: 'validate', message });
    if (file.type !== 'image/jpeg') return refuse('The photo must be a JPEG.');
    // A phone photo over the limit may fit once drawn at 2048 px.
    const photoFile = await downscalePicture(file, { aboveBytes: MAX_PHOTO_BYTES });
    if (photoFile.size > MAX_PHOTO_BYTES) return refuse('The photo is too large: at most 700 KB.');
    try {
      setValue('picture', { name: photoFile.name, dataUrl: await readAsDataUrl(photoFile) });
    } catch {
      refuse('The photo could not be read.');
    }
  };

  const handleValid = async ({ rate: chosen, description, picture }: ReviewValues) => {
    const outcome = await upload.run((onProgress) =>
      addReview({
        stylistId,
        rate: chosen,
        description: description.trim(),
        picture: picture?.dataUrl ?? null,
        onProgress,
      }),
    );
    if ('cancelled' in outcome) return;
    if ('data' in outcome) {
      // Success opens Tip for the stylist (spec 000 §4), which thanks the shopper first.
      dispatch(
        modalOpened({ type: 'Tip', modalProps: { stylistId, stylistName, reviewed: true } }),
      );
      return;
    }
    // No room for the photo (the account's quota, the server's disk) is the shopper's to fix.
    const noRoom = storageRefusalOf(outcome.error);
    const fieldErrors = noRoom ? { picture: noRoom } : getFieldErrors(outcome.error);
    const fields = Object.entries(fieldErrors);
    if (fields.length === 0) reportError(new Error("Couldn't submit review"), { stylistId });
    fields.forEach(([field, message]) =>
      setError(field as Path<ReviewValues>, { type: 'server', message }),
    );
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rated || isSubmitting) return;
    // Each send starts clean, the photo's refusal included (as the shopper may send without it).
    clearErrors();
    return handleSubmit(handleValid)(event);
  };

  return (
    <Modal title={`Review ${stylistName}`} onClose={onClose}>
      <Form aria-label={`Review ${stylistName}`} onSubmit={handleFormSubmit}>
        <Stars>
          <legend>Your rating</legend>
          <Controller
            control={control}
            name="rate"
            render={({ field }) => (
              <StarRow>
                {RATES.map((value) => (
                  <StarLabel key={value} data-on={value <= field.value || undefined}>
                    <input
                      type="radio"
                      name={field.name}
                      value={value}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                    />
                    <span aria-hidden="true">★</span>
                    <span className="visually-hidden">
                      {value} {value === 1 ? 'star' : 'stars'}
                    </span>
                  </StarLabel>
                ))}
              </StarRow>
            )}
          />
          {errors.rate && <ErrorText role="alert">{errors.rate.message}</ErrorText>}
        </Stars>
        <TextAreaField
          label="Your review (optional)"
          hint={rated ? undefined : 'Choose a rating first.'}
          rows={5}
          maxLength={MAX_TEXT}
          disabled={!rated}
          error={errors.description?.message}
          {...register('description')}
        />
        <PhotoField>
          <label htmlFor="review-photo">Add a photo (optional, JPEG up to 700 KB)</label>
          <input
            id="review-photo"
            type="file"
            accept="image/jpeg"
            disabled={!rated}
            aria-describedby={errors.picture ? 'review-photo-error' : undefined}
            onChange={(event) => void handlePhoto(event)}
          />
          {photo && <Preview src={photo.dataUrl} alt={`Your photo, ${photo.name}`} />}
          {errors.picture && (
            <ErrorText id="review-photo-error" role="alert">
              {errors.picture.message}
            </ErrorText>
          )}
        </PhotoField>
        {photo && upload.percent !== null && (
          <UploadProgress
            label="Sending your review"
            percent={upload.percent}
            onCancel={upload.cancel}
          />
        )}
        <Button type="submit" fullWidth disabled={!rated} isLoading={isSubmitting}>
          Submit review
        </Button>
      </Form>
    </Modal>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Stars = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StarRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StarLabel = styled.label`
  position: relative;
  color: ${({ theme }) => theme.colors.border};
  font-size: 2rem;
  line-height: 1;
  cursor: pointer;

  &[data-on] {
    color: ${({ theme }) => theme.colors.lux};
  }

  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: pointer;
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const PhotoField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Preview = styled.img`
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`;
