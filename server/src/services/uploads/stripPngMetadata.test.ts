import { describe, expect, it } from 'vitest';
import { pngChunk, pngOf } from '../../testing/pictureFixtures';
import { pngChunks, pngSize, stripPngMetadata } from './pngChunks';
import { UnreadablePicture } from './unreadablePicture';

const text = (value: string) => Buffer.from(value, 'latin1');
const strip = (png: Buffer) => stripPngMetadata(pngChunks(png));
const typesOf = (png: Buffer) => pngChunks(png).map((chunk) => chunk.type);

const exif = pngChunk('eXIf', Buffer.concat([text('MM\0*'), text('GPS 48.8582N 2.2945E')]));
const tEXt = pngChunk('tEXt', text('Author\0Ada at 12 Rue Example'));
const iTXt = pngChunk('iTXt', text('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>'));
const zTXt = pngChunk('zTXt', text('Comment\0\0x'));
const tIME = pngChunk('tIME', Buffer.from([0x07, 0xe9, 6, 1, 12, 0, 0]));
const iCCP = pngChunk('iCCP', text('Ada’s monitor\0\0x'));
const gAMA = pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f]));
const sRGB = pngChunk('sRGB', Buffer.from([0]));
const pHYs = pngChunk('pHYs', Buffer.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]));

describe('pngChunks and pngSize', () => {
  it('reads the size IHDR states', () => {
    expect(pngSize(pngChunks(pngOf({ width: 31, height: 7 })))).toEqual({ width: 31, height: 7 });
  });

  it.each([
    ['cut short', pngOf().subarray(0, 50)],
    ['without IEND', pngOf().subarray(0, pngOf().length - 12)],
    ['without IDAT', Buffer.concat([pngOf().subarray(0, 33), pngChunk('IEND')])],
    [
      'with another chunk before IHDR',
      Buffer.concat([pngOf().subarray(0, 8), tEXt, pngOf().subarray(8)]),
    ],
    ['of 0 columns', pngOf({ claimed: { width: 0, height: 16 } })],
  ])('refuses a PNG %s', (_, bytes) => {
    expect(() => pngSize(pngChunks(bytes))).toThrow(UnreadablePicture);
  });
});

describe('stripPngMetadata', () => {
  it('leaves a PNG without metadata byte for byte as it was', () => {
    expect(strip(pngOf()).equals(pngOf())).toBe(true);
  });

  it.each([
    ['eXIf (EXIF with a GPS position)', exif],
    ['tEXt', tEXt],
    ['iTXt (XMP)', iTXt],
    ['zTXt', zTXt],
    ['tIME', tIME],
    ['iCCP (its name is free text)', iCCP],
    ['a private chunk', pngChunk('prVt', text('secret'))],
    ['an animation control chunk', pngChunk('acTL', Buffer.alloc(8))],
  ])('removes %s, wherever it is', (_, chunk) => {
    expect(strip(pngOf({ before: [chunk] })).equals(pngOf())).toBe(true);
    expect(strip(pngOf({ after: [chunk] })).equals(pngOf())).toBe(true);
  });

  it('keeps the chunks that change how the pixels look, untouched and in order', () => {
    const png = pngOf({ before: [gAMA, exif, sRGB, tEXt, pHYs], after: [tIME] });
    const clean = strip(png);
    expect(typesOf(clean)).toEqual(['IHDR', 'gAMA', 'sRGB', 'pHYs', 'IDAT', 'IEND']);
    expect(clean.equals(pngOf({ before: [gAMA, sRGB, pHYs] }))).toBe(true);
  });

  it('drops whatever follows IEND', () => {
    expect(strip(Buffer.concat([pngOf(), text('<script>alert(1)</script>')])).equals(pngOf())).toBe(
      true,
    );
  });
});
