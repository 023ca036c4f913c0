import { randomBytes } from 'node:crypto';

/** An upload's id: 32 random bytes, base64url (43 characters). It names the stored picture. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{43}$/;

export const isUploadId = (value: string) => UPLOAD_ID.test(value);

export const newUploadId = () => randomBytes(32).toString('base64url');
