import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { closetCategoryText, type ClosetCategory } from '@shared/closet';
import type { Db } from '../../db/client';
import { brands, closetItems, items, retailers } from '../../db/schema';
import type { UserRow } from '../../db/rows';
import { HttpError } from '../../http/errors';
import type { CleanPicture } from '../uploads/cleanPicture';
import { uploadPath } from '../uploads/mediaUrls';
import { deleteUploads, storeUpload } from '../uploads/storedUploads';
import type { StorageLimits } from '../uploads/storageQuota';
import type { PictureStore } from '../storage/pictureStore';

/** How many of their own items a shopper's closet holds at most. */
export const MAX_OWN_ITEMS = 1000;

/** The retailer every own item names (an item needs one): the shopper's own closet. */
const OWN_CLOSET_RETAILER = { id: 'own-closet', name: 'Your closet', domain: '' };

export type OwnItemInput = {
  category: ClosetCategory;
  brand: string;
  colors: string[];
  seasons: string[];
};

type Deps = {
  db: Db;
  pictures: PictureStore;
  config: StorageLimits;
  log: (entry: Record<string, unknown>) => void;
};

/**
 * A shopper's own closet item (type 'user', spec 001 §7 `POST proxy/item`): its picture stored
 * (already cleaned), an item of theirs with a brand of its own, and its place in their closet,
 * in one transaction. 409 `closet_full` beyond MAX_OWN_ITEMS, counted in that transaction under
 * the shopper's storage lock, so uploads sent at once cannot overrun it.
 */
export const createOwnItem = async (
  deps: Deps,
  user: UserRow,
  input: OwnItemInput,
  picture: CleanPicture,
) => {
  return storeUpload(
    deps,
    { ownerId: user.id, kind: 'closet' },
    picture,
    async (tx, upload) => {
      await tx.insert(retailers).values(OWN_CLOSET_RETAILER).onConflictDoNothing();
      const brandId = randomUUID();
      await tx.insert(brands).values({ id: brandId, name: input.brand });
      const itemId = randomUUID();
      await tx.insert(items).values({
        id: itemId,
        brandId,
        retailerId: OWN_CLOSET_RETAILER.id,
        name: closetCategoryText(input.category),
        description: '',
        color: input.colors.join(', '),
        category: input.category,
        department: user.gender === 'male' ? 'male' : 'female',
        retailPrice: 0,
        sizes: [],
        availableForCheckout: false,
        buyUrl: '',
        picture: uploadPath(upload.id, upload.contentType),
        ownerId: user.id,
        type: 'user',
        uploadId: upload.id,
      });
      await tx.insert(closetItems).values({
        userId: user.id,
        itemId,
        source: 'upload',
        category: input.category,
        colors: input.colors,
        seasons: input.seasons,
      });
      return itemId;
    },
    async (tx) => {
      const [owned] = await tx
        .select({ value: count() })
        .from(items)
        .where(and(eq(items.ownerId, user.id), eq(items.type, 'user')));
      if ((owned?.value ?? 0) >= MAX_OWN_ITEMS) {
        throw new HttpError(
          409,
          'Your closet holds up to 1,000 of your own items. Remove one to add another.',
          'closet_full',
        );
      }
    },
  );
};

/**
 * Takes an item out of the shopper's closet (`DELETE proxy/item/{id}`): their own upload is
 * deleted with its brand row and picture file; a catalogue item only leaves their closet.
 * False when it is neither (unknown, someone else's, not in their closet).
 */
export const removeFromCloset = async (deps: Deps, userId: string, itemId: string) => {
  const [item] = await deps.db
    .select({
      ownerId: items.ownerId,
      type: items.type,
      brandId: items.brandId,
      uploadId: items.uploadId,
    })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item) return false;
  if (item.ownerId !== null) {
    if (item.ownerId !== userId || item.type !== 'user') return false;
    await deps.db.transaction(async (tx) => {
      await tx.delete(items).where(and(eq(items.id, itemId), eq(items.ownerId, userId)));
      await tx.delete(brands).where(eq(brands.id, item.brandId));
    });
    if (item.uploadId) await deleteUploads(deps, userId, [item.uploadId]);
    return true;
  }
  const removed = await deps.db
    .delete(closetItems)
    .where(and(eq(closetItems.userId, userId), eq(closetItems.itemId, itemId)))
    .returning({ itemId: closetItems.itemId });
  return removed.length > 0;
};
