import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, items, uploads, userPhotos } from '../../db/schema';
import { MAX_OWN_ITEMS } from '../../services/closet/ownItems';
import { MAX_PHOTOS } from '../../services/closet/photos';
import { newUploadId } from '../../services/uploads/uploadIds';
import type { Shopper } from '../../testing/bookingFixtures';
import {
  closetTestConfig,
  multipart,
  ownItemBody,
  postOwnItem,
} from '../../testing/closetFixtures';
import { PLAIN_JPEG } from '../../testing/pictureFixtures';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile(closetTestConfig());

/** Uploads rows as if the shopper had sent pictures before (no files: only rows are counted). */
const earlierUploads = async (shopper: Shopper, kind: 'photo' | 'closet', n: number) => {
  const rows = Array.from({ length: n }, () => ({
    id: newUploadId(),
    ownerId: shopper.userId,
    kind,
    contentType: 'image/jpeg' as const,
    byteSize: 100,
    width: 24,
    height: 16,
  }));
  await t.db.insert(uploads).values(rows);
  return rows.map((row) => row.id);
};

const statuses = (responses: Response[]) =>
  responses.map((response) => response.status).sort((a, b) => a - b);

/** How many requests race at once past the last free place. */
const EXTRA = 5;

describe('caps on what a shopper keeps, settled by the database', () => {
  it(`keeps at most ${MAX_PHOTOS} photos when the last uploads arrive all at once`, async () => {
    const ada = await signUp(t.app);
    const ids = await earlierUploads(ada, 'photo', MAX_PHOTOS - 3);
    await t.db
      .insert(userPhotos)
      .values(
        ids.map((uploadId) => ({ id: randomUUID(), userId: ada.userId, uploadId, name: 'x' })),
      );

    const responses = await Promise.all(
      Array.from({ length: 3 + EXTRA }, async () =>
        t.app.request(`/gateway/proxy/user/${ada.userId}/photos`, multipart(PLAIN_JPEG, ada.token)),
      ),
    );
    expect(statuses(responses)).toEqual([...Array(3).fill(201), ...Array(EXTRA).fill(409)]);
    const [held] = await t.db
      .select({ value: count() })
      .from(userPhotos)
      .where(eq(userPhotos.userId, ada.userId));
    expect(held?.value).toBe(MAX_PHOTOS);
  });

  it(`keeps at most ${MAX_OWN_ITEMS} own closet items when the last arrive all at once`, async () => {
    const ada = await signUp(t.app);
    const brandId = randomUUID();
    await t.db.insert(brands).values({ id: brandId, name: 'Earlier' });
    const [retailer] = await t.db.select({ id: items.retailerId }).from(items).limit(1);
    await t.db.insert(items).values(
      Array.from({ length: MAX_OWN_ITEMS - 3 }, () => ({
        id: randomUUID(),
        brandId,
        retailerId: retailer!.id,
        name: 'Tops',
        description: '',
        color: '',
        category: 'tops',
        department: 'female' as const,
        retailPrice: 0,
        sizes: [],
        buyUrl: '',
        picture: '',
        ownerId: ada.userId,
        type: 'user' as const,
      })),
    );

    const responses = await Promise.all(
      Array.from({ length: 3 + EXTRA }, async () => postOwnItem(t, ada, ownItemBody())),
    );
    expect(statuses(responses)).toEqual([...Array(3).fill(201), ...Array(EXTRA).fill(409)]);
    const [owned] = await t.db
      .select({ value: count() })
      .from(items)
      .where(and(eq(items.ownerId, ada.userId), eq(items.type, 'user')));
    expect(owned?.value).toBe(MAX_OWN_ITEMS);
  });
});
