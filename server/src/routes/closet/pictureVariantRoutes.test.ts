import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import type { Shopper } from '../../testing/bookingFixtures';
import { addOwnItem, closetTestConfig, getCloset, multipart } from '../../testing/closetFixtures';
import { pngChunk } from '../../testing/pictureFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile(closetTestConfig());

type Variant = { width: number; url: string };
type WithVariants = { picture: string; picture_variants: Variant[] };

const PRIVATE_VARIANT =
  /^\/media\/u\/[A-Za-z0-9_-]{43}\.w\d+\.webp\?expires=\d+&signature=[A-Za-z0-9_-]+$/;
const PUBLIC_VARIANT = /^\/media\/u\/[A-Za-z0-9_-]{43}\.w\d+\.webp$/;

/** A phone-size-ish JPEG, 1200 × 900. */
const photoJpeg = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a4a2a' } })
    .jpeg({ quality: 85 })
    .toBuffer();

const addItemWithPhoto = async (shopper: Shopper) =>
  (await addOwnItem(t, shopper, {
    picture: (await photoJpeg()).toString('base64'),
  })) as unknown as WithVariants;

const readWebp = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  return { bytes, ...(await sharp(bytes).metadata()) };
};

const maxAgeOf = (response: Response) =>
  Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);

const uploadIdOf = (url: string) => /^\/media\/u\/([A-Za-z0-9_-]{43})\./.exec(url)![1]!;

