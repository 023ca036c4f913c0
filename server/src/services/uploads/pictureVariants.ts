import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { MAX_UPLOAD_PIXELS } from '@shared/closet';
import { concurrencyLimit } from './concurrencyLimit';
import { variantName } from './variantNames';

export { variantName } from './variantNames';

/**
 * The widths pages ask for (docs/contracts/closet.md "Variants"): 64 px for avatars and
 * thumbnails (32 px at 2×), 320 px for grid tiles, 640 px for a tile on a 2× phone (half the
 * screen), 960 px for a picture shown large.
 */
export const VARIANT_WIDTHS = [64, 320, 640, 960] as const;

/** WebP quality: small files that still look sharp on a 2× screen. */
const WEBP_QUALITY = 80;

export type PictureVariant = {
  width: number;
  height: number;
  /** Its name beside the original: `w320.webp`. */
  name: string;
  contentType: 'image/webp';
  bytes: Buffer;
};

/**
 * The widths made for a picture this wide (after its orientation is applied), never wider than
 * it: each of the widths wanted (VARIANT_WIDTHS unless said) the picture reaches, and, when it is
 * narrower than the widest, one at its own width, so a page never has to fall back to the
 * original for the largest size.
 */
export const variantWidthsFor = (width: number, wanted: readonly number[] = VARIANT_WIDTHS) => [
  ...new Set(wanted.map((each) => Math.min(each, width))),
];

/**
 * One encoding at a time per spare core (one on a two-core host): sharp works on libuv's thread
 * pool, which file reads and password hashing share, and a 40-megapixel decode holds ~160 MB.
 */
const encodingSlot = concurrencyLimit(Math.max(1, Math.floor(availableParallelism() / 2)));

const encode = async (bytes: Buffer, widths: readonly number[]): Promise<PictureVariant[]> => {
  const source = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate();
  const { width } = (await sharp(bytes).metadata()).autoOrient;
  const variants: PictureVariant[] = [];
  for (const wanted of variantWidthsFor(width, widths)) {
    const { data, info } = await source
      .clone()
      .resize({ width: wanted, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    variants.push({
      width: info.width,
      height: info.height,
      name: variantName(info.width),
      contentType: 'image/webp',
      bytes: data,
    });
  }
  return variants;
};

/**
 * The sized WebP variants of an uploaded picture (already checked and cleaned by
 * ./cleanPicture.ts), narrowest first, at `widths` (VARIANT_WIDTHS unless said; see
 * `variantWidthsFor`): turned upright by its EXIF orientation, resized keeping its aspect ratio,
 * and written without metadata (sharp keeps none unless asked: no EXIF, XMP or ICC profile).
 * Rejects when the pixels do not decode.
 */
export const pictureVariants = (bytes: Buffer, widths: readonly number[] = VARIANT_WIDTHS) =>
  encodingSlot(() => encode(bytes, widths));
