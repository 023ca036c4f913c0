import type { ComponentProps } from 'react';

export type MarketingImageProps = Omit<ComponentProps<'img'>, 'width' | 'height' | 'alt'> & {
  src: string;
  /** '' for a decorative picture. */
  alt: string;
  /** Intrinsic size: reserves the box before the picture arrives (no layout shift). */
  width: number;
  height: number;
  /** Above the fold: load at once and first (the hero); otherwise lazy. */
  priority?: boolean;
};

/**
 * Every marketing picture: explicit dimensions, lazy and async-decoded below the fold, the hero
 * prioritised. Pass `srcSet`/`sizes` for raster photos; the generated art is vector, so one file
 * serves every width.
 */
export const MarketingImage = ({ priority = false, style, alt, ...rest }: MarketingImageProps) => (
  <img
    alt={alt}
    loading={priority ? 'eager' : 'lazy'}
    decoding={priority ? 'auto' : 'async'}
    fetchPriority={priority ? 'high' : 'auto'}
    style={{ maxWidth: '100%', height: 'auto', ...style }}
    {...rest}
  />
);
