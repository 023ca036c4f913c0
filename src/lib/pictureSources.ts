import { pictureVariantsOf, smallestVariantFor, srcSetOf } from './pictureSrcSet';

/**
 * What an <img> shown at most `shownWidth` CSS px wide needs (`src`, `srcSet`, `sizes`) from a
 * picture and its variants as the wire gave them: variants up to 2× its width, the one for 2×
 * as `src`; the picture itself, and no `srcset`, when it has none. (Apart from ./pictureSrcSet.ts,
 * which the header loads, so the pages that use it keep it out of the first download.)
 */
export const pictureSourcesFor = (picture: string, wireVariants: unknown, shownWidth: number) => {
  const variants = pictureVariantsOf(wireVariants);
  const srcSet = srcSetOf(variants, shownWidth * 2);
  return {
    src: smallestVariantFor(variants, shownWidth * 2)?.url ?? picture,
    srcSet,
    sizes: srcSet ? `${shownWidth}px` : undefined,
  };
};
