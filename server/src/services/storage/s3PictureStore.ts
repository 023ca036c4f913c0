import type * as S3Sdk from '@aws-sdk/client-s3';
import type { ServerConfig } from '../../env';
import { describeS3 } from './describePictureStorage';
import { checkedKey, uploadKey, type PictureStore } from './pictureStore';

export type S3Settings = NonNullable<ServerConfig['s3']>;

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

/**
 * The pictures in an S3 bucket (AWS, or any S3-compatible store by S3_ENDPOINT), so that every
 * host behind the load balancer sees the same ones. Objects are private (no ACL is ever set):
 * the server reads them and streams them after its own checks. The SDK is loaded on first use,
 * so a shop on the local folder never loads it.
 */
export class S3PictureStore implements PictureStore {
  private client: Promise<{ s3: S3Sdk.S3Client; sdk: typeof S3Sdk }> | null = null;

  constructor(private readonly settings: S3Settings) {}

  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = this.settings;
      const s3 = new sdk.S3Client({
        region,
        credentials: { accessKeyId, secretAccessKey },
        ...(endpoint
          ? {
              endpoint,
              // Stores other than AWS's often refuse the SDK's newer default checksums.
              requestChecksumCalculation: 'WHEN_REQUIRED',
              responseChecksumValidation: 'WHEN_REQUIRED',
            }
          : {}),
        forcePathStyle,
      });
      return { s3, sdk };
    });
    return this.client;
  }

  put = async (key: string, bytes: Buffer, contentType: string) => {
    const { s3, sdk } = await this.connect();
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  };

  get = async (key: string) => {
    const { s3, sdk } = await this.connect();
    try {
      const answer = await s3.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return null;
      throw error;
    }
  };

  delete = async (keys: readonly string[]) => {
    const { s3, sdk } = await this.connect();
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const answer = await s3.send(
        new sdk.DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: checkedKey(key) })), Quiet: true },
        }),
      );
      // A key that is not there is deleted as far as S3 is concerned; any error here is real.
      const [failed] = answer.Errors ?? [];
      if (failed) throw new Error(`S3 did not delete an object: ${failed.Code ?? 'unknown error'}`);
    }
  };

  /** The original, then every object under `uploads/{id}/` (its variants), page by page. */
  deleteUpload = async (id: string) => {
    const { s3, sdk } = await this.connect();
    const original = uploadKey(id);
    const keys = [original];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: `${original}/`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    await this.delete(keys);
  };

  describe = () => describeS3(this.settings);
}
