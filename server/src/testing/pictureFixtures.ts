import { crc32, deflateSync } from 'node:zlib';

/**
 * Real pictures for upload tests, built here rather than kept as binary files.
 *
 * A 24 × 16 baseline JPEG (JFIF, no metadata), encoded once with jpeg-js 0.4 at quality 80 from a
 * gradient; the tests add metadata to it and take it away again.
 */
export const PLAIN_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIABAAGAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APJ7Tw/0+T9K/TsXjfM8nA5htqbVp4f6fJXzGLxu+p9jgcw21Nq08P8AT5P0r5nF40+ywOYbanVWnh/p8le/i8afzFgcw21Nq08P9Pk/SvmcXjfM+ywOYbam1aeH+nyfpXzOLxp9jgcw21P/2Q==',
  'base64',
);

/** A JPEG segment: marker, length, payload. */
export const jpegSegment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** The JPEG with these segments right after its start-of-image marker. */
export const withSegmentsAfterStart = (jpeg: Buffer, ...segments: Buffer[]) =>
  Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);

/** The JPEG with its frame header claiming another size (the pixels stay as they are). */
export const withJpegSize = (jpeg: Buffer, width: number, height: number) => {
  const copy = Buffer.from(jpeg);
  const frame = copy.indexOf(Buffer.from([0xff, 0xc0]));
  copy.writeUInt16BE(height, frame + 5);
  copy.writeUInt16BE(width, frame + 7);
  return copy;
};

/** The place a phone put the photo: 48°51'29.64"N 2°17'40.20"E, and the phone's name. */
export const GPS_LATITUDE = [48, 51, 29.64] as const;
export const PHONE_MAKE = 'PhoneMaker';
export const PHONE_MODEL = 'Pocket Camera 12';

/**
 * A phone's EXIF block (an APP1 segment, big-endian TIFF): IFD0 with Make, Model, Orientation
 * and a pointer to a GPS IFD holding the latitude and longitude — what a phone photo carries.
 */
export const gpsExifSegment = (orientation = 6) => {
  const entries: { tag: number; type: number; count: number; value: Buffer }[] = [];
  const ascii = (text: string) => Buffer.from(`${text}\0`, 'latin1');
  const rationals = (values: readonly number[]) => {
    const bytes = Buffer.alloc(values.length * 8);
    values.forEach((value, index) => {
      bytes.writeUInt32BE(Math.round(value * 100), index * 8);
      bytes.writeUInt32BE(100, index * 8 + 4);
    });
    return bytes;
  };
  const short = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt16BE(value, 0);
    return bytes;
  };
  const long = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value, 0);
    return bytes;
  };
  // Layout: header (8), IFD0 (2 + 4×12 + 4), GPS IFD (2 + 4×12 + 4), then the values.
  const ifd0At = 8;
  const gpsAt = ifd0At + 2 + 4 * 12 + 4;
  let dataAt = gpsAt + 2 + 4 * 12 + 4;
  const data: Buffer[] = [];
  const place = (value: Buffer) => {
    if (value.length <= 4) return Buffer.concat([value, Buffer.alloc(4 - value.length)]);
    const offset = dataAt;
    data.push(value);
    dataAt += value.length;
    return long(offset);
  };
  const ifd = (list: typeof entries, next = 0) => {
    const bytes = Buffer.alloc(2 + list.length * 12 + 4);
    bytes.writeUInt16BE(list.length, 0);
    list.forEach((entry, index) => {
      const at = 2 + index * 12;
      bytes.writeUInt16BE(entry.tag, at);
      bytes.writeUInt16BE(entry.type, at + 2);
      bytes.writeUInt32BE(entry.count, at + 4);
      place(entry.value).copy(bytes, at + 8);
    });
    bytes.writeUInt32BE(next, bytes.length - 4);
    return bytes;
  };
  const make = ascii(PHONE_MAKE);
  const model = ascii(PHONE_MODEL);
  entries.push(
    { tag: 0x010f, type: 2, count: make.length, value: make },
    { tag: 0x0110, type: 2, count: model.length, value: model },
    { tag: 0x0112, type: 3, count: 1, value: short(orientation) },
    { tag: 0x8825, type: 4, count: 1, value: long(gpsAt) },
  );
  const ifd0 = ifd(entries);
  const gps = ifd([
    { tag: 0x0001, type: 2, count: 2, value: ascii('N') },
    { tag: 0x0002, type: 5, count: 3, value: rationals(GPS_LATITUDE) },
    { tag: 0x0003, type: 2, count: 2, value: ascii('E') },
    { tag: 0x0004, type: 5, count: 3, value: rationals([2, 17, 40.2]) },
  ]);
  const header = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, ifd0At]);
  const tiff = Buffer.concat([header, ifd0, gps, ...data]);
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
};

/** The bytes a GPS latitude of GPS_LATITUDE is written as (its three rationals). */
export const gpsLatitudeBytes = () => {
  const bytes = Buffer.alloc(24);
  GPS_LATITUDE.forEach((value, index) => {
    bytes.writeUInt32BE(Math.round(value * 100), index * 8);
    bytes.writeUInt32BE(100, index * 8 + 4);
  });
  return bytes;
};

/** A PNG chunk with its CRC. */
export const pngChunk = (type: string, data: Buffer = Buffer.alloc(0)) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A real RGBA PNG of this size (a gradient with transparency), with `before` chunks between
 * IHDR and IDAT and `after` chunks between IDAT and IEND. `claimed` makes IHDR state another
 * size than the pixels have (a decompression bomb's header).
 */
export const pngOf = ({
  width = 24,
  height = 16,
  before = [] as Buffer[],
  after = [] as Buffer[],
  claimed,
}: {
  width?: number;
  height?: number;
  before?: Buffer[];
  after?: Buffer[];
  claimed?: { width: number; height: number };
} = {}) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(claimed?.width ?? width, 0);
  header.writeUInt32BE(claimed?.height ?? height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x += 1) {
      row.set([x * 10, y * 15, 200 - x * 5, 128 + x], 1 + x * 4);
    }
    rows.push(row);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    ...before,
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    ...after,
    pngChunk('IEND'),
  ]);
};
