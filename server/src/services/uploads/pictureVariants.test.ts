import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PHONE_MAKE,
  gpsExifSegment,
  gpsLatitudeBytes,
  withSegmentsAfterStart,
} from '../../testing/pictureFixtures';
import { cleanPicture } from './cleanPicture';
import { pictureVariants, variantName, variantWidthsFor } from './pictureVariants';

/** A JPEG of this size: its left half red, its right half blue. */
const twoColourJpeg = async (width: number, height: number, orientation?: number) => {
  const half = Math.floor(width / 2);
  const pipeline = sharp({
    create: { width, height, channels: 3, background: { r: 230, g: 20, b: 20 } },
  })
    .composite([
      {
        input: {
          create: {
            width: width - half,
            height,
            channels: 3,
            background: { r: 20, g: 20, b: 230 },
          },
        },
        left: half,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 });
  const jpeg = await (orientation ? pipeline.withMetadata({ orientation }) : pipeline).toBuffer();
  return jpeg;
};

/** The four-character chunk names of a RIFF/WebP file, in order. */
const webpChunks = (bytes: Buffer) => {
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    names.push(bytes.toString('latin1', at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
};

const pixelAt = async (bytes: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
};

describe('variantWidthsFor', () => {
  it('keeps 64, 320, 640 and 960 px for a picture wider than 960 px', () => {
    expect(variantWidthsFor(4032)).toEqual([64, 320, 640, 960]);
    expect(variantWidthsFor(960)).toEqual([64, 320, 640, 960]);
  });

  it('never upscales: a narrower picture’s largest variant is its own width', () => {
    expect(variantWidthsFor(500)).toEqual([64, 320, 500]);
    expect(variantWidthsFor(320)).toEqual([64, 320]);
    expect(variantWidthsFor(64)).toEqual([64]);
    expect(variantWidthsFor(24)).toEqual([24]);
  });

  it('takes other widths (a review photo’s 320 and 640), never upscaling either', () => {
    expect(variantWidthsFor(1200, [320, 640])).toEqual([320, 640]);
    expect(variantWidthsFor(500, [320, 640])).toEqual([320, 500]);
    expect(variantWidthsFor(240, [320, 640])).toEqual([240]);
  });
});

describe('pictureVariants', () => {
  it('makes WebP variants 64, 320, 640 and 960 px wide, keeping the aspect ratio', async () => {
    const variants = await pictureVariants(await twoColourJpeg(1200, 800));
    expect(variants.map(({ width, height, name }) => ({ width, height, name }))).toEqual([
      { width: 64, height: 43, name: 'w64.webp' },
      { width: 320, height: 213, name: 'w320.webp' },
      { width: 640, height: 427, name: 'w640.webp' },
      { width: 960, height: 640, name: 'w960.webp' },
    ]);
    for (const variant of variants) {
      expect(variant.contentType).toBe('image/webp');
      expect(variant.bytes.toString('latin1', 0, 4)).toBe('RIFF');
      expect(variant.bytes.toString('latin1', 8, 12)).toBe('WEBP');
      const read = await sharp(variant.bytes).metadata();
      expect({ format: read.format, width: read.width, height: read.height }).toEqual({
        format: 'webp',
        width: variant.width,
        height: variant.height,
      });
    }
    expect(variants[0]!.bytes.length).toBeLessThan(10 * 1024);
  });

  it('never makes a variant wider than the picture', async () => {
    const variants = await pictureVariants(await twoColourJpeg(200, 100));
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [64, 32],
      [200, 100],
    ]);
  });

  it('shows a phone photo upright: its EXIF orientation is applied', async () => {
    // Stored 400 × 200 with orientation 6 (turn 90° clockwise): shown 200 × 400, red on top.
    const photo = await twoColourJpeg(400, 200, 6);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const variants = await pictureVariants(cleanPicture(photo).bytes);
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [64, 128],
      [200, 400],
    ]);
    const largest = variants[1]!.bytes;
    const top = await pixelAt(largest, 100, 50);
    const bottom = await pixelAt(largest, 100, 350);
    expect(top.r).toBeGreaterThan(150);
    expect(top.b).toBeLessThan(100);
    expect(bottom.b).toBeGreaterThan(150);
    expect(bottom.r).toBeLessThan(100);
  });

  it('writes no metadata: no EXIF (no GPS, no phone name), no XMP, no ICC profile', async () => {
    const plain = await twoColourJpeg(400, 300);
    const phonePhoto = withSegmentsAfterStart(plain, gpsExifSegment(1));
    const tagged = await sharp(phonePhoto)
      .withIccProfile('p3')
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">secret</x:xmpmeta>')
      .jpeg()
      .toBuffer();
    expect(tagged.includes(Buffer.from('secret'))).toBe(true);
    for (const input of [phonePhoto, tagged]) {
      for (const variant of await pictureVariants(input)) {
        expect(
          webpChunks(variant.bytes).filter((name) => name !== 'VP8 ' && name !== 'VP8L'),
        ).toEqual([]);
        expect(variant.bytes.includes(gpsLatitudeBytes())).toBe(false);
        expect(variant.bytes.includes(Buffer.from(PHONE_MAKE))).toBe(false);
        expect(variant.bytes.includes(Buffer.from('secret'))).toBe(false);
        const read = await sharp(variant.bytes).metadata();
        expect([read.exif, read.xmp, read.icc]).toEqual([undefined, undefined, undefined]);
      }
    }
  });

  it('keeps a PNG’s transparency', async () => {
    const png = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const [small] = await pictureVariants(png);
    expect((await sharp(small!.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('names a variant by its width', () => {
    expect(variantName(320)).toBe('w320.webp');
  });
});
