import { Hono } from 'hono';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import type { AppDeps } from '../../appDeps';
import type { CatalogueCache } from '../../cache/catalogueCache';
import type { AppEnv } from '../../http/appEnv';
import { presentUser } from '../../presenters/userPresenter';
import { setProfilePicture } from '../../services/closet/profilePicture';
import { profilePictureVariants } from '../../services/closet/profilePictureVariants';
import { pictureFromFile } from '../../services/uploads/receivePicture';
import type { PictureStore } from '../../services/storage/pictureStore';
import { readPictureField } from './readPictureField';

/**
 * `POST proxy/user/user-profile-picture/{x}/{uid}` (gateway, multipart `picture`): the settings
 * page's profile picture. `{x}` is not read. Answers the user with the new picture.
 */
export const profilePictureRoutes = (
  { db, log, signedIn, config }: AppDeps,
  pictures: PictureStore,
  catalogue: CatalogueCache,
) =>
  new Hono<AppEnv>().post('/proxy/user/user-profile-picture/:x/:uid', ownUser(), async (c) => {
    const { picture } = await pictureFromFile(await readPictureField(c));
    const user = await setProfilePicture(
      { db, pictures, log, signedIn, config, catalogue },
      currentUser(c).id,
      picture,
    );
    return c.json(presentUser(user, { pictureVariants: await profilePictureVariants(db, user) }));
  });
