import { useAppSelector } from '@/app/hooks';
import { srcSetOf, type PictureVariant } from '@/lib/pictureSrcSet';
import { gridPictureSizes } from './ProfileGrid';
import { selectGridSize } from './profileSlice';

type CardPictureProps = {
  src: string;
  /** An upload's sized variants: the browser picks the one the tile needs. */
  variants?: readonly PictureVariant[];
  /** Loads at once (the first rows); the rest load as they near the screen. */
  eager?: boolean;
};

/**
 * A card's picture in its 4:5 frame (pictureFrame). Decorative: the card's title names it.
 */
export const CardPicture = ({ src, variants = [], eager = false }: CardPictureProps) => {
  const gridSize = useAppSelector(selectGridSize);
  const srcSet = srcSetOf(variants);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? gridPictureSizes(gridSize) : undefined}
      alt=""
      width={400}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
};
