import { Hono } from 'hono';
import { buildStyleOptions, styleDepartment } from '@shared/styleOptions';
import { currentUser, ownUser, requireUser } from '../../auth/authMiddleware';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { readBody } from '../../http/validate';
import { quizStyleOptions } from '../../services/settings/quizStyleOptions';
import { readStyleData, saveStyleData } from '../../services/settings/styleData';
import { checkStyleUpdate, styleUpdateSchema } from '../../services/settings/styleUpdate';

const optionsFor = async (db: Db, gender: string | null | undefined) => {
  const department = styleDepartment(gender);
  return buildStyleOptions(department, await quizStyleOptions(db, department));
};

/**
 * Style info (docs/contracts/settings.md; gateway, no `proxy/` prefix as spec 001 §7 writes
 * them): the sections and their options (the same for everyone: `gender`, default female), the
 * user's answers, and saving them against their department's options.
 */
export const styleRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/user/styleOptions', requireUser, async (c) =>
      c.json(await optionsFor(db, c.req.query('gender'))),
    )
    .get('/user/:uid/styleData', ownUser(), async (c) =>
      c.json(await readStyleData(db, currentUser(c).id)),
    )
    .put('/user/:uid/stylingPreferences', ownUser(), async (c) => {
      const user = currentUser(c);
      const options = await optionsFor(db, user.gender);
      const update = checkStyleUpdate(await readBody(c, styleUpdateSchema), options);
      return c.json(await saveStyleData(db, user.id, options.gender, update));
    });
