import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CLOSET_CATEGORIES, CLOSET_COLORS, CLOSET_SEASONS } from '@shared/closet';
import { getFieldErrors, specificMessage } from '@/api/errors';
import { useUpload } from '@/api/useUpload';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { Modal } from '@/ui/Modal';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { UploadProgress } from '@/ui/UploadProgress';
import { toastShown } from '@/blocks/modals/uiSlice';
import { CheckboxChips } from '@/ui/CheckboxChips';
import { useAddClosetItemMutation } from '../closetApi';
import { SOMETHING_WENT_WRONG as ADD_FAILED } from '../addToCloset/addToClosetCopy';
import { PictureDropZone } from '../upload/PictureDropZone';
import type { Picture } from '../upload/pictureFile';
import { canSaveClosetItem, toggled } from './closetItemForm';

const ADDED = 'Item successfully added to your closet';
const BRAND_MAX = 60;

const categoryOptions = CLOSET_CATEGORIES.map(({ key, text }) => ({ value: key, label: text }));

/**
 * AddClosetItem (spec 001 §5 "Closet image upload"): a picture (dropped or picked, jpg or png),
 * a category (required), a brand, colours and seasons (several of each). Save is enabled only
 * with a category and a picture and while nothing is saving; saving shows the upload's progress
 * with Cancel (which keeps everything chosen), then closes the dialog and the closet shows the
 * piece. A refusal keeps the dialog and everything in it, with the server's
 * words under the field it names; a failure without words of its own says the spec's
 * 'An error occurred, please try again later.' (001 §8 "Add-to-closet failure").
 */
export const AddClosetItemModal = ({ onClose }: { onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const [addClosetItem] = useAddClosetItemMutation();
  const upload = useUpload();
  const isLoading = upload.uploading;
  const [picture, setPicture] = useState<Picture | null>(null);
  const [category, setCategory] = useState('');
  const [brand, setBrand] = useState('');
  const [colors, setColors] = useState<string[]>([]);
  const [seasons, setSeasons] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const canSave = canSaveClosetItem({ category, picture, isLoading });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || !picture) return;
    setFailure(null);
    setFieldErrors({});
    const outcome = await upload.run((onProgress) =>
      addClosetItem({
        picture: picture.base64,
        category,
        brand: brand.trim(),
        colors,
        seasons,
        onProgress,
      }),
    );
    if ('cancelled' in outcome) return;
    if ('data' in outcome) {
      onClose();
      dispatch(toastShown({ content: ADDED }));
      return;
    }
    const fields = getFieldErrors(outcome.error);
    setFieldErrors(fields);
    const { picture: pictureError } = fields;
    setFailure(
      pictureError ??
        (Object.keys(fields).length > 0 ? null : (specificMessage(outcome.error) ?? ADD_FAILED)),
    );
  };

  return (
    <Modal
      title="Add an item to your closet"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-closet-item" disabled={!canSave} isLoading={isLoading}>
            Save
          </Button>
        </>
      }
    >
      <Form id="add-closet-item" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <PictureDropZone picture={picture} onPicture={setPicture} disabled={isLoading} />
        <Select
          label="Category"
          required
          showRequiredMark
          placeholder="Choose a category"
          options={categoryOptions}
          value={category}
          disabled={isLoading}
          error={fieldErrors.category}
          onChange={(event) => setCategory(event.target.value)}
        />
        <TextField
          label="Brand (optional)"
          value={brand}
          maxLength={BRAND_MAX}
          autoComplete="off"
          disabled={isLoading}
          error={fieldErrors.brand}
          onChange={(event) => setBrand(event.target.value)}
        />
        <CheckboxChips
          legend="Colours (optional)"
          idPrefix="closet-item-color"
          options={CLOSET_COLORS}
          chosen={colors}
          disabled={isLoading}
          error={fieldErrors.colors}
          onToggle={(option, checked) =>
            setColors((current) => toggled(current, option.key, checked))
          }
        />
        <CheckboxChips
          legend="Seasons (optional)"
          idPrefix="closet-item-season"
          options={CLOSET_SEASONS}
          chosen={seasons}
          disabled={isLoading}
          error={fieldErrors.seasons}
          onToggle={(option, checked) =>
            setSeasons((current) => toggled(current, option.key, checked))
          }
        />
        {upload.percent !== null && (
          <UploadProgress
            label="Uploading your item"
            percent={upload.percent}
            onCancel={upload.cancel}
          />
        )}
        <FormAlert message={failure} />
        {!canSave && !isLoading && (
          <Hint>
            {picture
              ? 'Choose a category to save.'
              : 'Add a picture and choose a category to save.'}
          </Hint>
        )}
      </Form>
    </Modal>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
