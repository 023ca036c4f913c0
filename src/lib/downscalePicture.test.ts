import { afterEach, describe, expect, it, vi } from 'vitest';
import { downscalePicture, scaledSize, worthDownscaling } from './downscalePicture';

const MB = 1024 * 1024;
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file that starts with `head` and is `size` bytes long. */
const fileOf = (head: number[], size: number, name: string, type: string) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

const phoneJpeg = (size = 3 * MB) => fileOf(JPEG_HEAD, size, 'IMG_0001.jpg', 'image/jpeg');

/**
 * The browser's picture APIs, which jsdom lacks: a decoded picture of `width` × `height`, and a
 * canvas that encodes to a JPEG of `encodedBytes`. Answers what they were asked.
 */
const stubPictureApis = ({
  width = 4032,
  height = 3024,
  encodedBytes = 600 * 1024,
}: { width?: number; height?: number; encodedBytes?: number } = {}) => {
  const calls = {
    bitmapOptions: [] as unknown[],
    canvas: [] as number[][],
    drawn: [] as unknown[][],
    encoded: [] as unknown[],
    closed: 0,
  };
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn((_file: Blob, options: unknown) => {
      calls.bitmapOptions.push(options);
      return Promise.resolve({ width, height, close: () => (calls.closed += 1) });
    }),
  );
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(w: number, h: number) {
        calls.canvas.push([w, h]);
      }
      getContext() {
        return {
          fillRect: () => {},
          drawImage: (...args: unknown[]) => calls.drawn.push(args.slice(1)),
        };
      }
      convertToBlob(options: unknown) {
        calls.encoded.push(options);
        return Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' }));
      }
    },
  );
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

describe('worthDownscaling', () => {
  it('is for JPEG and PNG pictures above 1.5 MB, or above the limit given', () => {
    expect(worthDownscaling({ type: 'image/jpeg', size: 2 * MB })).toBe(true);
    expect(worthDownscaling({ type: 'image/png', size: 2 * MB })).toBe(true);
    expect(worthDownscaling({ type: 'image/jpeg', size: 1.5 * MB })).toBe(false);
    expect(worthDownscaling({ type: 'image/gif', size: 4 * MB })).toBe(false);
    expect(worthDownscaling({ type: 'image/jpeg', size: 800 * 1024 }, 700 * 1024)).toBe(true);
  });
});

describe('scaledSize', () => {
  it('brings the long side down to 2048 px, keeping the shape; null when already within', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(scaledSize(2048, 1000)).toBeNull();
    expect(scaledSize(1200, 900)).toBeNull();
  });
});

describe('downscalePicture', () => {
  it('draws a large phone photo at most 2048 px long as a JPEG at 0.85, upright', async () => {
    const calls = stubPictureApis();
    const smaller = await downscalePicture(phoneJpeg());
    expect(calls.bitmapOptions).toEqual([{ imageOrientation: 'from-image' }]);
    expect(calls.canvas).toEqual([[2048, 1536]]);
    expect(calls.drawn).toEqual([[0, 0, 2048, 1536]]);
    expect(calls.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(calls.closed).toBe(1);
    expect(smaller).toBeInstanceOf(File);
    expect(smaller.name).toBe('IMG_0001.jpg');
    expect(smaller.type).toBe('image/jpeg');
    expect(smaller.size).toBe(600 * 1024);
  });

  it('names a downscaled PNG as the JPEG it has become', async () => {
    stubPictureApis();
    const smaller = await downscalePicture(fileOf(PNG_HEAD, 4 * MB, 'look.png', 'image/png'));
    expect(smaller.name).toBe('look.jpg');
    expect(smaller.type).toBe('image/jpeg');
  });

  it('keeps small files, other types, and files whose bytes are not a JPEG or PNG', async () => {
    const calls = stubPictureApis();
    const small = phoneJpeg(MB);
    const gif = fileOf([0x47, 0x49, 0x46], 3 * MB, 'spin.gif', 'image/gif');
    const renamed = fileOf([0x3c, 0x73, 0x76, 0x67], 3 * MB, 'x.jpg', 'image/jpeg');
    expect(await downscalePicture(small)).toBe(small);
    expect(await downscalePicture(gif)).toBe(gif);
    expect(await downscalePicture(renamed)).toBe(renamed);
    expect(calls.bitmapOptions).toEqual([]);
  });

  it('keeps the original when it is already small enough in pixels, or drawing saves nothing', async () => {
    stubPictureApis({ width: 1600, height: 1200 });
    const fine = phoneJpeg();
    expect(await downscalePicture(fine)).toBe(fine);
    stubPictureApis({ encodedBytes: 4 * MB });
    const noGain = phoneJpeg();
    expect(await downscalePicture(noGain)).toBe(noGain);
  });

  it('falls back to the original when the browser cannot decode or draw it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('The source image could not be decoded.'))),
    );
    const broken = phoneJpeg();
    expect(await downscalePicture(broken)).toBe(broken);

    vi.stubGlobal('createImageBitmap', undefined);
    const old = phoneJpeg();
    expect(await downscalePicture(old)).toBe(old);
  });

  it('draws on a page canvas where there is no OffscreenCanvas', async () => {
    const calls = stubPictureApis();
    vi.stubGlobal('OffscreenCanvas', undefined);
    const toBlob = vi.fn((done: (blob: Blob | null) => void, type?: string, quality?: number) => {
      calls.encoded.push({ type, quality });
      done(new Blob([new Uint8Array(500 * 1024)], { type: 'image/jpeg' }));
    });
    const context = { fillRect: () => {}, drawImage: () => {} };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(toBlob);
    const smaller = await downscalePicture(phoneJpeg());
    expect(smaller.size).toBe(500 * 1024);
    expect(calls.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    vi.restoreAllMocks();
  });
});
