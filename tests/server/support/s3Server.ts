import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../../../server/storage/s3Settings';

/** The access key pair s3rver accepts; the tests sign every request with it, as real ones are. */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Settings for the bucket under `prefix`, as STORAGE_URL and the AWS variables would give. */
  settings(prefix?: string): S3Settings;
  /** The AWS variables a server process needs to reach it. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver: the S3 REST API with signature checks, on its own
 * folder) on a loopback port, with one bucket: what the object-storage tests talk to.
 */
export async function startS3Server(bucket = 'vitrine-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'vitrine-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: (prefix = '') => ({
      bucket,
      prefix: prefix ? `${prefix.replace(/\/+$/, '')}/` : '',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3_CREDENTIALS,
    }),
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    }),
    async close() {
      server.httpServer?.closeAllConnections();
      await server.close().catch(() => {});
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
