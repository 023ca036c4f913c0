import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatChannels, chatPictureVariants, chatPictures, stylists } from '../../db/schema';
import { storedBytes } from '../../services/uploads/storageQuota';
import { multipart } from '../../testing/closetFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

type Shopper = Awaited<ReturnType<typeof signUp>>;
type Variant = { width: number; url: string };
type Message = {
  sid: string;
  type: string;
  content: string;
  attributes: { picture_variants?: Variant[] };
};

/** A phone photo the chat takes (under 700 KB): 1200 × 900. */
const photo = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#4a6a8a' } })
    .jpeg({ quality: 80 })
    .toBuffer();

const openChannel = async (shopper: Shopper) => {
  const [stylist] = await t.db.select({ id: stylists.id }).from(stylists).limit(1);
  const response = await t.app.request(
    '/gateway/twilio/channel',
    send('POST', { client_uuid: shopper.userId, stylist_uuid: stylist!.id }, shopper.token),
  );
  return ((await response.json()) as { sid: string }).sid;
};

const sendPicture = async (shopper: Shopper, sid: string, bytes: Buffer) => {
  const response = await t.app.request(
    `/gateway/chat/channels/${sid}/pictures`,
    multipart(bytes, shopper.token),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Message;
};

const get = (path: string, token?: string) =>
  t.app.request(`/gateway/${path}`, send('GET', undefined, token));

const pictureIdOf = (message: Message) => message.content.split('/').at(-1)!;

describe('sized variants of a chat picture', () => {
  it('are made 260 and 520 px wide (the bubble, at 1× and 2×), answered with the message and served as WebP to the channel’s shopper', async () => {
    const ada = await signUp(t.app);
    const sid = await openChannel(ada);
    const message = await sendPicture(ada, sid, await photo());
    const expected = [260, 520].map((width) => ({
      width,
      url: `${message.content}.w${width}.webp`,
    }));
    expect(message.attributes.picture_variants).toEqual(expected);
    const history = await get(`chat/channels/${sid}/messages`, ada.token);
    const { items } = (await history.json()) as { items: Message[] };
    expect(items.find((item) => item.sid === message.sid)?.attributes.picture_variants).toEqual(
      expected,
    );

    for (const { width, url } of expected) {
      const response = await get(url, ada.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
    for (const name of ['w100.webp', 'w960.webp', 'w260.png', 'W260.webp']) {
      const response = await get(`${message.content}.${name}`, ada.token);
      expect(response.status).toBe(404);
    }
  });

  it('are the channel shopper’s only: another shopper is refused, no token is a 401', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const sid = await openChannel(ada);
    const message = await sendPicture(ada, sid, await photo());
    const url = message.attributes.picture_variants![0]!.url;
    expect((await get(url, eve.token)).status).toBe(403);
    expect((await get(url)).status).toBe(401);
  });

  it('never enlarge a picture: a narrower one has one variant, its own width', async () => {
    const ada = await signUp(t.app);
    const sid = await openChannel(ada);
    const message = await sendPicture(ada, sid, await photo(200, 150));
    expect(message.attributes.picture_variants).toEqual([
      { width: 200, url: `${message.content}.w200.webp` },
    ]);
  });

  it('count toward the shopper’s storage and go with the channel', async () => {
    const ada = await signUp(t.app);
    const sid = await openChannel(ada);
    const message = await sendPicture(ada, sid, await photo());
    const id = pictureIdOf(message);
    const [picture] = await t.db.select().from(chatPictures).where(eq(chatPictures.id, id));
    const variants = await t.db
      .select()
      .from(chatPictureVariants)
      .where(eq(chatPictureVariants.pictureId, id));
    expect(variants).toHaveLength(2);
    const variantBytes = variants.reduce((total, variant) => total + variant.webp.length, 0);
    expect(await storedBytes(t.db, ada.userId)).toBe(picture!.bytes.length + variantBytes);

    await t.db.delete(chatChannels).where(eq(chatChannels.sid, sid));
    expect(
      await t.db.select().from(chatPictureVariants).where(eq(chatPictureVariants.pictureId, id)),
    ).toEqual([]);
  });
});
