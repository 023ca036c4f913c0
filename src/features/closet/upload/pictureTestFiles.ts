/** Small files with real signatures for upload tests: the bytes decide, not the names. */
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9];
const GIF_BYTES = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

/** A file of `bytes`, padded with zeros to `size` when given (for size limits). */
const fileOf = (bytes: number[], name: string, type: string, size?: number) => {
  const content = new Uint8Array(Math.max(size ?? 0, bytes.length));
  content.set(bytes);
  return new File([content], name, { type });
};

export const aPng = (name = 'look.png', size?: number) =>
  fileOf(PNG_BYTES, name, 'image/png', size);

export const aJpeg = (name = 'coat.jpg', size?: number) =>
  fileOf(JPEG_BYTES, name, 'image/jpeg', size);

export const aGif = (name = 'spin.gif') => fileOf(GIF_BYTES, name, 'image/gif');

/** An SVG drawing renamed to look like a JPEG. */
export const anSvgNamedJpg = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.jpg', {
    type: 'image/jpeg',
  });
