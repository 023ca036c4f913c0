import { UnreadablePicture } from './unreadablePicture';

/**
 * One piece of a JPEG between markers: the marker (the byte after 0xFF) and the segment's bytes
 * from its 0xFF on — a start-of-scan segment with the entropy-coded data that follows it, up to
 * the next marker.
 */
export type JpegSegment = { marker: number; bytes: Buffer };

export const SOI = 0xd8;
export const EOI = 0xd9;
export const SOS = 0xda;

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** Markers without a length: restarts and TEM. */
const isStandalone = (marker: number) => isRestart(marker) || marker === 0x01;

/** Start-of-frame markers (every coding process), the segment that holds the picture's size. */
export const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Where the entropy-coded data after a scan header ends: at the next marker that is not a
 * stuffed 0xFF00 or a restart. */
const endOfScan = (jpeg: Buffer, from: number) => {
  for (let at = from; at < jpeg.length - 1; at += 1) {
    if (jpeg[at] !== 0xff) continue;
    const next = jpeg[at + 1] as number;
    if (next === 0x00 || isRestart(next)) {
      at += 1;
      continue;
    }
    return at;
  }
  throw new UnreadablePicture('the scan has no end');
};

/**
 * The JPEG's segments from the one after its start-of-image marker to its end-of-image marker
 * (included); whatever follows the end is not part of the picture and is left out. Throws
 * `UnreadablePicture` when the structure does not hold (a length past the end, no end marker).
 */
export const jpegSegments = (jpeg: Buffer): JpegSegment[] => {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) throw new UnreadablePicture('no start of image');
  const segments: JpegSegment[] = [];
  let at = 2;
  for (;;) {
    if (at >= jpeg.length) throw new UnreadablePicture('no end of image');
    if (jpeg[at] !== 0xff) throw new UnreadablePicture(`no marker at byte ${at}`);
    while (jpeg[at + 1] === 0xff) at += 1; // fill bytes
    const marker = jpeg[at + 1];
    if (marker === undefined) throw new UnreadablePicture('no end of image');
    if (marker === EOI) {
      segments.push({ marker, bytes: jpeg.subarray(at, at + 2) });
      return segments;
    }
    if (isStandalone(marker)) {
      segments.push({ marker, bytes: jpeg.subarray(at, at + 2) });
      at += 2;
      continue;
    }
    if (marker === 0x00 || marker === SOI) throw new UnreadablePicture(`a stray marker at ${at}`);
    if (at + 4 > jpeg.length) throw new UnreadablePicture('a segment is cut short');
    const length = jpeg.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > jpeg.length) throw new UnreadablePicture('a segment is cut short');
    const segmentEnd = marker === SOS ? endOfScan(jpeg, end) : end;
    segments.push({ marker, bytes: jpeg.subarray(at, segmentEnd) });
    at = segmentEnd;
  }
};

/** A segment's payload: what follows its marker and length. */
export const payloadOf = (segment: JpegSegment) => segment.bytes.subarray(4);

/** The size in the first start-of-frame segment; a frame of 0 rows or columns does not count. */
export const jpegSize = (segments: readonly JpegSegment[]) => {
  const frame = segments.find((segment) => isStartOfFrame(segment.marker));
  if (!frame || frame.bytes.length < 9) throw new UnreadablePicture('no frame header');
  if (!segments.some((segment) => segment.marker === SOS)) throw new UnreadablePicture('no scan');
  const height = frame.bytes.readUInt16BE(5);
  const width = frame.bytes.readUInt16BE(7);
  if (width === 0 || height === 0) throw new UnreadablePicture('a frame without a size');
  return { width, height };
};
