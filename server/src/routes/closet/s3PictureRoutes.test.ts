import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { uploads } from '../../db/schema';
import type { Shopper } from '../../testing/bookingFixtures';
import { addOwnItem, multipart, postOwnItem, ownItemBody } from '../../testing/closetFixtures';
import { PLAIN_JPEG, gpsExifSegment, withSegmentsAfterStart } from '../../testing/pictureFixtures';
import { startS3Bucket, type S3Bucket } from '../../testing/s3Bucket';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';

let bucket: S3Bucket;
let t: TestApp;

beforeAll(async () => {
  bucket = await startS3Bucket();
  t = await createTestApp({
    dataDir: mkdtempSync(join(tmpdir(), 'lookwright-uploads-')),
    s3: bucket.settings,
  });
});
afterAll(async () => {
  await t.close();
  await bucket.close();
});

/** The upload id in a `/media/u/{id}.jpg…` URL. */
const idOf = (picture: string) => /^\/media\/u\/([A-Za-z0-9_-]{43})\./.exec(picture)![1]!;

const objectsOf = async (id: string) =>
  (await bucket.keys()).filter(
    (key) => key === `uploads/${id}` || key.startsWith(`uploads/${id}/`),
  );

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

const postPhoto = (app: TestApp['app'], shopper: Shopper) =>
  app.request(`/gateway/proxy/user/${shopper.userId}/photos`, multipart(PLAIN_JPEG, shopper.token));

describe('pictures in an S3 bucket (S3_BUCKET set)', () => {
  it('keeps a closet picture in the bucket, serves it after the checks, and deletes it with the item', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const phonePhoto = withSegmentsAfterStart(PLAIN_JPEG, gpsExifSegment(1));
    const item = await addOwnItem(t, ada, { picture: phonePhoto.toString('base64') });
    const id = idOf(item.picture);
    expect(await objectsOf(id)).toContain(`uploads/${id}`);
    // Nothing on this host's disk: another host could not see it there.
    expect(existsSync(join(t.config.dataDir, 'uploads'))).toBe(false);

    const served = await t.app.request(item.picture);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    expect((await bytesOf(served)).equals(PLAIN_JPEG)).toBe(true);
    const bare = item.picture.split('?')[0]!;
    expect((await t.app.request(bare)).status).toBe(403);
    expect((await t.app.request(bare, { headers: { token: bob.token } })).status).toBe(403);
    expect((await t.app.request(bare, { headers: { token: ada.token } })).status).toBe(200);

    const removal = await t.app.request(
      `/gateway/proxy/item/${item.id}`,
      send('DELETE', undefined, ada.token),
    );
    expect(removal.status).toBe(200);
    expect(await objectsOf(id)).toEqual([]);
    expect((await t.app.request(item.picture)).status).toBe(404);
  });

  it('keeps photos and profile pictures there too, deleting the ones replaced or removed', async () => {
    const ada = await signUp(t.app);
    const added = await postPhoto(t.app, ada);
    expect(added.status).toBe(201);
    const photo = (await added.json()) as { photo_uuid: string; picture: string };
    expect(await objectsOf(idOf(photo.picture))).toContain(`uploads/${idOf(photo.picture)}`);
    expect((await t.app.request(photo.picture)).status).toBe(200);
    const removal = await t.app.request(
      `/gateway/proxy/user/photos/${photo.photo_uuid}`,
      send('DELETE', undefined, ada.token),
    );
    expect(removal.status).toBe(200);
    expect(await objectsOf(idOf(photo.picture))).toEqual([]);

    const setPicture = async () => {
      const response = await t.app.request(
        `/gateway/proxy/user/user-profile-picture/web/${ada.userId}`,
        multipart(PLAIN_JPEG, ada.token),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { picture_small: string }).picture_small;
    };
    const first = await setPicture();
    const served = await t.app.request(first);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('public');
    const second = await setPicture();
    expect(await objectsOf(idOf(first))).toEqual([]);
    expect(await objectsOf(idOf(second))).toContain(`uploads/${idOf(second)}`);
    expect((await t.app.request(first)).status).toBe(404);
  });

  it('serves a picture uploaded through one host from another sharing the database and bucket', async () => {
    // A second host: its own process state and its own (empty) data folder.
    const otherHost = createApp({
      db: t.db,
      config: { ...t.config, dataDir: mkdtempSync(join(tmpdir(), 'lookwright-other-host-')) },
      log: () => {},
    });
    const ada = await signUp(t.app);
    const item = await addOwnItem(t, ada);
    const served = await otherHost.request(item.picture);
    expect(served.status).toBe(200);
    expect((await bytesOf(served)).equals(PLAIN_JPEG)).toBe(true);
    const bare = item.picture.split('?')[0]!;
    expect((await otherHost.request(bare, { headers: { token: ada.token } })).status).toBe(200);

    // And the other way round: uploaded there, deleted here.
    const added = await postPhoto(otherHost, ada);
    expect(added.status).toBe(201);
    const photo = (await added.json()) as { photo_uuid: string; picture: string };
    expect((await bytesOf(await t.app.request(photo.picture))).equals(PLAIN_JPEG)).toBe(true);
    await t.app.request(
      `/gateway/proxy/user/photos/${photo.photo_uuid}`,
      send('DELETE', undefined, ada.token),
    );
    expect((await otherHost.request(photo.picture)).status).toBe(404);
  });

  it('stores no row when the bucket refuses the picture', async () => {
    const unreachable = await createTestApp({
      dataDir: mkdtempSync(join(tmpdir(), 'lookwright-uploads-')),
      s3: { ...bucket.settings, bucket: 'no-such-bucket' },
    });
    try {
      const ada = await signUp(unreachable.app);
      const response = await postOwnItem(unreachable, ada, ownItemBody());
      expect(response.status).toBe(500);
      const rows = await unreachable.db
        .select()
        .from(uploads)
        .where(eq(uploads.ownerId, ada.userId));
      expect(rows).toEqual([]);
    } finally {
      await unreachable.close();
    }
  });
});
