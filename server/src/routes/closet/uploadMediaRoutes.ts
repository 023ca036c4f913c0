import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { authenticate } from '../../auth/authMiddleware';
import { uploads } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { isValidSignature } from '../../services/uploads/mediaUrls';
import { extensionOf } from '../../services/uploads/pictureType';
import { widthOfVariantName } from '../../services/uploads/variantNames';
import { uploadKey, type PictureStore } from '../../services/storage/pictureStore';

/** `{id}.jpg`, `{id}.png`, or a variant's `{id}.w{width}.webp`. */
const FILE = /^([A-Za-z0-9_-]{43})\.(jpg|png|w[1-9]\d{0,4}\.webp)$/;

type UploadRow = typeof uploads.$inferSelect;

/** Which of the upload's objects `{name}` is, and its type; null when it has no such file. */
const objectOf = (upload: UploadRow, name: string) => {
  const width = widthOfVariantName(name);
  if (width === null) {
    return extensionOf(upload.contentType) === name
      ? { key: uploadKey(upload.id), contentType: upload.contentType }
      : null;
  }
  return upload.variantWidths.includes(width)
    ? { key: uploadKey(upload.id, name), contentType: 'image/webp' }
    : null;
};

/** Whether `If-None-Match` names this entity tag (or any: `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  (ifNoneMatch ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

/**
 * `GET /media/u/{file}`: an uploaded picture or one of its sized variants
 * (docs/contracts/closet.md "Serving", "Sized variants", "Caching"). Profile pictures to anyone;
 * closet pictures and photos only with a valid, unexpired signature (the URLs the JSON answers
 * carry; one per upload, good for its variants too) or the owner's token: else 403. Always with
 * the type its bytes have and `nosniff`, so a browser never reads one as anything but a picture.
 * An upload's bytes never change (a new picture is a new random id), so they are cached as
 * `immutable`: a year when public, until the signature expires when private. The bytes come from
 * the picture store (the local folder or the S3 bucket, never a public object), read only after
 * these checks; a matching `If-None-Match` is 304 without reading them.
 */
export const uploadMediaRoutes = ({ db, signedIn }: AppDeps, pictures: PictureStore) =>
  new Hono<AppEnv>().get('/media/u/:file', authenticate(db, signedIn), async (c) => {
    const match = FILE.exec(c.req.param('file'));
    const id = match?.[1];
    const name = match?.[2];
    if (!id || !name) return c.text('Not found', 404);
    const [upload] = await db.select().from(uploads).where(eq(uploads.id, id));
    const object = upload ? objectOf(upload, name) : null;
    if (!upload || !object) return c.text('Not found', 404);
    const etag = `"${id}.${name}"`;
    const headers: Record<string, string> = {
      etag,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    };
    if (upload.kind === 'profile') {
      headers['cache-control'] = 'public, max-age=31536000, immutable';
    } else {
      const expires = c.req.query('expires');
      const signed = await isValidSignature(db, id, expires, c.req.query('signature'));
      const owner = c.get('user')?.id === upload.ownerId;
      if (!signed && !owner) return c.text('Forbidden', 403);
      // A signed URL stops working at `expires`: its copy is never kept longer than that.
      const secondsLeft = signed ? Math.max(0, Number(expires) - Math.floor(Date.now() / 1000)) : 0;
      headers['cache-control'] = signed
        ? `private, max-age=${secondsLeft}, immutable`
        : 'private, no-cache';
      headers['cross-origin-resource-policy'] = 'same-origin';
    }
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const bytes = await pictures.get(object.key);
    if (!bytes) return c.text('Not found', 404);
    return c.body(new Uint8Array(bytes), 200, { ...headers, 'content-type': object.contentType });
  });
