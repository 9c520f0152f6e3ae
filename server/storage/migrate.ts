import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { isMissing, s3Client, s3Key, SHA256_METADATA } from './s3Storage';
import type { S3Settings } from './s3Settings';
import { STORED_NAME } from './storage';

export interface MigrationReport {
  copied: string[];
  /** Already in the bucket with the same SHA-256: left alone (a run that resumes). */
  skipped: string[];
  /** Copied but read back different, or not copied: named with the reason. */
  failed: { name: string; reason: string }[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Copies every upload in `uploadsDir` into the bucket, one file at a time, and reads each copy
 * back to check its SHA-256. Resumable: an object already there with the same SHA-256 (in its
 * metadata, written by this copy or by the server's own uploads) is skipped, so a run that
 * stopped halfway is simply run again. Files stay where they are; nothing in the bucket is
 * deleted.
 */
export async function migrateUploads(
  uploadsDir: string,
  settings: S3Settings,
  options: { mimeOf: (ext: string) => string | undefined; log?: (line: string) => void },
): Promise<MigrationReport> {
  const client = s3Client(settings);
  const log = options.log ?? (() => {});
  const report: MigrationReport = { copied: [], skipped: [], failed: [] };
  const entries = await readdir(uploadsDir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isFile() && STORED_NAME.test(e.name) && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
  try {
    for (const name of names) {
      const Key = s3Key(settings, name);
      const bytes = await readFile(join(uploadsDir, name));
      const digest = sha256(bytes);
      try {
        const present = await client
          .send(new HeadObjectCommand({ Bucket: settings.bucket, Key }))
          .catch((error: unknown) => {
            if (isMissing(error)) return null;
            throw error;
          });
        if (
          present?.Metadata?.[SHA256_METADATA] === digest &&
          present.ContentLength === bytes.length
        ) {
          report.skipped.push(name);
          log(`skip  ${name} (already there, same SHA-256)`);
          continue;
        }
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: options.mimeOf(extname(name).slice(1).toLowerCase()),
            ContentMD5: createHash('md5').update(bytes).digest('base64'),
            Metadata: { [SHA256_METADATA]: digest },
          }),
        );
        const copy = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key }));
        const readBack = copy.Body ? await copy.Body.transformToByteArray() : new Uint8Array();
        if (sha256(readBack) !== digest) {
          report.failed.push({ name, reason: 'the copy read back has another SHA-256' });
          log(`FAIL  ${name}: the copy read back has another SHA-256`);
          continue;
        }
        report.copied.push(name);
        log(`copy  ${name} (${bytes.length} bytes, SHA-256 checked)`);
      } catch (error) {
        const reason = (error as Error).message || (error as Error).name;
        report.failed.push({ name, reason });
        log(`FAIL  ${name}: ${reason}`);
      }
    }
  } finally {
    client.destroy();
  }
  return report;
}
