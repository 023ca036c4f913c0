/** The picture types uploads accept, named by their content type. */
export type PictureType = 'image/jpeg' | 'image/png';

/** The 8 bytes every PNG starts with. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/**
 * What the bytes are, by their first bytes (never a file name or a declared type): a JPEG starts
 * with its start-of-image marker and another marker, a PNG with its 8-byte signature. Anything
 * else — SVG, HTML, GIF, WebP, HEIC, a PDF — is null. The SPA checks a chosen file with it and
 * the server every upload, so both judge alike.
 */
export const pictureTypeOf = (bytes: Uint8Array): PictureType | null => {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) {
    return 'image/png';
  }
  return null;
};
