import { exifOrientation, isExif, orientationSegment } from './exifOrientation';
import { EOI, type JpegSegment, SOS, isStartOfFrame, payloadOf } from './jpegSegments';

const APP0 = 0xe0;
const APP1 = 0xe1;
const APP14 = 0xee;

/** What decoding needs: tables, frames, scans, restarts and the end; never APPn or COM. */
const isImageData = (marker: number) =>
  isStartOfFrame(marker) ||
  [0xc4, 0xcc, 0xdb, 0xdc, 0xdd, 0xde, 0xdf, SOS, EOI, 0x01].includes(marker) ||
  (marker >= 0xd0 && marker <= 0xd7);

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** The JFIF header without its thumbnail (the 14 bytes of 'JFIF\0', version, units, density). */
const jfifWithoutThumbnail = (payload: Buffer) => {
  if (payload.length < 14 || payload.toString('latin1', 0, 5) !== 'JFIF\0') return null;
  const header = Buffer.from(payload.subarray(0, 14));
  header[12] = 0;
  header[13] = 0;
  return segment(APP0, header);
};

/** The Adobe marker's fixed 12 bytes (how the colour components are transformed). */
const adobeTransform = (payload: Buffer) =>
  payload.length >= 12 && payload.toString('latin1', 0, 5) === 'Adobe'
    ? segment(APP14, payload.subarray(0, 12))
    : null;

/**
 * The JPEG with its metadata removed (docs/contracts/closet.md): every APPn and COM segment goes —
 * EXIF (with any GPS position), XMP, ICC profiles, IPTC, maker notes, comments — and so does
 * whatever followed the end-of-image marker. Kept: the JFIF header without its thumbnail, the
 * Adobe transform (how to decode the colours), and an EXIF orientation other than 1 as a fresh
 * EXIF block holding that tag alone. The coded pixels are copied untouched.
 */
export const stripJpegMetadata = (segments: readonly JpegSegment[]) => {
  let jfif: Buffer | null = null;
  let orientation: number | null = null;
  const kept: Buffer[] = [];
  for (const current of segments) {
    if (current.marker === APP0) jfif ??= jfifWithoutThumbnail(payloadOf(current));
    else if (current.marker === APP1 && orientation === null && isExif(payloadOf(current))) {
      orientation = exifOrientation(payloadOf(current));
    } else if (current.marker === APP14) {
      const adobe = adobeTransform(payloadOf(current));
      if (adobe) kept.push(adobe);
    } else if (isImageData(current.marker)) kept.push(current.bytes);
  }
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...(jfif ? [jfif] : []),
    ...(orientation !== null && orientation !== 1 ? [orientationSegment(orientation)] : []),
    ...kept,
  ]);
};
