import type { Context } from 'hono';
import { HttpError } from '../../http/errors';

/**
 * The `picture` field of a multipart upload (one file; when several are sent, the first). A body
 * that is not form data is a 400 on `picture`.
 */
export const readPictureField = async (c: Context): Promise<unknown> => {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new HttpError(400, 'Send the picture as multipart form data.', 'picture_missing', [
      { field: 'picture', message: 'Choose a picture.' },
    ]);
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, 'The upload could not be read.', 'picture_unreadable', [
      { field: 'picture', message: 'The picture could not be read.' },
    ]);
  }
  const field = form.picture;
  return Array.isArray(field) ? field[0] : field;
};
