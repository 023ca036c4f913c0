import { INVALID_PICTURE_FORMAT, MAX_UPLOAD_BYTES } from '@shared/closet';
import { pictureTypeOf, type PictureType } from '@shared/pictureType';
import type { DropEvent, FileRejection } from 'react-dropzone';

/** What the drop zone and the file picker accept (spec 001 §5: jpg and png only). */
export const PICTURE_ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** The reference server's limit, so a picture the SPA takes is one the server takes. */
export const MAX_PICTURE_BYTES = MAX_UPLOAD_BYTES;

export type { PictureType };

/** A picture ready to send: the file, its base64 (no `data:` prefix) and its type by its bytes. */
export type Picture = { file: File; base64: string; type: PictureType };

/** JPEG or PNG by the file's first bytes (a renamed SVG or HTML page is neither); else null. */
export const sniffPictureType = pictureTypeOf;

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
};

/** The bytes of a file; `Blob.arrayBuffer` where there is one, else a FileReader. */
const readBytes = (file: File): Promise<Uint8Array> =>
  typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer().then((buffer) => new Uint8Array(buffer))
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
        reader.readAsArrayBuffer(file);
      });

export class InvalidPictureError extends Error {
  constructor() {
    super(INVALID_PICTURE_FORMAT);
    this.name = 'InvalidPictureError';
  }
}

/**
 * Reads a file the drop zone took and checks it is really a JPEG or PNG (its name and declared
 * type can lie). Rejects with the spec's format message otherwise, or when it cannot be read.
 */
export const readPicture = async (file: File): Promise<Picture> => {
  const bytes = await readBytes(file).catch(() => {
    throw new InvalidPictureError();
  });
  const type = sniffPictureType(bytes);
  if (!type) throw new InvalidPictureError();
  return { file, base64: toBase64(bytes), type };
};

/**
 * What to tell the shopper about a refused file: the spec's own words for a wrong format, else
 * react-dropzone's ('File is larger than N bytes', 'File is smaller than N bytes', 'Too many
 * files').
 */
export const rejectionMessage = (rejection: FileRejection): string => {
  const [first] = rejection.errors;
  if (!first || first.code === 'file-invalid-type') return INVALID_PICTURE_FORMAT;
  return first.message;
};

const isDataTransfer = (value: unknown): value is DataTransfer =>
  typeof value === 'object' && value !== null && 'files' in value && 'items' in value;

/**
 * The files of a drop or a pick, the first one only (spec 001 §5: only the first dropped file is
 * used). While dragging, the browser shows only the dragged items' kinds and types.
 */
export const firstFileOf = async (event: DropEvent): Promise<(File | DataTransferItem)[]> => {
  if (Array.isArray(event)) {
    const [handle] = event;
    return handle ? [await handle.getFile()] : [];
  }
  const transfer = 'dataTransfer' in event ? event.dataTransfer : null;
  if (isDataTransfer(transfer)) {
    if (event.type !== 'drop') {
      return Array.from(transfer.items)
        .filter((item) => item.kind === 'file')
        .slice(0, 1);
    }
    return Array.from(transfer.files).slice(0, 1);
  }
  const target = 'target' in event ? event.target : null;
  if (target instanceof HTMLInputElement && target.files)
    return Array.from(target.files).slice(0, 1);
  return [];
};
