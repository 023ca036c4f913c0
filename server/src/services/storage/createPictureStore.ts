import type { ServerConfig } from '../../env';
import { LocalPictureStore } from './localPictureStore';
import type { PictureStore } from './pictureStore';
import { S3PictureStore } from './s3PictureStore';

/** The S3 bucket when its settings are there (S3_BUCKET and its keys), else the local folder. */
export const createPictureStore = (config: Pick<ServerConfig, 's3' | 'dataDir'>): PictureStore =>
  config.s3 ? new S3PictureStore(config.s3) : new LocalPictureStore(config.dataDir);
