type CardPictureProps = {
  src: string;
  /** Loads at once (the first rows); the rest load as they near the screen. */
  eager?: boolean;
};

/**
 * A card's picture in its 4:5 frame (pictureFrame). Decorative: the card's title names it.
 */
export const CardPicture = ({ src, eager = false }: CardPictureProps) => (
  <img
    src={src}
    alt=""
    width={400}
    height={500}
    loading={eager ? 'eager' : 'lazy'}
    decoding="async"
  />
);
