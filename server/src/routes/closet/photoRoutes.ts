import { Hono } from 'hono';
import { currentUser, ownUser, requireUser } from '../../auth/authMiddleware';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { notFound } from '../../http/errors';
import { pageNumber } from '../../services/closet/filterQuery';
import { addPhoto, photosPage, presentPhoto, removePhoto } from '../../services/closet/photos';
import { uploadUrlSigner } from '../../services/uploads/mediaUrls';
import { pictureFromFile } from '../../services/uploads/receivePicture';
import type { PictureStore } from '../../services/storage/pictureStore';
import { readPictureField } from './readPictureField';

/** The profile's photos (gateway, docs/contracts/closet.md): list, upload (multipart), delete. */
export const photoRoutes = ({ db, log, config }: AppDeps, pictures: PictureStore) => {
  const deps = { db, pictures, log, config };
  return new Hono<AppEnv>()
    .get('/proxy/user/:uid/photos', ownUser(), async (c) => {
      const query = c.req.query();
      const { rows, total } = await photosPage(
        db,
        currentUser(c).id,
        pageNumber(query.from, 0, 0, 1_000_000),
        pageNumber(query.count, 50, 1, 100),
      );
      const sign = await uploadUrlSigner(db);
      return c.json({ items: rows.map((row) => presentPhoto(row, sign)), quota_max: total });
    })
    .post('/proxy/user/:uid/photos', ownUser(), async (c) => {
      const user = currentUser(c);
      const { picture, name } = await pictureFromFile(await readPictureField(c));
      const row = await addPhoto(deps, user.id, picture, name);
      return c.json(presentPhoto(row, await uploadUrlSigner(db)), 201);
    })
    .delete('/proxy/user/photos/:photoId', requireUser, async (c) => {
      const photoId = c.req.param('photoId');
      if (!(await removePhoto(deps, currentUser(c).id, photoId))) throw notFound('That photo');
      return c.json({ photo_uuid: photoId, deleted: true });
    });
};
