const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** Whether an APP1 payload is an EXIF block. */
export const isExif = (payload: Buffer) =>
  payload.length >= EXIF_HEADER.length && payload.subarray(0, 6).equals(EXIF_HEADER);

/**
 * The orientation an EXIF block (an APP1 payload) records in its first IFD: 1 to 8, or null when
 * it has none or does not read. Every read is bounds-checked: the block is the uploader's.
 */
export const exifOrientation = (payload: Buffer): number | null => {
  if (!isExif(payload)) return null;
  const tiff = payload.subarray(EXIF_HEADER.length);
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    if (u16(entry + 2) !== SHORT) return null;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
};

/**
 * A fresh APP1 segment (marker and length included) whose EXIF block holds the orientation and
 * nothing else: what a phone photo needs to show upright once its metadata is gone.
 */
export const orientationSegment = (orientation: number) => {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // the first IFD follows the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(SHORT, 12);
  tiff.writeUInt32BE(1, 14); // one value, held in the entry
  tiff.writeUInt16BE(orientation, 18);
  // the rest of the value field and the next-IFD offset stay 0
  const payload = Buffer.concat([EXIF_HEADER, tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};
