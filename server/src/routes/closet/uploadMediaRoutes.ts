import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { authenticate } from '../../auth/authMiddleware';
import { uploads } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { isValidSignature } from '../../services/uploads/mediaUrls';
import { extensionOf } from '../../services/uploads/pictureType';
import { uploadKey, type PictureStore } from '../../services/storage/pictureStore';

const FILE = /^([A-Za-z0-9_-]{43})\.(jpg|png)$/;

/**
 * `GET /media/u/{file}`: an uploaded picture (docs/contracts/closet.md "Serving"). Profile
 * pictures to anyone; closet pictures and photos only with a valid, unexpired signature (the URLs
 * the JSON answers carry) or the owner's token: else 403. Always with the type its bytes have and
 * `nosniff`, so a browser never reads one as anything but a picture. The bytes come from the
 * picture store (the local folder or the S3 bucket, never a public object), read only after these
 * checks.
 */
export const uploadMediaRoutes = ({ db, signedIn }: AppDeps, pictures: PictureStore) =>
  new Hono<AppEnv>().get('/media/u/:file', authenticate(db, signedIn), async (c) => {
    const match = FILE.exec(c.req.param('file'));
    const id = match?.[1];
    if (!id) return c.text('Not found', 404);
    const [upload] = await db.select().from(uploads).where(eq(uploads.id, id));
    if (!upload || extensionOf(upload.contentType) !== match[2]) return c.text('Not found', 404);
    const headers: Record<string, string> = {
      'content-type': upload.contentType,
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
      const secondsLeft = signed ? Math.max(0, Number(expires) - Math.floor(Date.now() / 1000)) : 0;
      headers['cache-control'] = signed ? `private, max-age=${secondsLeft}` : 'private, no-cache';
      headers['cross-origin-resource-policy'] = 'same-origin';
    }
    const bytes = await pictures.get(uploadKey(id));
    if (!bytes) return c.text('Not found', 404);
    return c.body(new Uint8Array(bytes), 200, headers);
  });
