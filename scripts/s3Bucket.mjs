// An S3-compatible server in this process (s3rver: the S3 protocol over HTTP, objects in a
// temporary folder) on loopback at a free port, with an empty bucket made through the S3 API.
// The server tests (server/src/testing/s3Bucket.ts) and the journeys (scripts/e2e.mjs) use it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one account. */
const KEY = 'S3RVER';

export const startS3Bucket = async (bucket = 'lookwright-test-pictures') => {
  const directory = mkdtempSync(join(tmpdir(), 'lookwright-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = {
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
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
