import {
  INVALID_PICTURE_FORMAT,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  MAX_UPLOAD_SIDE_PX,
} from '@shared/closet';
import { fieldError } from '../../http/errors';
import { jpegSegments, jpegSize } from './jpegSegments';
import { type PictureType, pictureTypeOf } from './pictureType';
import { pngChunks, pngSize, stripPngMetadata } from './pngChunks';
import { stripJpegMetadata } from './stripJpegMetadata';
import { UnreadablePicture } from './unreadablePicture';

export type CleanPicture = {
  bytes: Buffer;
  contentType: PictureType;
  width: number;
  height: number;
};

export const pictureMissing = () => fieldError('picture', 'Choose a picture.', 'picture_missing');
export const pictureUnreadable = () =>
  fieldError('picture', 'The picture could not be read.', 'picture_unreadable');
export const pictureTooLarge = () =>
  fieldError('picture', 'The picture is too large: at most 5 MB.', 'picture_too_large');

/** Whether a picture of this size may be stored: 8,000 px a side and 40 megapixels at most. */
export const withinPixelLimits = ({ width, height }: { width: number; height: number }) =>
  width <= MAX_UPLOAD_SIDE_PX &&
  height <= MAX_UPLOAD_SIDE_PX &&
  width * height <= MAX_UPLOAD_PIXELS;

const parse = (bytes: Buffer, type: PictureType) => {
  if (type === 'image/jpeg') {
    const segments = jpegSegments(bytes);
    return { size: jpegSize(segments), clean: () => stripJpegMetadata(segments) };
  }
  const chunks = pngChunks(bytes);
  return { size: pngSize(chunks), clean: () => stripPngMetadata(chunks) };
};

/**
 * An uploaded picture, checked and cleaned (docs/contracts/closet.md "Uploads"): at most 5 MB, a
 * JPEG or PNG by its bytes, a structure that reads, within the pixel limits (read from the
 * header, nothing is decoded), then without its metadata. Anything else is a 400 on `picture`.
 */
export const cleanPicture = (bytes: Buffer): CleanPicture => {
  if (bytes.length === 0) throw pictureMissing();
  if (bytes.length > MAX_UPLOAD_BYTES) throw pictureTooLarge();
  const contentType = pictureTypeOf(bytes);
  if (!contentType) throw fieldError('picture', INVALID_PICTURE_FORMAT, 'picture_type');
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(bytes, contentType);
  } catch (error) {
    if (error instanceof UnreadablePicture) throw pictureUnreadable();
    throw error;
  }
  if (!withinPixelLimits(parsed.size)) {
    throw fieldError(
      'picture',
      'The picture is too large: at most 8,000 pixels a side and 40 megapixels.',
      'picture_too_many_pixels',
    );
  }
  return { bytes: parsed.clean(), contentType, ...parsed.size };
};
