/**
 * An uploaded picture's sized WebP variants (docs/contracts/closet.md "Variants"): the server
 * answers them as `picture_variants: [{ width, url }]`; pages turn them into `srcset`.
 */
export type PictureVariant = { width: number; url: string };

const isVariant = (entry: unknown): entry is PictureVariant => {
  const { width, url } = (entry ?? {}) as Partial<PictureVariant>;
  return typeof url === 'string' && url !== '' && typeof width === 'number' && width > 0;
};

/** The variants of a wire value, narrowest first; anything malformed is left out. */
export const pictureVariantsOf = (value: unknown): PictureVariant[] =>
  (Array.isArray(value) ? (value as unknown[]) : [])
    .filter(isVariant)
    .map(({ width, url }) => ({ width, url }))
    .sort((a, b) => a.width - b.width);

/** The variants a picture shown at most `upTo` px wide can use: up to the first that wide. */
const usable = (variants: readonly PictureVariant[], upTo: number) => {
  const enough = variants.findIndex((variant) => variant.width >= upTo);
  return enough === -1 ? variants : variants.slice(0, enough + 1);
};

/** The narrowest variant at least `width` px wide, else the widest; none without variants. */
export const smallestVariantFor = (variants: readonly PictureVariant[], width: number) =>
  usable(variants, width).at(-1);

/**
 * `srcset` for the variants (`url 320w, …`), left out (undefined) when there are none. `upTo`:
 * the most device pixels the picture ever needs (a 32 px avatar at 2×: 64), so a 3× screen does
 * not fetch a far larger file for a small circle.
 */
export const srcSetOf = (variants: readonly PictureVariant[], upTo = Infinity) =>
  variants.length === 0
    ? undefined
    : usable(variants, upTo)
        .map(({ url, width }) => `${url} ${width}w`)
        .join(', ');
