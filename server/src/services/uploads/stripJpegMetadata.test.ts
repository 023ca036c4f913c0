import { describe, expect, it } from 'vitest';
import {
  PHONE_MAKE,
  PHONE_MODEL,
  PLAIN_JPEG,
  gpsExifSegment,
  gpsLatitudeBytes,
  jpegSegment,
  withSegmentsAfterStart,
} from '../../testing/pictureFixtures';
import { exifOrientation, orientationSegment } from './exifOrientation';
import { jpegSegments, jpegSize } from './jpegSegments';
import { stripJpegMetadata } from './stripJpegMetadata';
import { UnreadablePicture } from './unreadablePicture';

const strip = (jpeg: Buffer) => stripJpegMetadata(jpegSegments(jpeg));
const markersOf = (jpeg: Buffer) => jpegSegments(jpeg).map((segment) => segment.marker);
const ascii = (value: string) => Buffer.from(value, 'latin1');

const xmp = jpegSegment(
  0xe1,
  ascii('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>48,51.494N</exif:GPSLatitude>'),
);
const icc = jpegSegment(0xe2, Buffer.concat([ascii('ICC_PROFILE\0'), Buffer.alloc(64, 7)]));
const iptc = jpegSegment(0xed, ascii('Photoshop 3.0\0 8BIM caption: at home'));
const comment = jpegSegment(0xfe, ascii('taken at 12 Rue Example'));
const adobe = jpegSegment(0xee, Buffer.from([...ascii('Adobe'), 0, 100, 0, 0, 0, 0, 1]));

describe('jpegSegments and jpegSize', () => {
  it('reads the frame size (width and height in their places)', () => {
    expect(jpegSize(jpegSegments(PLAIN_JPEG))).toEqual({ width: 24, height: 16 });
  });

  it.each([
    ['cut short in a segment', PLAIN_JPEG.subarray(0, 30)],
    ['cut short in the scan', PLAIN_JPEG.subarray(0, PLAIN_JPEG.length - 20)],
    ['without its end marker', PLAIN_JPEG.subarray(0, PLAIN_JPEG.length - 2)],
    [
      'with garbage where a marker should be',
      Buffer.concat([PLAIN_JPEG.subarray(0, 2), ascii('<svg>')]),
    ],
  ])('refuses a JPEG %s', (_, bytes) => {
    expect(() => jpegSize(jpegSegments(bytes))).toThrow(UnreadablePicture);
  });

  it('refuses a JPEG without a frame header', () => {
    const noFrame = Buffer.concat([PLAIN_JPEG.subarray(0, 2), comment, Buffer.from([0xff, 0xd9])]);
    expect(() => jpegSize(jpegSegments(noFrame))).toThrow(UnreadablePicture);
  });
});

describe('stripJpegMetadata', () => {
  it('leaves a JPEG without metadata byte for byte as it was', () => {
    expect(strip(PLAIN_JPEG).equals(PLAIN_JPEG)).toBe(true);
  });

  it('removes a phone photo’s EXIF block with its GPS position, make and model, keeping the orientation', () => {
    const phone = withSegmentsAfterStart(PLAIN_JPEG, gpsExifSegment(6));
    expect(phone.includes(gpsLatitudeBytes())).toBe(true);
    const clean = strip(phone);
    expect(clean.includes(gpsLatitudeBytes())).toBe(false);
    expect(clean.includes(ascii(PHONE_MAKE))).toBe(false);
    expect(clean.includes(ascii(PHONE_MODEL))).toBe(false);
    // What is left: the picture as it was, plus an EXIF block holding the orientation alone.
    const exif = jpegSegments(clean).find((segment) => segment.marker === 0xe1);
    expect(exif?.bytes.equals(orientationSegment(6))).toBe(true);
    expect(exifOrientation(exif!.bytes.subarray(4))).toBe(6);
    expect(jpegSize(jpegSegments(clean))).toEqual({ width: 24, height: 16 });
    const withoutOrientation = Buffer.concat([
      clean.subarray(0, 20),
      clean.subarray(20 + orientationSegment(6).length),
    ]);
    expect(withoutOrientation.equals(PLAIN_JPEG)).toBe(true);
  });

  it.each([
    ['upright (orientation 1): no EXIF at all', 1],
    ['an orientation it cannot read', 0],
  ])('writes no EXIF block when the photo is %s', (_, orientation) => {
    const clean = strip(withSegmentsAfterStart(PLAIN_JPEG, gpsExifSegment(orientation)));
    expect(clean.equals(PLAIN_JPEG)).toBe(true);
  });

  it.each([
    ['XMP (APP1)', xmp],
    ['an ICC profile (APP2)', icc],
    ['IPTC (APP13)', iptc],
    ['a comment (COM)', comment],
    ['a private APP15 block', jpegSegment(0xef, ascii('maker notes'))],
  ])('removes %s', (_, segment) => {
    const clean = strip(withSegmentsAfterStart(PLAIN_JPEG, segment));
    expect(clean.equals(PLAIN_JPEG)).toBe(true);
  });

  it('removes a comment between the tables and the frame, and anything after the end marker', () => {
    const tablesEnd = PLAIN_JPEG.indexOf(Buffer.from([0xff, 0xc0]));
    const sneaky = Buffer.concat([
      PLAIN_JPEG.subarray(0, tablesEnd),
      comment,
      PLAIN_JPEG.subarray(tablesEnd),
      ascii('PK\u0003\u0004 a zip file riding along'),
    ]);
    expect(strip(sneaky).equals(PLAIN_JPEG)).toBe(true);
  });

  it('keeps the Adobe transform (how the colours decode), after the JFIF header', () => {
    const afterJfif = (...segments: Buffer[]) =>
      Buffer.concat([PLAIN_JPEG.subarray(0, 20), ...segments, PLAIN_JPEG.subarray(20)]);
    expect(strip(afterJfif(comment, adobe, icc)).equals(afterJfif(adobe))).toBe(true);
    expect(markersOf(afterJfif(adobe)).slice(0, 2)).toEqual([0xe0, 0xee]);
  });

  it('keeps the JFIF header without its thumbnail', () => {
    const jfifEnd = 2 + 18;
    const thumbnail = Buffer.alloc(2 * 2 * 3, 0xaa);
    const header = Buffer.from(PLAIN_JPEG.subarray(6, jfifEnd));
    header[12] = 2;
    header[13] = 2;
    const withThumbnail = Buffer.concat([
      PLAIN_JPEG.subarray(0, 2),
      jpegSegment(0xe0, Buffer.concat([header, thumbnail])),
      PLAIN_JPEG.subarray(jfifEnd),
    ]);
    expect(strip(withThumbnail).equals(PLAIN_JPEG)).toBe(true);
  });
});

describe('exifOrientation', () => {
  it.each([
    ['a phone’s block', gpsExifSegment(8).subarray(4), 8],
    ['not EXIF', ascii('http://ns.adobe.com/xap/1.0/\0'), null],
    ['a block cut short', gpsExifSegment(8).subarray(4, 20), null],
    [
      'a first IFD past the end',
      Buffer.concat([ascii('Exif\0\0MM\0*'), Buffer.from([0xff, 0, 0, 0])]),
      null,
    ],
  ])('%s → %s', (_, payload, expected) => {
    expect(exifOrientation(payload)).toBe(expected);
  });
});
