import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../testing/testApp';
import { LocalPictureStore } from '../storage/localPictureStore';
import { uploadKey, type PictureStore } from '../storage/pictureStore';
import { cleanPicture } from './cleanPicture';
import { storeUpload } from './storedUploads';

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'lookwright-variants-')) });
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#335577' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

/** A local store that refuses to write keys ending with `failing`, and says what it wrote. */
const storeFailingOn = (failing: string) => {
  const store = new LocalPictureStore(mkdtempSync(join(tmpdir(), 'lookwright-')));
  const written: string[] = [];
  const pictures: PictureStore = {
    ...store,
    put: async (key, bytes, contentType) => {
      if (key.endsWith(failing)) throw new Error(`the store refused ${failing}`);
      await store.put(key, bytes, contentType);
      written.push(key);
    },
  };
  return { pictures, written };
};

describe('storeUpload with sized variants', () => {
  it('stores the original and its variants, recording their widths and counting their bytes', async () => {
    const { pictures, written } = storeFailingOn('nothing');
    const ada = await signUp(t.app);
    const upload = await storeUpload(
      { db: t.db, pictures, config: t.config },
      { ownerId: ada.userId, kind: 'photo' },
      cleanPicture(photo),
      (_tx, row) => Promise.resolve(row),
    );
    expect(upload.variantWidths).toEqual([64, 320, 640, 960]);
    expect(written.sort()).toEqual(
      [
        uploadKey(upload.id),
        uploadKey(upload.id, 'w64.webp'),
        uploadKey(upload.id, 'w320.webp'),
        uploadKey(upload.id, 'w640.webp'),
        uploadKey(upload.id, 'w960.webp'),
      ].sort(),
    );
    let total = 0;
    for (const key of written) total += (await pictures.get(key))!.length;
    expect(upload.byteSize).toBe(total);
    expect(upload.byteSize).toBeGreaterThan(photo.length);
  });

  it('leaves no object and no row when a variant cannot be written', async () => {
    const { pictures, written } = storeFailingOn('w320.webp');
    const ada = await signUp(t.app);
    const failed = storeUpload(
      { db: t.db, pictures, config: t.config },
      { ownerId: ada.userId, kind: 'closet' },
      cleanPicture(photo),
      (_tx, row) => Promise.resolve(row),
    );
    await expect(failed).rejects.toThrow('the store refused w320.webp');
    // The writes that went through (the original, the other variants) are gone again.
    expect(written.length).toBeGreaterThan(0);
    for (const key of written) expect(await pictures.get(key)).toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, ada.userId))).toEqual([]);
  });
});
