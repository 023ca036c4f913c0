import { Hono } from 'hono';
import { z } from 'zod';
import { cachedPublicAnswer } from '../../cache/cachedPublicAnswer';
import { cacheKey, type CatalogueCache } from '../../cache/catalogueCache';
import { PERSONAL_CACHE_CONTROL, sendPublicAnswer } from '../../cache/publicAnswer';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { readQuery } from '../../http/validate';
import { withPersonal } from '../../presenters/stylistPresenter';
import {
  stylistList,
  stylistLooks,
  stylistNames,
  stylistProfile,
  stylistReviews,
  whyWeRecommend,
} from './stylistAnswers';
import { noPersonal, personalFor } from './stylistQueries';

const listSchema = z.object({
  count: z.coerce.number().int().min(1).max(100).default(15),
  user_gender: z.enum(['female', 'male', 'neutral']).optional(),
});
const readSchema = z.object({ user_uuid: z.string().optional() });
const looksSchema = z.object({
  /** Only public looks are ever answered, whatever this says. */
  public: z.string().optional(),
  type: z.string().optional(),
  reader_uuid: z.string().optional(),
  from: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(20).default(5),
});
const reviewsSchema = z.object({
  from: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(50).default(5),
});

const STYLIST = 'That stylist';

/**
 * Stylist reads that are the same for everyone (gateway, public): the list, the names, a
 * profile's reviews, looks and 'why we recommend', from the catalogue cache, keyed by what the
 * query asks (after validation). They never depend on who asks, so they are answered before the
 * token lookup (app.ts).
 */
export const publicStylistRoutes = ({ db }: AppDeps, catalogue: CatalogueCache) =>
  new Hono<AppEnv>()
    .get('/proxy/stylist/all/names', async (c) =>
      sendPublicAnswer(
        c,
        await cachedPublicAnswer(catalogue, cacheKey('names'), () => stylistNames(db)),
      ),
    )
    .get('/proxy/stylist/readAll', async (c) => {
      const query = readQuery(c, listSchema);
      const key = cacheKey('list', query.count, query.user_gender ?? '');
      return sendPublicAnswer(
        c,
        await cachedPublicAnswer(catalogue, key, () => stylistList(db, query)),
      );
    })
    .get('/stylists/:id/why-we-recommend', async (c) => {
      const id = c.req.param('id');
      const answer = await cachedPublicAnswer(
        catalogue,
        cacheKey('why', id),
        () => whyWeRecommend(db, id),
        STYLIST,
      );
      return sendPublicAnswer(c, answer);
    })
    .get('/proxy/stylist/:id/looks', async (c) => {
      const { from, count } = readQuery(c, looksSchema);
      const id = c.req.param('id');
      const answer = await cachedPublicAnswer(
        catalogue,
        cacheKey('looks', id, from, count),
        () => stylistLooks(db, id, { from, count }),
        STYLIST,
      );
      return sendPublicAnswer(c, answer);
    })
    .get('/proxy/stylist/:id/reviews', async (c) => {
      const { from, count } = readQuery(c, reviewsSchema);
      const id = c.req.param('id');
      const answer = await cachedPublicAnswer(
        catalogue,
        cacheKey('reviews', id, from, count),
        () => stylistReviews(db, id, { from, count }),
        STYLIST,
      );
      return sendPublicAnswer(c, answer);
    });

/**
 * One profile (gateway, public): the cached public answer, with the signed-in reader's own fields
 * (match, sessions, channel, favourite) read per request and laid over a copy, never kept.
 */
export const stylistProfileRoutes = ({ db }: AppDeps, catalogue: CatalogueCache) =>
  new Hono<AppEnv>().get('/proxy/stylist/:id/read', async (c) => {
    const { user_uuid: readerId } = readQuery(c, readSchema);
    const id = c.req.param('id');
    const profile = await cachedPublicAnswer(
      catalogue,
      cacheKey('profile', id),
      () => stylistProfile(db, id),
      STYLIST,
    );
    // Personal fields only for the signed-in user asking about themself; any other
    // `user_uuid` is ignored, never looked up.
    const user = c.get('user');
    if (!user || readerId !== user.id) return sendPublicAnswer(c, profile);
    const personal = (await personalFor(db, user.id, [id])).get(id) ?? noPersonal;
    c.header('cache-control', PERSONAL_CACHE_CONTROL);
    return c.json(withPersonal(profile.value, personal));
  });
