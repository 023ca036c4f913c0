import { useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import styled from 'styled-components';
import { INVALID_PICTURE_FORMAT } from '@shared/closet';
import { downscalePicture } from '@/lib/downscalePicture';
import { ImageIcon } from '@/ui/icons';
import { ErrorText } from '@/ui/ErrorText';
import {
  MAX_PICTURE_BYTES,
  PICTURE_ACCEPT,
  firstFileOf,
  readPicture,
  rejectionMessage,
  type Picture,
} from './pictureFile';

type PictureDropZoneProps = {
  picture: Picture | null;
  onPicture: (picture: Picture | null) => void;
  disabled?: boolean;
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The picture as the page can show it (data: URLs are allowed by the app's CSP). */
const previewOf = (picture: Picture | null) =>
  picture ? `data:${picture.type};base64,${picture.base64}` : null;

/**
 * Drop a picture or pick one (spec 001 §5): JPEG and PNG only, judged by their bytes as well as
 * their name, the first file of a drop only, up to the server's size limit. A refused file keeps
 * the picture already chosen and says why in the drop zone's own words. A large phone photo is
 * downscaled in the browser (src/lib/downscalePicture.ts) before it is read. The picker is a real
 * file input behind its label, so Tab reaches it and Enter or Space opens it.
 */
export const PictureDropZone = ({ picture, onPicture, disabled = false }: PictureDropZoneProps) => {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [error, setError] = useState<string | null>(null);
  const preview = previewOf(picture);

  const handleDrop = (accepted: File[], rejections: FileRejection[]) => {
    const [file] = accepted;
    const [rejection] = rejections;
    if (!file) {
      setError(rejection ? rejectionMessage(rejection) : INVALID_PICTURE_FORMAT);
      return;
    }
    // A large phone photo is drawn smaller first: quicker to send, and its preview lighter.
    downscalePicture(file)
      .then(readPicture)
      .then(
        (read) => {
          setError(null);
          onPicture(read);
        },
        (failure: unknown) =>
          setError(failure instanceof Error ? failure.message : INVALID_PICTURE_FORMAT),
      );
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: PICTURE_ACCEPT,
    maxSize: MAX_PICTURE_BYTES,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled,
    getFilesFromEvent: firstFileOf,
    onDrop: handleDrop,
  });

  const handleBrokenPreview = () => {
    setError(INVALID_PICTURE_FORMAT);
    onPicture(null);
  };

  return (
    <Zone {...getRootProps()} data-drag-active={isDragActive || undefined}>
      {preview ? (
        <Preview src={preview} alt="The chosen picture" onError={handleBrokenPreview} />
      ) : (
        <Placeholder aria-hidden="true">
          <ImageIcon />
        </Placeholder>
      )}
      <Prompt>{isDragActive ? 'Drop the picture here' : 'Drag and drop a picture here, or'}</Prompt>
      <input
        {...getInputProps({
          id: inputId,
          tabIndex: 0,
          'aria-describedby': [hintId, error ? errorId : null].filter(Boolean).join(' '),
          'aria-invalid': error ? true : undefined,
        })}
      />
      <PickLabel htmlFor={inputId} data-disabled={disabled || undefined}>
        {picture ? 'Choose another picture' : 'Choose a picture'}
      </PickLabel>
      <Hint id={hintId}>JPG or PNG, up to {megabytes(MAX_PICTURE_BYTES)}.</Hint>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Zone>
  );
};

const Zone = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  transition: border-color ${({ theme }) => theme.motion.fast} ease;

  &[data-drag-active] {
    border-color: ${({ theme }) => theme.colors.major};
    background: ${({ theme }) => theme.colors.surfaceStrong};
  }
`;

const Placeholder = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.inkMuted};

  svg {
    width: 2.5rem;
    height: 2.5rem;
  }
`;

const Preview = styled.img`
  width: auto;
  max-width: 100%;
  height: 10rem;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Prompt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Looks like a secondary button; the input before it is what takes focus and the keyboard. */
const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.canvas};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceStrong};
  }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* Muted while an upload runs, but still readable (a faded label fails contrast). */
  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
