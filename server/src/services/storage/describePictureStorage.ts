import { join } from 'node:path';
import type { ServerConfig } from '../../env';

type S3Settings = NonNullable<ServerConfig['s3']>;

/** Where an S3 endpoint points, without a user name or password. */
const endpointOf = (endpoint: string) => {
  if (!URL.canParse(endpoint)) return 'an unreadable endpoint';
  const { protocol, host, pathname } = new URL(endpoint);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
};

/** 's3://bucket (endpoint)', or the AWS region when the bucket is on AWS. */
export const describeS3 = ({ bucket, endpoint, region }: S3Settings) =>
  `s3://${bucket} (${endpoint ? endpointOf(endpoint) : `AWS, ${region}`})`;

export const describeLocalFolder = (dataDir: string) => `local folder ${join(dataDir, 'uploads')}`;

/**
 * Where this configuration keeps uploaded pictures, for the start-up summary (without loading a
 * store or its SDK).
 */
export const describePictureStorage = (config: Pick<ServerConfig, 's3' | 'dataDir'>) =>
  config.s3 ? describeS3(config.s3) : describeLocalFolder(config.dataDir);
