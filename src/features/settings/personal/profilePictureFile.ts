import { INVALID_PICTURE_FORMAT, MAX_UPLOAD_BYTES } from '@shared/closet';

export { INVALID_PICTURE_FORMAT };

export const PICTURE_TOO_LARGE_MESSAGE = 'The picture is too large: at most 5 MB.';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file's first bytes: `Blob.arrayBuffer` where there is one, else a FileReader. */
const firstBytes = (file: File, count: number): Promise<Uint8Array> => {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') {
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(head);
  });
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * Why a chosen file cannot be the profile picture, or null: JPEG or PNG by its first bytes (the
 * server judges the same way; a renamed SVG is neither) and at most the server's 5 MB.
 */
export const profilePictureProblem = async (file: File): Promise<string | null> => {
  const bytes = await firstBytes(file, PNG.length).catch(() => new Uint8Array());
  if (!startsWith(bytes, JPEG) && !startsWith(bytes, PNG)) return INVALID_PICTURE_FORMAT;
  if (file.size > MAX_UPLOAD_BYTES) return PICTURE_TOO_LARGE_MESSAGE;
  return null;
};
