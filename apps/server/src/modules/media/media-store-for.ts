import { join } from 'node:path';
import type { RuntimeConfig } from '../../config';
import { localMediaStore, type MediaStore } from './media-store';
import { s3MediaStore } from './s3-media-store';

/** The house's one choice of media store: the bucket when `S3_BUCKET` is set, else `DATA_DIR/uploads`. */
export function mediaStoreFor(config: Pick<RuntimeConfig, 's3' | 'dataDir'>): MediaStore {
  return config.s3 ? s3MediaStore(config.s3) : localMediaStore(join(config.dataDir, 'uploads'));
}
