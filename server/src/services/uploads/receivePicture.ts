import { MAX_UPLOAD_BYTES } from '@shared/closet';
import {
  type CleanPicture,
  cleanPicture,
  pictureMissing,
  pictureTooLarge,
  pictureUnreadable,
} from './cleanPicture';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:image\/(?:jpeg|jpg|png);base64,/i;

/**
 * A picture sent as base64 in JSON (the closet item's `picture`, without a `data:` prefix — one
 * is tolerated), decoded, checked and cleaned. Its size is judged before it is decoded.
 */
export const pictureFromBase64 = (value: unknown): CleanPicture => {
  if (typeof value !== 'string' || value.trim() === '') throw pictureMissing();
  const base64 = value.trim().replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!BASE64.test(base64) || base64.length % 4 === 1) throw pictureUnreadable();
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=/g)?.length ?? 0) > MAX_UPLOAD_BYTES) {
    throw pictureTooLarge();
  }
  return cleanPicture(Buffer.from(base64, 'base64'));
};

/** A picture sent as a multipart file (field `picture`): its size before its bytes are read. */
export const pictureFromFile = async (file: unknown) => {
  if (!(file instanceof File) || file.size === 0) throw pictureMissing();
  if (file.size > MAX_UPLOAD_BYTES) throw pictureTooLarge();
  return { picture: cleanPicture(Buffer.from(await file.arrayBuffer())), name: file.name };
};
