import { localStorage } from './localStorage';
import { s3Storage } from './s3Storage';
import type { S3Settings } from './s3Settings';
import type { Storage } from './storage';

export type { ByteRange, Storage, StoredRead } from './storage';

/** The configured store: the bucket when STORAGE_URL is set, else the uploads folder. */
export function openStorage(config: { uploadsDir: string; s3: S3Settings | null }): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir);
}
