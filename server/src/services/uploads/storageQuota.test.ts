import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sum } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stylingSessions, stylists, uploads } from '../../db/schema';
import type { ServerConfig } from '../../env';
import { multipart, ownItemBody, postOwnItem } from '../../testing/closetFixtures';
import { PLAIN_JPEG } from '../../testing/pictureFixtures';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';
import { pictureVariants } from './pictureVariants';
import { newUploadId } from './uploadIds';

let t: TestApp;
afterEach(() => t.close());

type Shopper = Awaited<ReturnType<typeof signUp>>;

/** The stored size of PLAIN_JPEG (it has no metadata to remove). */
const PICTURE = PLAIN_JPEG.length;

/** What an upload of PLAIN_JPEG takes: the picture and its sized variants (counted too). */
let STORED = PICTURE;
beforeAll(async () => {
  const variants = await pictureVariants(PLAIN_JPEG);
  STORED = variants.reduce((total, variant) => total + variant.bytes.length, PICTURE);
});

const start = async (overrides: Partial<ServerConfig>) => {
  t = await createTestApp({
    dataDir: mkdtempSync(join(tmpdir(), 'lookwright-quota-')),
    ...overrides,
  });
  return signUp(t.app);
};

const postPhoto = (shopper: Shopper) =>
  t.app.request(
    `/gateway/proxy/user/${shopper.userId}/photos`,
    multipart(PLAIN_JPEG, shopper.token),
  );

const postProfilePicture = (shopper: Shopper) =>
  t.app.request(
    `/gateway/proxy/user/user-profile-picture/x/${shopper.userId}`,
    multipart(PLAIN_JPEG, shopper.token),
  );

const postReviewWithPhoto = async (shopper: Shopper) => {
  const [stylist] = await t.db.select({ id: stylists.id }).from(stylists).limit(1);
  await t.db.insert(stylingSessions).values({
    id: randomUUID(),
    userId: shopper.userId,
    stylistId: stylist!.id,
    plan: 'mini',
    status: 'ended' as const,
  });
  return t.app.request(
    `/gateway/proxy/stylist/${stylist!.id}/review`,
    send(
      'POST',
      { user_uuid: shopper.userId, rate: 5, picture: PLAIN_JPEG.toString('base64') },
      shopper.token,
    ),
  );
};

const postChatPicture = async (shopper: Shopper) => {
  const [stylist] = await t.db.select({ id: stylists.id }).from(stylists).limit(1);
  const channel = await t.app.request(
    '/gateway/twilio/channel',
    send('POST', { client_uuid: shopper.userId, stylist_uuid: stylist!.id }, shopper.token),
  );
  const { sid } = (await channel.json()) as { sid: string };
  return t.app.request(
    `/gateway/chat/channels/${sid}/pictures`,
    multipart(PLAIN_JPEG, shopper.token),
  );
};

/** Fills the shopper's storage with an earlier upload, leaving `room` bytes. */
const fillStorage = async (shopper: Shopper, quota: number, room: number) => {
  const [used] = await t.db
    .select({ bytes: sum(uploads.byteSize) })
    .from(uploads)
    .where(eq(uploads.ownerId, shopper.userId));
  await t.db.insert(uploads).values({
    id: newUploadId(),
    ownerId: shopper.userId,
    kind: 'photo',
    contentType: 'image/jpeg',
    byteSize: quota - Number(used?.bytes ?? 0) - room,
    width: 24,
    height: 16,
  });
};

const storedFiles = () => {
  const dir = join(t.config.dataDir, 'uploads');
  // The originals: their variants are in the `variants` folder.
  return existsSync(dir)
    ? readdirSync(dir).filter((name) => !name.startsWith('.') && name !== 'variants')
    : [];
};

describe('the storage quota of an account', () => {
  it('refuses every kind of upload past the quota with 413 and a message the shopper can act on', async () => {
    const quota = 100 * PICTURE;
    const ada = await start({ uploadQuotaBytes: quota });
    expect((await postPhoto(ada)).status).toBe(201);
    await fillStorage(ada, quota, PICTURE - 1);

    for (const refused of [
      await postPhoto(ada),
      await postOwnItem(t, ada, ownItemBody()),
      await postProfilePicture(ada),
      await postReviewWithPhoto(ada),
      await postChatPicture(ada),
    ]) {
      expect(refused.status).toBe(413);
      expect(await refused.json()).toMatchObject({
        code: 'storage_quota_exceeded',
        message: expect.stringMatching(/room for your pictures.*remove some/i) as unknown,
      });
    }
    expect(storedFiles()).toHaveLength(1);
  });

  it('counts review photos and chat pictures, which are kept in the database, too', async () => {
    const quota = 100 * PICTURE;
    const ada = await start({ uploadQuotaBytes: quota });
    await fillStorage(ada, quota, 2 * STORED);
    expect((await postReviewWithPhoto(ada)).status).toBe(201);
    expect((await postChatPicture(ada)).status).toBe(201);
    expect((await postPhoto(ada)).status).toBe(413);
  });

  it('counts the sized variants of a review photo and of a chat picture with them', async () => {
    const quota = 100 * PICTURE;
    const ada = await start({ uploadQuotaBytes: quota });
    // Room for the picture, not for its variants too.
    await fillStorage(ada, quota, STORED - 1);
    expect((await postReviewWithPhoto(ada)).status).toBe(413);
    expect((await postChatPicture(ada)).status).toBe(413);
  });

  it('lets uploads sent at once fill the quota and no more', async () => {
    const ada = await start({ uploadQuotaBytes: 3 * STORED });
    const answers = await Promise.all(Array.from({ length: 8 }, async () => postPhoto(ada)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201, 201, 201, 413, 413, 413, 413, 413,
    ]);
    expect(storedFiles()).toHaveLength(3);
  });
});

describe('the free-disk watermark', () => {
  it('refuses uploads with 507 when the data folder’s disk is nearly full, and keeps no file', async () => {
    const ada = await start({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    for (const refused of [
      await postPhoto(ada),
      await postOwnItem(t, ada, ownItemBody()),
      await postReviewWithPhoto(ada),
      await postChatPicture(ada),
    ]) {
      expect(refused.status).toBe(507);
      expect(await refused.json()).toMatchObject({ code: 'storage_full' });
    }
    expect(storedFiles()).toHaveLength(0);
  });
});
