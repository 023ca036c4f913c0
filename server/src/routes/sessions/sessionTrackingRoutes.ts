import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { userSessions } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { readBody } from '../../http/validate';

const bodySchema = z.object({ client: z.string().trim().min(1).max(40) });

/** `POST user/{uid}/trackSession` (second root): records one visit a day per user. */
export const sessionTrackingRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().post('/user/:uid/trackSession', ownUser(), async (c) => {
    const user = currentUser(c);
    const { client } = await readBody(c, bodySchema);
    const day = new Date().toISOString().slice(0, 10);
    const inserted = await db
      .insert(userSessions)
      .values({ userId: user.id, day, client })
      .onConflictDoNothing()
      .returning();
    return c.json({ tracked: inserted.length > 0, day });
  });
