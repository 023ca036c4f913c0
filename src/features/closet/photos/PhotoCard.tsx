import styled from 'styled-components';
import { useAppSelector } from '@/app/hooks';
import { srcSetOf } from '@/lib/pictureSrcSet';
import { CloseIcon } from '@/ui/icons';
import type { Photo } from '../closetPhotos';
import { pictureFrame } from '../profile/cardParts';
import { CornerButton } from '../profile/CornerButton';
import { gridPictureSizes } from '../profile/ProfileGrid';
import { selectGridSize } from '../profile/profileSlice';

type PhotoCardProps = {
  photo: Photo;
  eager?: boolean;
  /** Gets the card's view button, where focus goes when a neighbouring photo is deleted. */
  focusRef?: (node: HTMLElement | null) => void | (() => void);
  onView: () => void;
  onDelete: (photo: Photo) => void;
};

/**
 * A photo: the whole picture (the sized variant its tile needs) opens the lightbox; the corner
 * button deletes it.
 */
export const PhotoCard = ({ photo, eager = false, focusRef, onView, onDelete }: PhotoCardProps) => {
  const gridSize = useAppSelector(selectGridSize);
  const srcSet = srcSetOf(photo.pictureVariants);
  return (
    <Card>
      <View
        type="button"
        ref={focusRef}
        aria-label={`View ${photo.name}`}
        aria-haspopup="dialog"
        onClick={onView}
      >
        {photo.thumbnail && (
          <img
            src={photo.thumbnail}
            srcSet={srcSet}
            sizes={srcSet ? gridPictureSizes(gridSize) : undefined}
            alt=""
            width={photo.width ?? 400}
            height={photo.height ?? 500}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </View>
      <CornerButton
        type="button"
        aria-label={`Delete ${photo.name}`}
        aria-haspopup="dialog"
        onClick={() => onDelete(photo)}
      >
        <CloseIcon size={18} />
      </CornerButton>
    </Card>
  );
};

const Card = styled.div`
  position: relative;
`;

const View = styled.button`
  ${pictureFrame}
  width: 100%;
  padding: 0;
  border: 0;
  cursor: zoom-in;

  img {
    object-fit: cover;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
