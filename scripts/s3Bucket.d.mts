/** Types of ./s3Bucket.mjs. */
export type S3Bucket = {
  /** The bucket's settings as the server reads them (server/src/services/storage/s3PictureStore). */
  settings: {
    bucket: string;
    region: string;
    endpoint: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
  /** The same as environment variables (S3_*). */
  env: Record<string, string>;
  /** Every key in the bucket, sorted (one page: tests store a few). */
  keys: () => Promise<string[]>;
  close: () => Promise<void>;
};

export function startS3Bucket(bucket?: string): Promise<S3Bucket>;
