import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from './s3Settings';
import { assertStoredName, type Storage } from './storage';

/** The object metadata key holding the SHA-256 of the bytes (hex), for storage:migrate. */
export const SHA256_METADATA = 'sha256';

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Integrity is checked with Content-MD5 (below), which every S3-compatible store knows;
    // the SDK's newer default checksums are not understood by all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

export function s3Key(settings: S3Settings, name: string): string {
  assertStoredName(name);
  return `${settings.prefix}${name}`;
}

/** Uploads as objects in an S3-compatible bucket: every process and machine sees the same. */
export function s3Storage(settings: S3Settings): Storage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    description: `s3://${settings.bucket}/${settings.prefix}`,
    async put(name, bytes, mime) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: s3Key(settings, name),
          Body: bytes,
          ContentType: mime,
          ContentLength: bytes.length,
          // The store refuses bytes that do not match: nothing half-sent is kept.
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          Metadata: { [SHA256_METADATA]: createHash('sha256').update(bytes).digest('hex') },
        }),
      );
    },
    async read(name, pickRange) {
      const Key = s3Key(settings, name);
      try {
        let size: number;
        let range: ReturnType<NonNullable<typeof pickRange>> = null;
        if (pickRange) {
          // The range depends on the size (a suffix, an end past it), so ask for the size first.
          const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
          size = head.ContentLength ?? 0;
          range = pickRange(size);
          if (range === 'unsatisfiable') return { size, range, body: null };
        }
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!object.Body) return null;
        size = range ? size! : (object.ContentLength ?? 0);
        return { size, range, body: object.Body.transformToWebStream() };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: s3Key(settings, name) }));
    },
    async check() {
      // An object looked for under the prefix: found, or "no such key", means the bucket
      // answers and this key may read it; a missing bucket or a refused key is an error. (GET,
      // not HEAD: a HEAD's 404 has no body to tell a missing key from a missing bucket.)
      await client
        .send(new GetObjectCommand({ Bucket, Key: `${settings.prefix}.readiness-probe` }))
        .then((found) => found.Body?.transformToByteArray())
        .catch((error: unknown) => {
          if (!(error instanceof NoSuchKey)) throw error;
        });
    },
    close() {
      client.destroy();
    },
  };
}
