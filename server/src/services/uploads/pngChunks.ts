import { PNG_SIGNATURE } from './pictureType';
import { UnreadablePicture } from './unreadablePicture';

/** One PNG chunk: its four-letter type and its bytes (length, type, data and CRC). */
export type PngChunk = { type: string; bytes: Buffer };

/**
 * The PNG's chunks, from IHDR to IEND (included); whatever follows IEND is left out. Throws
 * `UnreadablePicture` when the structure does not hold (IHDR not first, a length past the end, no
 * IDAT, no IEND).
 */
export const pngChunks = (png: Buffer): PngChunk[] => {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new UnreadablePicture('no PNG signature');
  const chunks: PngChunk[] = [];
  let at = PNG_SIGNATURE.length;
  for (;;) {
    if (at + 12 > png.length) throw new UnreadablePicture('no IEND chunk');
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) throw new UnreadablePicture('a chunk is cut short');
    const type = png.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new UnreadablePicture('a chunk without a type');
    if (chunks.length === 0 && (type !== 'IHDR' || length !== 13)) {
      throw new UnreadablePicture('IHDR is not first');
    }
    chunks.push({ type, bytes: png.subarray(at, end) });
    at = end;
    if (type === 'IEND') break;
  }
  if (!chunks.some((chunk) => chunk.type === 'IDAT')) throw new UnreadablePicture('no IDAT');
  return chunks;
};

/** The size IHDR states (both above 0). */
export const pngSize = (chunks: readonly PngChunk[]) => {
  const header = chunks[0];
  if (header?.type !== 'IHDR') throw new UnreadablePicture('no IHDR');
  const width = header.bytes.readUInt32BE(8);
  const height = header.bytes.readUInt32BE(12);
  if (width === 0 || height === 0) throw new UnreadablePicture('a picture without a size');
  return { width, height };
};

/**
 * What a PNG needs to show as it should: the critical chunks and those that change how its pixels
 * look (transparency, gamma, chromaticities, sRGB intent, significant bits, background, pixel
 * size). Everything else is dropped: eXIf, tEXt, iTXt, zTXt, tIME, iCCP (its name is free text;
 * colours are then read as sRGB), animation chunks (the still picture stays) and private chunks.
 */
const DISPLAY_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'bKGD',
  'pHYs',
]);

/** The PNG with only its display chunks (docs/contracts/closet.md), their bytes untouched. */
export const stripPngMetadata = (chunks: readonly PngChunk[]) =>
  Buffer.concat([
    PNG_SIGNATURE,
    ...chunks.filter((chunk) => DISPLAY_CHUNKS.has(chunk.type)).map((chunk) => chunk.bytes),
  ]);
