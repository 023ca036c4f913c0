import { isUploadId } from '../uploads/uploadIds';

/** Where uploaded pictures' bytes live: the local folder, or S3-compatible object storage. */
export type PictureStore = {
  /** Stores bytes under `key` (keys are never reused: a key names one immutable object). */
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** The object's bytes, or null when there is none. */
  get: (key: string) => Promise<Buffer | null>;
  /** Removes these objects; ones already gone are not an error. */
  delete: (keys: readonly string[]) => Promise<void>;
  /** Removes an upload's original and every variant of it (`uploadKey(id, …)`); none is not an error. */
  deleteUpload: (id: string) => Promise<void>;
  /** For the start-up summary: 'local folder DATA_DIR/uploads' or 's3://bucket (endpoint)'. */
  describe: () => string;
};

/** A variant's name: lower-case letters, digits, and single dots or dashes between them (w320.webp). */
const VARIANT = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

export const isVariantName = (value: string) => value.length <= 40 && VARIANT.test(value);

/**
 * An upload's original: `uploads/{id}`; a variant of it: `uploads/{id}/{name}` (e.g. w320.webp).
 * Only an upload id and a safe variant name make a key, never a client's file name.
 */
export const uploadKey = (id: string, variant?: string) => {
  if (!isUploadId(id)) throw new Error('Not an upload id');
  if (variant === undefined) return `uploads/${id}`;
  if (!isVariantName(variant)) throw new Error('Not a variant name');
  return `uploads/${id}/${variant}`;
};

/** The key's upload id and variant, or null when `key` is not one `uploadKey` makes. */
export const parseUploadKey = (key: string): { id: string; variant?: string } | null => {
  const [root, id, variant, ...rest] = key.split('/');
  if (root !== 'uploads' || id === undefined || !isUploadId(id) || rest.length > 0) return null;
  if (variant === undefined) return { id };
  return isVariantName(variant) ? { id, variant } : null;
};

/** The key, when `uploadKey` could have made it; else an error (a store takes no other). */
export const checkedKey = (key: string) => {
  if (!parseUploadKey(key)) throw new Error('Not a picture key');
  return key;
};
