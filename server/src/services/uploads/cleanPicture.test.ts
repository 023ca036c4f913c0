import { describe, expect, it } from 'vitest';
import { INVALID_PICTURE_FORMAT, MAX_UPLOAD_BYTES } from '@shared/closet';
import { HttpError } from '../../http/errors';
import {
  PLAIN_JPEG,
  gpsExifSegment,
  gpsLatitudeBytes,
  jpegSegment,
  pngChunk,
  pngOf,
  withJpegSize,
  withSegmentsAfterStart,
} from '../../testing/pictureFixtures';
import { cleanPicture, withinPixelLimits } from './cleanPicture';
import { pictureFromBase64 } from './receivePicture';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError)
      return { status: error.status, code: error.code, errors: error.errors };
    throw error;
  }
  throw new Error('not refused');
};

/** A JPEG padded to this many bytes with a comment (which cleaning then removes). */
const jpegOfSize = (bytes: number) => {
  const room = bytes - PLAIN_JPEG.length;
  const comments: Buffer[] = [];
  for (let left = room; left > 0;) {
    const size = Math.min(left, 65_535 + 2);
    comments.push(jpegSegment(0xfe, Buffer.alloc(size - 4, 0x20)));
    left -= size;
  }
  return withSegmentsAfterStart(PLAIN_JPEG, ...comments);
};

describe('cleanPicture', () => {
  it('answers a clean JPEG with its type and size', () => {
    const picture = cleanPicture(withSegmentsAfterStart(PLAIN_JPEG, gpsExifSegment(1)));
    expect(picture).toMatchObject({ contentType: 'image/jpeg', width: 24, height: 16 });
    expect(picture.bytes.equals(PLAIN_JPEG)).toBe(true);
  });

  it('answers a clean PNG with its type and size', () => {
    const picture = cleanPicture(pngOf({ width: 30, height: 20, before: [pngChunk('tEXt')] }));
    expect(picture).toMatchObject({ contentType: 'image/png', width: 30, height: 20 });
    expect(picture.bytes.equals(pngOf({ width: 30, height: 20 }))).toBe(true);
  });

  it('never keeps a phone photo’s GPS position', () => {
    const picture = cleanPicture(withSegmentsAfterStart(PLAIN_JPEG, gpsExifSegment(3)));
    expect(picture.bytes.includes(gpsLatitudeBytes())).toBe(false);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      'picture_type',
    ],
    ['HTML', Buffer.from('<html><body>hi</body></html>'), 'picture_type'],
    ['a GIF', Buffer.from('GIF89a....'), 'picture_type'],
    ['nothing', Buffer.alloc(0), 'picture_missing'],
    ['a broken JPEG', PLAIN_JPEG.subarray(0, 100), 'picture_unreadable'],
    ['a broken PNG', pngOf().subarray(0, 40), 'picture_unreadable'],
    ['a JPEG over 5 MB', jpegOfSize(MAX_UPLOAD_BYTES + 1), 'picture_too_large'],
    ['a JPEG 8,001 px wide', withJpegSize(PLAIN_JPEG, 8001, 10), 'picture_too_many_pixels'],
    ['a JPEG 8,001 px tall', withJpegSize(PLAIN_JPEG, 10, 8001), 'picture_too_many_pixels'],
    [
      'a JPEG of 7,000 × 7,000 px (49 MP)',
      withJpegSize(PLAIN_JPEG, 7000, 7000),
      'picture_too_many_pixels',
    ],
    [
      'a PNG whose header claims 100,000 × 100,000 px (a decompression bomb)',
      pngOf({ claimed: { width: 100_000, height: 100_000 } }),
      'picture_too_many_pixels',
    ],
  ])('refuses %s with a 400 on picture (%s)', (_, bytes, code) => {
    const answer = refusal(() => cleanPicture(bytes));
    expect(answer).toMatchObject({ status: 400, code });
    expect(answer.errors?.[0]?.field).toBe('picture');
  });

  it('says the spec’s words for a picture that is not a JPEG or a PNG', () => {
    expect(refusal(() => cleanPicture(Buffer.from('<svg/>'))).errors).toEqual([
      { field: 'picture', message: INVALID_PICTURE_FORMAT },
    ]);
  });

  it('takes a picture of exactly 5 MB, and one at the pixel limits', () => {
    expect(cleanPicture(jpegOfSize(MAX_UPLOAD_BYTES)).bytes.equals(PLAIN_JPEG)).toBe(true);
    expect(cleanPicture(withJpegSize(PLAIN_JPEG, 8000, 5000))).toMatchObject({
      width: 8000,
      height: 5000,
    });
  });
});

describe('withinPixelLimits', () => {
  it.each([
    [8000, 5000, true],
    [8000, 5001, false],
    [8001, 1, false],
    [1, 8001, false],
    [6324, 6324, true],
    [6325, 6325, false],
  ])('%i × %i → %s', (width, height, expected) => {
    expect(withinPixelLimits({ width, height })).toBe(expected);
  });
});

describe('pictureFromBase64', () => {
  const base64 = PLAIN_JPEG.toString('base64');

  it.each([
    ['plain base64', base64],
    ['a data URL', `data:image/jpeg;base64,${base64}`],
    ['base64 broken over lines', base64.replace(/(.{76})/g, '$1\n')],
  ])('reads %s', (_, value) => {
    expect(pictureFromBase64(value).bytes.equals(PLAIN_JPEG)).toBe(true);
  });

  it.each([
    ['nothing', undefined, 'picture_missing'],
    ['an empty string', '  ', 'picture_missing'],
    ['not base64', 'not base64!', 'picture_unreadable'],
    [
      'an SVG data URL',
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
      'picture_unreadable',
    ],
    ['base64 of an SVG', Buffer.from('<svg/>').toString('base64'), 'picture_type'],
    [
      'more than 5 MB of base64',
      'A'.repeat(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 8),
      'picture_too_large',
    ],
  ])('refuses %s (%s)', (_, value, code) => {
    expect(refusal(() => pictureFromBase64(value))).toMatchObject({ status: 400, code });
  });
});
