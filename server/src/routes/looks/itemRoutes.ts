import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_CLOSET_SUGGESTIONS } from '@shared/closet';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { notFound } from '../../http/errors';
import { readBody, readQuery } from '../../http/validate';
import { addCatalogueItems } from '../../services/closet/addCatalogueItems';
import { itemsWithFlags } from '../../services/looks/lookQueries';

const readSchema = z.object({ user_uuid: z.string().optional() });
const addSchema = z.preprocess(
  // The session recap's form sends its ids as `ids` (spec 001 §7).
  (body) =>
    body && typeof body === 'object' && !('item_uuids' in body) && 'ids' in body
      ? { ...body, item_uuids: body.ids }
      : body,
  z.object({
    item_uuids: z
      .array(z.string().min(1).max(100), { error: 'Choose an item.' })
      .min(1, 'Choose an item.')
      // Everything the session recap offers may be ticked and sent at once (spec 001 §9).
      .max(MAX_CLOSET_SUGGESTIONS, `Choose at most ${MAX_CLOSET_SUGGESTIONS} items.`),
    source: z.string().trim().min(1).max(40).default('item'),
  }),
);

/**
 * Items: one item (`GET proxy/item/catalog/{itemId}` on the gateway, with the reader's own flags
 * when `user_uuid` is the signed-in shopper; `GET item/{id}` on the second root), and adding
 * catalogue items to the shopper's closet (`POST proxy/user/{uid}/items`, from the item page
 * or, with `source: 'session_recap'`, the session recap; adding one already there is not an
 * error).
 */
export const itemRoutes = ({ db }: AppDeps) => {
  const readItem = async (itemId: string, readerId: string | null) => {
    const [item] = await itemsWithFlags(db, [itemId], readerId);
    if (!item) throw notFound('That item');
    return item;
  };
  return new Hono<AppEnv>()
    .get('/proxy/item/catalog/:itemId', async (c) => {
      const { user_uuid: asked } = readQuery(c, readSchema);
      const signedIn = c.get('user')?.id ?? null;
      return c.json(await readItem(c.req.param('itemId'), asked === signedIn ? signedIn : null));
    })
    .post('/proxy/user/:uid/items', ownUser(), async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, addSchema);
      const ids = [...new Set(body.item_uuids)];
      const found = await itemsWithFlags(db, ids, user.id);
      if (found.length !== ids.length) throw notFound('One of those items');
      await addCatalogueItems(db, user.id, ids, body.source);
      return c.json({ items: ids, is_in_closet: true }, 201);
    });
};

/** `GET item/{id}` (second root): the item page's second variant. */
export const legacyItemRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/item/:id', async (c) => {
    const signedIn = c.get('user')?.id ?? null;
    const [item] = await itemsWithFlags(db, [c.req.param('id')], signedIn);
    if (!item) throw notFound('That item');
    return c.json(item);
  });
