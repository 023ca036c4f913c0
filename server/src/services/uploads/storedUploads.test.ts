import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { PLAIN_JPEG } from '../../testing/pictureFixtures';
import { startS3Bucket, type S3Bucket } from '../../testing/s3Bucket';
import { createTestApp, signUp, type TestApp } from '../../testing/testApp';
import { LocalPictureStore } from '../storage/localPictureStore';
import { uploadKey, type PictureStore } from '../storage/pictureStore';
import { S3PictureStore } from '../storage/s3PictureStore';
import { cleanPicture } from './cleanPicture';
import { deleteUploads, storeUpload } from './storedUploads';

let bucket: S3Bucket;
let t: TestApp;
beforeAll(async () => {
  bucket = await startS3Bucket();
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'lookwright-stored-')) });
});
afterAll(async () => {
  await t.close();
  await bucket.close();
});

const stores: [string, () => PictureStore][] = [
  ['the local folder', () => new LocalPictureStore(mkdtempSync(join(tmpdir(), 'lookwright-')))],
  ['an S3 bucket', () => new S3PictureStore(bucket.settings)],
];

describe.each(stores)('stored uploads on %s', (_name, make) => {
  it('removes the picture and its variants again when the transaction fails', async () => {
    const pictures = make();
    const ada = await signUp(t.app);
    let stored = '';
    const failed = storeUpload(
      { db: t.db, pictures, config: t.config },
      { ownerId: ada.userId, kind: 'closet' },
      cleanPicture(PLAIN_JPEG),
      async (_tx, upload) => {
        stored = upload.id;
        // What the variants step adds beside the original, then a failure after it.
        await pictures.put(uploadKey(upload.id, 'w64.webp'), PLAIN_JPEG, 'image/webp');
        throw new Error('the closet item could not be written');
      },
    );
    await expect(failed).rejects.toThrow('the closet item could not be written');
    expect(stored).not.toBe('');
    expect(await pictures.get(uploadKey(stored))).toBeNull();
    expect(await pictures.get(uploadKey(stored, 'w64.webp'))).toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, ada.userId))).toEqual([]);
  });

  it('deletes an upload’s row and objects, original and variants', async () => {
    const pictures = make();
    const ada = await signUp(t.app);
    const id = await storeUpload(
      { db: t.db, pictures, config: t.config },
      { ownerId: ada.userId, kind: 'closet' },
      cleanPicture(PLAIN_JPEG),
      (_tx, upload) => Promise.resolve(upload.id),
    );
    await pictures.put(uploadKey(id, 'w320.webp'), PLAIN_JPEG, 'image/webp');
    expect(await pictures.get(uploadKey(id))).toEqual(PLAIN_JPEG);
    await deleteUploads({ db: t.db, pictures, log: () => {} }, ada.userId, [id]);
    expect(await pictures.get(uploadKey(id))).toBeNull();
    expect(await pictures.get(uploadKey(id, 'w320.webp'))).toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
  });
});
