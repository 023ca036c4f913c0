import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVALID_PICTURE_FORMAT } from '@shared/closet';
import type { Shopper } from '../../testing/bookingFixtures';
import { closetTestConfig, multipart } from '../../testing/closetFixtures';
import {
  PLAIN_JPEG,
  gpsExifSegment,
  gpsLatitudeBytes,
  pngChunk,
  pngOf,
  withJpegSize,
  withSegmentsAfterStart,
} from '../../testing/pictureFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile(closetTestConfig());

type Photo = { photo_uuid: string; name: string; picture: string; width: number; height: number };

const uploadsDir = () => join(t.config.dataDir, 'uploads');
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
const fileOf = (picture: string) => /^\/media\/u\/([A-Za-z0-9_-]{43})\./.exec(picture)?.[1];

const postPhoto = (shopper: Shopper, bytes: Buffer, name?: string, type?: string) =>
  t.app.request(
    `/gateway/proxy/user/${shopper.userId}/photos`,
    multipart(bytes, shopper.token, name, type),
  );

const addPhoto = async (shopper: Shopper, bytes: Buffer = PLAIN_JPEG, name?: string) => {
  const response = await postPhoto(shopper, bytes, name);
  expect(response.status).toBe(201);
  return (await response.json()) as Photo;
};

const getPhotos = async (shopper: Shopper, query = '') => {
  const response = await t.app.request(
    `/gateway/proxy/user/${shopper.userId}/photos${query}`,
    send('GET', undefined, shopper.token),
  );
  return {
    status: response.status,
    body: (await response.json()) as { items: Photo[]; quota_max: number },
  };
};

