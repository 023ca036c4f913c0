import { MAX_UPLOAD_BYTES } from '@shared/closet';

/** Room for a multipart body's boundaries and headers around its one picture. */
const MULTIPART_ROOM = 64 * 1024;

/**
 * The API paths that take a picture, and the body each may send (the API's limit elsewhere is
 * 1 MB): a base64 picture in JSON is 4/3 of its bytes, so 7 MB for `POST proxy/item`; a multipart
 * picture 5 MB and its boundaries.
 */
const UPLOAD_PATHS: readonly { method: string; path: RegExp; maxBytes: number }[] = [
  { method: 'POST', path: /^\/gateway\/proxy\/item$/, maxBytes: 7 * 1024 * 1024 },
  {
    method: 'POST',
    path: /^\/gateway\/proxy\/user\/[^/]+\/photos$/,
    maxBytes: MAX_UPLOAD_BYTES + MULTIPART_ROOM,
  },
  {
    method: 'POST',
    path: /^\/gateway\/proxy\/user\/user-profile-picture\/[^/]+\/[^/]+$/,
    maxBytes: MAX_UPLOAD_BYTES + MULTIPART_ROOM,
  },
];

/** The body limit of an upload path, or null for every other request. */
export const uploadBodyLimit = (method: string, path: string) =>
  UPLOAD_PATHS.find((upload) => upload.method === method && upload.path.test(path))?.maxBytes ??
  null;
