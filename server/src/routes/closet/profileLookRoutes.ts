import { Hono } from 'hono';
import { LOOK_TYPES } from '@shared/closet';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { fieldError, notFound } from '../../http/errors';
import { pageNumber, readFilters } from '../../services/closet/filterQuery';
import {
  hideLook,
  ownBoard,
  profileLooksPage,
  stylistsOfSessions,
} from '../../services/closet/profileLooks';

const isLookType = (value: string) => LOOK_TYPES.some((type) => type.key === value);

/**
 * The profile's looks (gateway, docs/contracts/closet.md): the mood boards and style boards the
 * shopper's stylists sent them, their filters, and hiding one from the profile.
 */
export const profileLookRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/proxy/user/:uid/looks/filters', ownUser(), async (c) => {
      const stylists = await stylistsOfSessions(db, currentUser(c).id);
      return c.json({
        type: { filter_options: LOOK_TYPES.map(({ key, text }) => ({ key, text, picture: null })) },
        stylist: {
          filter_options: stylists.map((stylist) => ({
            key: stylist.id,
            text: `${stylist.firstName} ${stylist.lastName}`,
            picture: stylist.picture,
          })),
        },
      });
    })
    .get('/proxy/user/:uid/looks', ownUser(), async (c) => {
      const query = c.req.query();
      return c.json(
        await profileLooksPage(db, currentUser(c).id, {
          from: pageNumber(query.from, 1, 1, 1_000_000),
          count: pageNumber(query.count, 50, 1, 100),
          filters: readFilters(query, { type: isLookType, stylist: () => true }),
        }),
      );
    })
    .delete('/proxy/user/:uid/outfits/:lookId/hide', ownUser(), async (c) => {
      const user = currentUser(c);
      const type = c.req.query('type');
      if (type !== undefined && type !== '' && !isLookType(type)) {
        throw fieldError('type', 'The type must be moodboard or styleboard.');
      }
      const board = await ownBoard(db, user.id, c.req.param('lookId'));
      if (!board || (type && board.kind !== type)) throw notFound('That look');
      await hideLook(db, user.id, board.id);
      return c.json({ uuid: board.id, hidden: true });
    });
