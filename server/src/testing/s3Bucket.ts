// The test project takes only the files tests import: this brings s3rver's types along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../services/storage/s3PictureStore';

/** s3rver's one account. */
const KEY = 'S3RVER';

/** A bucket's settings as the server reads them (S3_*), and the same as environment variables. */
export type S3Bucket = {
  settings: S3Settings;
  env: Record<string, string>;
  /** Every key in the bucket, sorted (one page: tests store a few). */
  keys: () => Promise<string[]>;
  close: () => Promise<void>;
};

/**
 * An S3-compatible server in this process (s3rver: the S3 protocol over HTTP, objects in a
 * temporary folder) on loopback at a free port, with an empty bucket made through the S3 API.
 */
export const startS3Bucket = async (bucket = 'lookwright-test-pictures'): Promise<S3Bucket> => {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'lookwright-s3-')),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: KEY,
    secretAccessKey: KEY,
    forcePathStyle: true,
  };
  const admin = new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const page = await admin.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    close: async () => {
      admin.destroy();
      await server.close();
    },
  };
};
