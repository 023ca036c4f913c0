/** The picture types uploads accept, named by their content type. */
export type PictureType = 'image/jpeg' | 'image/png';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What the bytes are, by their first bytes (never a file name or a declared type): a JPEG starts
 * with its start-of-image marker and another marker, a PNG with its 8-byte signature. Anything
 * else — SVG, HTML, GIF, WebP, HEIC, a PDF — is null.
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

/** The file extension a picture is served under. */
export const extensionOf = (type: PictureType) => (type === 'image/png' ? 'png' : 'jpg');
