import { INVALID_PICTURE_FORMAT, MAX_UPLOAD_BYTES } from '@shared/closet';
import { PNG_SIGNATURE, pictureTypeOf } from '@shared/pictureType';

export { INVALID_PICTURE_FORMAT };

export const PICTURE_TOO_LARGE_MESSAGE = 'The picture is too large: at most 5 MB.';

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

/**
 * Why a chosen file cannot be the profile picture, or null: JPEG or PNG by its first bytes (the
 * server judges the same way; a renamed SVG is neither) and at most the server's 5 MB.
 */
export const profilePictureProblem = async (file: File): Promise<string | null> => {
  const bytes = await firstBytes(file, PNG_SIGNATURE.length).catch(() => new Uint8Array());
  if (!pictureTypeOf(bytes)) return INVALID_PICTURE_FORMAT;
  if (file.size > MAX_UPLOAD_BYTES) return PICTURE_TOO_LARGE_MESSAGE;
  return null;
};