describe('POST proxy/user/{uid}/photos (multipart picture)', () => {
  it('stores a phone photo without its GPS position and answers it with a signed URL', async () => {
    const ada = await signUp(t.app);
    const photo = await addPhoto(
      ada,
      withSegmentsAfterStart(PLAIN_JPEG, gpsExifSegment(6)),
      '../../Paris trip\u0000.jpg',
    );
    expect(photo).toMatchObject({ name: 'Paris trip.jpg', width: 24, height: 16 });
    expect(photo.picture).toMatch(/^\/media\/u\/[A-Za-z0-9_-]{43}\.jpg\?expires=\d+&signature=/);
    const stored = readFileSync(join(uploadsDir(), fileOf(photo.picture)!));
    expect(stored.includes(gpsLatitudeBytes())).toBe(false);
    const served = await t.app.request(photo.picture);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('takes a PNG, keeping its transparency and dropping its text', async () => {
    const ada = await signUp(t.app);
    const photo = await addPhoto(
      ada,
      pngOf({ before: [pngChunk('tEXt', Buffer.from('Location\0Home'))] }),
      'screenshot.png',
    );
    expect(photo.picture).toMatch(/\.png\?/);
    const served = await t.app.request(photo.picture);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(pngOf())).toBe(true);
  });

  it.each([
    [
      'an SVG renamed .jpg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'photo.jpg',
      'image/jpeg',
    ],
    [
      'an HTML file renamed .jpg',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'photo.jpg',
      'image/jpeg',
    ],
    ['an SVG as itself', Buffer.from('<svg/>'), 'art.svg', 'image/svg+xml'],
  ])('refuses %s with a 400 on picture, storing nothing', async (_, bytes, name, type) => {
    const ada = await signUp(t.app);
    const before = storedFiles().length;
    const response = await postPhoto(ada, bytes, name, type);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'picture_type',
      errors: [{ field: 'picture', message: INVALID_PICTURE_FORMAT }],
    });
    expect(storedFiles().length).toBe(before);
    expect((await getPhotos(ada)).body.quota_max).toBe(0);
  });

  it('refuses a picture over the pixel limits and one over 5 MB; a body past the limit is 413', async () => {
    const ada = await signUp(t.app);
    const huge = await postPhoto(ada, withJpegSize(PLAIN_JPEG, 9000, 9000));
    expect(await huge.json()).toMatchObject({ code: 'picture_too_many_pixels' });
    const heavy = await postPhoto(ada, Buffer.concat([PLAIN_JPEG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(heavy.status).toBe(400);
    expect(await heavy.json()).toMatchObject({ code: 'picture_too_large' });
    const tooLarge = await postPhoto(ada, Buffer.alloc(6 * 1024 * 1024));
    expect(tooLarge.status).toBe(413);
  });

  it('refuses a body that is not a file', async () => {
    const ada = await signUp(t.app);
    const json = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/photos`,
      send('POST', { picture: PLAIN_JPEG.toString('base64') }, ada.token),
    );
    expect(json.status).toBe(400);
    const form = new FormData();
    form.append('picture', 'not a file');
    const text = await t.app.request(`/gateway/proxy/user/${ada.userId}/photos`, {
      method: 'POST',
      body: form,
      headers: { token: ada.token },
    });
    expect(await text.json()).toMatchObject({
      errors: [{ field: 'picture', message: 'Choose a picture.' }],
    });
  });
});

describe('GET proxy/user/{uid}/photos and DELETE proxy/user/photos/{photoId}', () => {
  it('pages newest first with quota_max', async () => {
    const ada = await signUp(t.app);
    const added = [];
    for (const name of ['one.jpg', 'two.jpg', 'three.jpg'])
      added.unshift(await addPhoto(ada, PLAIN_JPEG, name));
    const all = await getPhotos(ada, '?from=0&count=50');
    expect(all.body.quota_max).toBe(3);
    expect(all.body.items.map((photo) => photo.name)).toEqual(['three.jpg', 'two.jpg', 'one.jpg']);
    const second = await getPhotos(ada, '?from=2&count=2');
    expect(second.body.items.map((photo) => photo.photo_uuid)).toEqual([added[2]!.photo_uuid]);
  });

  it('keeps another shopper out: their list is 403, a delete 404, the file 403 even with their token', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const photo = await addPhoto(ada);
    const bare = photo.picture.split('?')[0]!;

    const list = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/photos`,
      send('GET', undefined, bob.token),
    );
    expect(list.status).toBe(403);
    const upload = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/photos`,
      multipart(PLAIN_JPEG, bob.token),
    );
    expect(upload.status).toBe(403);
    const removal = await t.app.request(
      `/gateway/proxy/user/photos/${photo.photo_uuid}`,
      send('DELETE', undefined, bob.token),
    );
    expect(removal.status).toBe(404);
    expect((await t.app.request(bare, { headers: { token: bob.token } })).status).toBe(403);
    expect((await t.app.request(bare)).status).toBe(403);
    expect((await t.app.request(bare, { headers: { token: ada.token } })).status).toBe(200);
    expect((await getPhotos(ada)).body.quota_max).toBe(1);
  });

  it('deletes the owner’s photo and its file', async () => {
    const ada = await signUp(t.app);
    const photo = await addPhoto(ada);
    const file = fileOf(photo.picture)!;
    const removal = await t.app.request(
      `/gateway/proxy/user/photos/${photo.photo_uuid}`,
      send('DELETE', undefined, ada.token),
    );
    expect(removal.status).toBe(200);
    expect(await removal.json()).toEqual({ photo_uuid: photo.photo_uuid, deleted: true });
    expect(storedFiles()).not.toContain(file);
    expect((await t.app.request(photo.picture)).status).toBe(404);
    expect((await getPhotos(ada)).body).toEqual({ items: [], quota_max: 0 });
  });
});

describe('POST proxy/user/user-profile-picture/{x}/{uid}', () => {
  it('sets a public profile picture, replacing the previous one', async () => {
    const ada = await signUp(t.app);
    const post = (bytes: Buffer) =>
      t.app.request(
        `/gateway/proxy/user/user-profile-picture/web/${ada.userId}`,
        multipart(bytes, ada.token),
      );
    const first = await post(withSegmentsAfterStart(PLAIN_JPEG, gpsExifSegment(1)));
    expect(first.status).toBe(200);
    const user = (await first.json()) as {
      picture_small: string;
      profile_picture: string;
      user_uuid: string;
    };
    expect(user.user_uuid).toBe(ada.userId);
    expect(user.picture_small).toMatch(/^\/media\/u\/[A-Za-z0-9_-]{43}\.jpg$/);
    expect(user.profile_picture).toBe(user.picture_small);

    const served = await t.app.request(user.picture_small);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('public');
    expect(Buffer.from(await served.arrayBuffer()).includes(gpsLatitudeBytes())).toBe(false);

    const me = await t.app.request(
      `/gateway/proxy/user/${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    expect(await me.json()).toMatchObject({ picture_small: user.picture_small });

    const second = (await (await post(pngOf())).json()) as { picture_small: string };
    expect(second.picture_small).toMatch(/\.png$/);
    expect(storedFiles()).not.toContain(fileOf(user.picture_small));
    expect((await t.app.request(user.picture_small)).status).toBe(404);
  });

  it('refuses an SVG and another user', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const svg = await t.app.request(
      `/gateway/proxy/user/user-profile-picture/web/${ada.userId}`,
      multipart(Buffer.from('<svg/>'), ada.token, 'me.png', 'image/png'),
    );
    expect(svg.status).toBe(400);
    const other = await t.app.request(
      `/gateway/proxy/user/user-profile-picture/web/${ada.userId}`,
      multipart(PLAIN_JPEG, bob.token),
    );
    expect(other.status).toBe(403);
  });
});
