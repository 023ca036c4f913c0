import { Hono } from 'hono';
import { isClosetCategory, isClosetColor, isClosetSeason } from '@shared/closet';
import { currentUser, ownUser, requireUser } from '../../auth/authMiddleware';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { forbidden, notFound } from '../../http/errors';
import { readBody } from '../../http/validate';
import { closetFilterOptions, closetTagsOf } from '../../services/closet/closetFilterOptions';
import { presentClosetItem } from '../../services/closet/closetPresenter';
import { closetFiling, closetPage, closetRow } from '../../services/closet/closetQueries';
import { pageNumber, readFilters } from '../../services/closet/filterQuery';
import { createOwnItem, removeFromCloset } from '../../services/closet/ownItems';
import { uploadUrlSigner } from '../../services/uploads/mediaUrls';
import { pictureFromBase64 } from '../../services/uploads/receivePicture';
import type { PictureStore } from '../../services/storage/pictureStore';
import { ownItemSchema } from './closetSchemas';

const FILTER_FIELDS = ['categories', 'colors', 'seasons'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

/**
 * The closet (gateway, docs/contracts/closet.md): the shopper's own items (`POST proxy/item`,
 * `DELETE proxy/item/{id}`), the closet a page at a time with its filters
 * (`GET proxy/user/closet/{uid}/{uid}`), the filters' options and the closet's tags.
 */
export const closetRoutes = ({ db, log, config }: AppDeps, pictures: PictureStore) => {
  const deps = { db, pictures, log, config };
  return new Hono<AppEnv>()
    .post('/proxy/item', requireUser, async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, ownItemSchema);
      if (body.owner_uuid && body.owner_uuid !== user.id) throw forbidden();
      const picture = pictureFromBase64(body.picture);
      const itemId = await createOwnItem(deps, user, body, picture);
      const row = await closetRow(db, user.id, itemId);
      if (!row) throw new Error('The closet item was not stored');
      return c.json(presentClosetItem(row, await uploadUrlSigner(db)), 201);
    })
    .delete('/proxy/item/:id', requireUser, async (c) => {
      const user = currentUser(c);
      const itemId = c.req.param('id');
      if (!(await removeFromCloset(deps, user.id, itemId))) throw notFound('That closet item');
      return c.json({ uuid: itemId, is_in_closet: false });
    })
    .get('/proxy/user/closet/:uid/:viewer', ownUser(), ownUser('viewer'), async (c) => {
      const user = currentUser(c);
      const query = c.req.query();
      const { rows, total } = await closetPage(db, user.id, {
        from: pageNumber(query.from, 0, 0, 1_000_000),
        count: pageNumber(query.count, 50, 1, 100),
        filters: readFilters(query, {
          category: isClosetCategory,
          colors: isClosetColor,
          seasons: isClosetSeason,
        }),
      });
      const sign = await uploadUrlSigner(db);
      return c.json({ items: rows.map((row) => presentClosetItem(row, sign)), quota_max: total });
    })
    .get('/proxy/user/:uid/closet/filters', ownUser(), async (c) => {
      const user = currentUser(c);
      const query = c.req.query();
      const asked = (query.fields ?? '')
        .split(',')
        .map((field) => field.trim())
        .filter((field): field is FilterField =>
          (FILTER_FIELDS as readonly string[]).includes(field),
        );
      const refinements = (query.refinements ?? 'ALL').trim().toUpperCase();
      return c.json(
        closetFilterOptions(
          {
            gender: query.gender === 'male' ? 'male' : 'female',
            allOptions: refinements === 'ALL' || refinements === '',
            fields: new Set(asked.length ? asked : FILTER_FIELDS),
          },
          refinements === 'ALL' || refinements === '' ? [] : await closetFiling(db, user.id),
        ),
      );
    })
    .get('/proxy/user/:uid/closetTags', ownUser(), async (c) => {
      const user = currentUser(c);
      const query = c.req.query();
      const from = pageNumber(query.from, 0, 0, 1_000_000);
      const size = pageNumber(query.count, 100, 1, 100);
      const tags = closetTagsOf(await closetFiling(db, user.id));
      return c.json({ closetTags: tags.slice(from, from + size), quota_max: tags.length });
    });
};