describe('sized variants of a closet picture', () => {
  it('answers the variants’ signed URLs and serves each as a WebP of its width, cached privately and immutably until the signature expires', async () => {
    const ada = await signUp(t.app);
    const item = await addItemWithPhoto(ada);
    expect(item.picture_variants.map((variant) => variant.width)).toEqual([64, 320, 640, 960]);
    const [first] = (await getCloset(t, ada)).body.items as unknown as WithVariants[];
    expect(first!.picture_variants.map((variant) => variant.width)).toEqual([64, 320, 640, 960]);
    for (const { width, url } of item.picture_variants) {
      expect(url).toMatch(PRIVATE_VARIANT);
      expect(url).toContain(`.w${width}.webp?`);
      const response = await t.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
      // Never cached beyond the signature: the URL stops working then.
      const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
      expect(maxAgeOf(response)).toBeGreaterThan(3600);
      expect(maxAgeOf(response)).toBeLessThanOrEqual(expires - Math.floor(Date.now() / 1000));
      const picture = await readWebp(response);
      expect([picture.format, picture.width, picture.height]).toEqual([
        'webp',
        width,
        Math.round((width * 900) / 1200),
      ]);
    }
    const [row] = await t.db
      .select({ variantWidths: uploads.variantWidths })
      .from(uploads)
      .where(eq(uploads.id, uploadIdOf(item.picture)));
    expect(row?.variantWidths).toEqual([64, 320, 640, 960]);
  });

  it('keeps a variant to its owner: no signature, another upload’s, or another shopper’s token is 403', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const item = await addItemWithPhoto(ada);
    const other = await addItemWithPhoto(ada);
    const [path, query] = item.picture_variants[0]!.url.split('?') as [string, string];
    const otherQuery = other.picture_variants[0]!.url.split('?')[1]!;
    expect((await t.app.request(path)).status).toBe(403);
    expect((await t.app.request(`${path}?${otherQuery}`)).status).toBe(403);
    expect((await t.app.request(path, { headers: { token: bob.token } })).status).toBe(403);
    const own = await t.app.request(path, { headers: { token: ada.token } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');

    const expires = Number(new URLSearchParams(query).get('expires'));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(expires * 1000 + 1);
      expect((await t.app.request(`${path}?${query}`)).status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a variant again with 304 when the browser already has it', async () => {
    const ada = await signUp(t.app);
    const item = await addItemWithPhoto(ada);
    const path = item.picture_variants[1]!.url.split('?')[0]!;
    const first = await t.app.request(path, { headers: { token: ada.token } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request(path, {
      headers: { token: ada.token, 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    // The owner rules come first: a 304 never confirms someone else's picture.
    const bob = await signUp(t.app);
    const stranger = await t.app.request(path, {
      headers: { token: bob.token, 'if-none-match': etag! },
    });
    expect(stranger.status).toBe(403);
  });

  it('answers 404 for a width that was not made and for a made-up variant name', async () => {
    const ada = await signUp(t.app);
    const item = await addItemWithPhoto(ada);
    const [path, query] = item.picture_variants[0]!.url.split('?') as [string, string];
    const base = path.replace(/\.w64\.webp$/, '');
    for (const name of ['w100.webp', 'w64.avif', 'w64.webp.jpg', 'W64.webp', 'w064.webp']) {
      expect((await t.app.request(`${base}.${name}?${query}`)).status).toBe(404);
    }
  });

  it('deletes the variants with the item', async () => {
    const ada = await signUp(t.app);
    const item = (await addItemWithPhoto(ada)) as WithVariants & { id: string };
    const removed = await t.app.request(
      `/gateway/proxy/item/${item.id}`,
      send('DELETE', undefined, ada.token),
    );
    expect(removed.status).toBe(200);
    for (const { url } of item.picture_variants) {
      expect((await t.app.request(url)).status).toBe(404);
    }
  });

  it('refuses a picture whose pixels do not decode, storing nothing', async () => {
    const ada = await signUp(t.app);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(40, 0);
    header.writeUInt32BE(30, 4);
    header[8] = 8;
    header[9] = 6;
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', Buffer.from('these are not deflated pixels')),
      pngChunk('IEND'),
    ]);
    const response = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/photos`,
      multipart(broken, ada.token, 'broken.png', 'image/png'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'picture', message: 'The picture could not be read.' }],
    });
    const rows = await t.db.select().from(uploads).where(eq(uploads.ownerId, ada.userId));
    expect(rows).toEqual([]);
  });
});

describe('sized variants of photos', () => {
  it('answers and serves a photo’s variants; deleting the photo deletes them', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const added = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/photos`,
      multipart(await photoJpeg(), ada.token),
    );
    expect(added.status).toBe(201);
    const photo = (await added.json()) as WithVariants & { photo_uuid: string };
    expect(photo.picture_variants.map((variant) => variant.width)).toEqual([64, 320, 640, 960]);
    const listed = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/photos`,
      send('GET', undefined, ada.token),
    );
    const [first] = ((await listed.json()) as { items: WithVariants[] }).items;
    expect(first!.picture_variants).toHaveLength(4);
    const small = photo.picture_variants[0]!.url;
    expect(small).toMatch(PRIVATE_VARIANT);
    expect((await t.app.request(small)).status).toBe(200);
    const path = small.split('?')[0]!;
    expect((await t.app.request(path, { headers: { token: bob.token } })).status).toBe(403);

    const deleted = await t.app.request(
      `/gateway/proxy/user/photos/${photo.photo_uuid}`,
      send('DELETE', undefined, ada.token),
    );
    expect(deleted.status).toBe(200);
    expect((await t.app.request(small)).status).toBe(404);
  });
});

describe('sized variants of the profile picture', () => {
  it('answers public variant URLs, served to anyone and cached for a year; a new picture deletes the old ones', async () => {
    const ada = await signUp(t.app);
    const post = async (bytes: Buffer) => {
      const response = await t.app.request(
        `/gateway/proxy/user/user-profile-picture/web/${ada.userId}`,
        multipart(bytes, ada.token),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as { profile_picture: string; picture_variants: Variant[] };
    };
    const user = await post(await photoJpeg());
    expect(user.picture_variants.map((variant) => variant.width)).toEqual([64, 320, 640, 960]);
    expect(user.picture_variants.every(({ url }) => PUBLIC_VARIANT.test(url))).toBe(true);

    const me = await t.app.request(
      `/gateway/proxy/user/${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    expect(((await me.json()) as { picture_variants: Variant[] }).picture_variants).toEqual(
      user.picture_variants,
    );

    const avatar = await t.app.request(user.picture_variants[0]!.url);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/webp');
    expect(avatar.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const picture = await readWebp(avatar);
    expect(picture.width).toBe(64);
    // The header's avatar: well under 10 KB.
    expect(picture.bytes.length).toBeLessThan(10 * 1024);

    await post(await photoJpeg());
    for (const { url } of user.picture_variants) {
      expect((await t.app.request(url)).status).toBe(404);
    }
  });

  it('answers no variants for a user without a profile picture', async () => {
    const ada = await signUp(t.app);
    const me = await t.app.request(
      `/gateway/proxy/user/${ada.userId}`,
      send('GET', undefined, ada.token),
    );
    expect(await me.json()).toMatchObject({ picture_variants: [] });
  });
});
