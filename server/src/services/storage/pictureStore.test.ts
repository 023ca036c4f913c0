import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Bucket, type S3Bucket } from '../../testing/s3Bucket';
import { newUploadId } from '../uploads/uploadIds';
import { LocalPictureStore } from './localPictureStore';
import { uploadKey, type PictureStore } from './pictureStore';
import { S3PictureStore } from './s3PictureStore';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
const WEBP = Buffer.from('RIFF\0\0\0\0WEBPVP8 ');

let bucket: S3Bucket;
beforeAll(async () => {
  bucket = await startS3Bucket();
});
afterAll(() => bucket.close());

/** Two stores on the same place, as two hosts would have. */
const backEnds: [name: string, make: () => [PictureStore, PictureStore]][] = [
  [
    'the local folder',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lookwright-store-'));
      return [new LocalPictureStore(dataDir), new LocalPictureStore(dataDir)];
    },
  ],
  [
    'an S3 bucket',
    () => [new S3PictureStore(bucket.settings), new S3PictureStore(bucket.settings)],
  ],
];

describe.each(backEnds)('the picture store on %s', (_name, make) => {
  it('gives back the bytes stored under a key, to any store on the same place', async () => {
    const [store, other] = make();
    const id = newUploadId();
    await store.put(uploadKey(id), JPEG, 'image/jpeg');
    expect(await store.get(uploadKey(id))).toEqual(JPEG);
    expect(await other.get(uploadKey(id))).toEqual(JPEG);
  });

  it('answers null for a key with nothing stored', async () => {
    const [store] = make();
    expect(await store.get(uploadKey(newUploadId()))).toBeNull();
    expect(await store.get(uploadKey(newUploadId(), 'w320.webp'))).toBeNull();
  });

  it('keeps variants beside their original, and deletes them all with the upload', async () => {
    const [store, other] = make();
    const id = newUploadId();
    const kept = newUploadId();
    await store.put(uploadKey(id), JPEG, 'image/jpeg');
    await store.put(uploadKey(id, 'w320.webp'), WEBP, 'image/webp');
    await store.put(uploadKey(id, 'w64.webp'), WEBP, 'image/webp');
    await store.put(uploadKey(kept), JPEG, 'image/jpeg');
    await store.put(uploadKey(kept, 'w320.webp'), WEBP, 'image/webp');
    expect(await other.get(uploadKey(id, 'w320.webp'))).toEqual(WEBP);

    await other.deleteUpload(id);
    for (const key of [uploadKey(id), uploadKey(id, 'w320.webp'), uploadKey(id, 'w64.webp')])
      expect(await store.get(key)).toBeNull();
    expect(await store.get(uploadKey(kept))).toEqual(JPEG);
    expect(await store.get(uploadKey(kept, 'w320.webp'))).toEqual(WEBP);
    // Again, or an upload never stored: nothing to do, not an error.
    await other.deleteUpload(id);
    await other.deleteUpload(newUploadId());
  });

  it('deletes the keys it is given; ones already gone are not an error', async () => {
    const [store] = make();
    const [a, b] = [newUploadId(), newUploadId()];
    await store.put(uploadKey(a), JPEG, 'image/jpeg');
    await store.put(uploadKey(b), JPEG, 'image/jpeg');
    await store.delete([uploadKey(a), uploadKey(newUploadId()), uploadKey(a, 'w64.webp')]);
    expect(await store.get(uploadKey(a))).toBeNull();
    expect(await store.get(uploadKey(b))).toEqual(JPEG);
    await store.delete([]);
  });

  it('takes only keys made of an upload id and a safe variant name', async () => {
    const [store] = make();
    for (const key of ['../etc/passwd', 'uploads/../../x', `uploads/${'a'.repeat(43)}/../x`, 'x'])
      await expect(store.put(key, JPEG, 'image/jpeg')).rejects.toThrow(/Not a picture key/);
    await expect(store.get('uploads/holiday.jpg')).rejects.toThrow(/Not a picture key/);
    await expect(store.deleteUpload('../..')).rejects.toThrow(/Not an upload id/);
    expect(() => uploadKey('holiday.jpg')).toThrow(/Not an upload id/);
    expect(() => uploadKey(newUploadId(), '../w320.webp')).toThrow(/Not a variant name/);
    expect(() => uploadKey(newUploadId(), 'W320 copy.webp')).toThrow(/Not a variant name/);
  });
});

describe('the local folder', () => {
  it('reads the originals already on disk, at DATA_DIR/uploads/{id}', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lookwright-store-'));
    const id = newUploadId();
    mkdirSync(join(dataDir, 'uploads'));
    writeFileSync(join(dataDir, 'uploads', id), JPEG);
    const store = new LocalPictureStore(dataDir);
    expect(await store.get(uploadKey(id))).toEqual(JPEG);
    expect(store.describe()).toBe(`local folder ${join(dataDir, 'uploads')}`);
  });

  it('writes files only the server can read, in folders it makes, leaving no temporary file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lookwright-store-'));
    const store = new LocalPictureStore(dataDir);
    const id = newUploadId();
    await store.put(uploadKey(id), JPEG, 'image/jpeg');
    await store.put(uploadKey(id, 'w320.webp'), WEBP, 'image/webp');
    const uploads = join(dataDir, 'uploads');
    expect(statSync(uploads).mode & 0o777).toBe(0o700);
    expect(statSync(join(uploads, id)).mode & 0o777).toBe(0o600);
    expect(statSync(join(uploads, 'variants', id)).mode & 0o777).toBe(0o700);
    expect(statSync(join(uploads, 'variants', id, 'w320.webp')).mode & 0o777).toBe(0o600);
    expect(readdirSync(uploads).sort()).toEqual([id, 'variants'].sort());
    expect(readdirSync(join(uploads, 'variants', id))).toEqual(['w320.webp']);
  });
});

describe('the S3 bucket', () => {
  it('says which bucket at which endpoint, never its keys', () => {
    const store = new S3PictureStore({ ...bucket.settings, secretAccessKey: 'hunter2' });
    expect(store.describe()).toBe(`s3://${bucket.settings.bucket} (${bucket.settings.endpoint})`);
  });

  it('fails loudly when the bucket cannot be reached, rather than answering null', async () => {
    const store = new S3PictureStore({ ...bucket.settings, bucket: 'no-such-bucket' });
    await expect(store.get(uploadKey(newUploadId()))).rejects.toThrow();
    await expect(store.put(uploadKey(newUploadId()), JPEG, 'image/jpeg')).rejects.toThrow();
  });
});
