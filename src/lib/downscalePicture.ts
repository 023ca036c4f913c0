import { PNG_SIGNATURE, pictureTypeOf } from '@shared/pictureType';

/** Below this a picture goes as it is: drawing it again would cost more time than it saves. */
export const DOWNSCALE_ABOVE_BYTES = 1.5 * 1024 * 1024;
/** The long side of a downscaled picture: more than any page shows (the largest variant is 960). */
export const MAX_LONG_SIDE = 2048;
export const JPEG_QUALITY = 0.85;

type Size = { width: number; height: number };

/** Whether a picture may be worth drawing smaller: a JPEG or PNG above `aboveBytes`. */
export const worthDownscaling = (
  file: Pick<Blob, 'type' | 'size'>,
  aboveBytes = DOWNSCALE_ABOVE_BYTES,
) => (file.type === 'image/jpeg' || file.type === 'image/png') && file.size > aboveBytes;

/** The size to draw at, the long side at most `max` and the shape kept; null when within. */
export const scaledSize = (width: number, height: number, max = MAX_LONG_SIDE): Size | null => {
  const scale = max / Math.max(width, height);
  if (!(scale < 1)) return null;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Draws the picture on white (a PNG's transparent parts become white in a JPEG). */
const draw = (context: Context | null, bitmap: ImageBitmap, { width, height }: Size) => {
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
};

/** The picture drawn at `size` as a JPEG: off the page's thread where the browser can. */
const encode = async (bitmap: ImageBitmap, size: Size): Promise<Blob | null> => {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    draw(canvas.getContext('2d'), bitmap, size);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  draw(canvas.getContext('2d'), bitmap, size);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
};

const jpegName = (name: string) => `${name.replace(/\.(png|jpe?g)$/i, '')}.jpg`;

/**
 * A large phone photo made quicker to send: a JPEG or PNG (by its bytes) above `aboveBytes`
 * (1.5 MB unless the upload's own limit is lower) and more than 2048 px long is drawn at 2048 px
 * as a JPEG at 0.85, upright as the camera meant (its orientation is applied, then its metadata
 * left behind). Anything else — a small file, a browser without these APIs, a picture it cannot
 * decode, a result no smaller — answers the original file, so an upload never fails for this.
 */
export const downscalePicture = async (
  file: File,
  { aboveBytes = DOWNSCALE_ABOVE_BYTES }: { aboveBytes?: number } = {},
): Promise<File> => {
  if (!worthDownscaling(file, aboveBytes) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | null = null;
  try {
    const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
    if (!pictureTypeOf(head)) return file;
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = scaledSize(bitmap.width, bitmap.height);
    if (!size) return file;
    const blob = await encode(bitmap, size);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
};
