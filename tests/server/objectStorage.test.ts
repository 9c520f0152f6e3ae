// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIME_BY_EXT } from '../../server/services/files';
import { migrateUploads } from '../../server/storage/migrate';
import { s3Client } from '../../server/storage/s3Storage';
import { encodePng } from '../../server/seed/png';
import { mp4File, pngFile } from './support/files';
import { startS3Server, type TestS3Server } from './support/s3Server';
import { SK, startTestServer, type TestServer } from './support/testServer';

let s3: TestS3Server;
let server: TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ s3: s3.settings('site-a') });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await s3?.close();
}, 60_000);

async function upload(file: File): Promise<{ url: string; size: number }> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`${server.url}/v1/uploads`, {
    method: 'POST',
    headers: { 'x-api-key': SK },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { url: string; size: number };
}

async function objectBytes(key: string): Promise<Buffer> {
  const client = s3Client(s3.settings());
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } finally {
    client.destroy();
  }
}

describe('uploads in an S3-compatible bucket (STORAGE_URL)', () => {
  it('an upload is stored in the bucket under the prefix, not on local disk, and served back whole', async () => {
    const file = pngFile('shelf.png', 16, 16);
    const sent = Buffer.from(await file.arrayBuffer());
    const { url, size } = await upload(file);
    const name = url.replace('/uploads/', '');
    expect(await objectBytes(`site-a/${name}`)).toEqual(sent);
    expect(existsSync(join(server.config.uploadsDir, name))).toBe(false);

    const res = await fetch(`${server.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(sent);
  });

  it('a video is served by byte range from the bucket, as media players seek', async () => {
    const file = mp4File();
    const sent = Buffer.from(await file.arrayBuffer());
    const { url } = await upload(file);
    const part = await fetch(`${server.url}${url}`, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${sent.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(sent.subarray(4, 12));
    const tail = await fetch(`${server.url}${url}`, { headers: { range: 'bytes=-5' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(sent.subarray(sent.length - 5));
    const past = await fetch(`${server.url}${url}`, { headers: { range: 'bytes=99999-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${sent.length}`);
  });

  it('content that is not what its name says is refused before anything reaches the bucket', async () => {
    const form = new FormData();
    form.append('file', new File(['<html>not an image</html>'], 'x.png', { type: 'image/png' }));
    const res = await fetch(`${server.url}/v1/uploads`, {
      method: 'POST',
      headers: { 'x-api-key': SK },
      body: form,
    });
    expect(res.status).toBe(415);
  });

  it('a name with no object in the bucket is a 404', async () => {
    expect((await fetch(`${server.url}/uploads/upl_missing.png`)).status).toBe(404);
  });

  it('the demo seed puts its pictures in the bucket, and they are served from it', async () => {
    const res = await fetch(`${server.url}/uploads/seed-product-front.600x600.png`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(
      await objectBytes('site-a/seed-product-front.600x600.png'),
    );
  });

  it('readiness checks the bucket: 200 while it answers', async () => {
    const res = await fetch(`${server.url}/readyz`);
    const body: unknown = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('readiness is 503 naming the storage when the bucket does not exist', async () => {
    const other = await startTestServer(
      { s3: { ...s3.settings(), bucket: 'no-such-bucket' } },
      { seed: false },
    );
    try {
      const res = await fetch(`${other.url}/readyz`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { status: string; database: string; storage: string };
      expect(body.status).toBe('not ready');
      expect(body.database).toBe('ok');
      expect(body.storage).not.toBe('ok');
      expect((await fetch(`${other.url}/healthz`)).status).toBe(200);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('MEDIA_BASE_URL', () => {
  it('visitor answers link uploads to the public base; the editor (secret key) keeps this server’s addresses', async () => {
    const cdn = await startTestServer({
      s3: s3.settings('site-b'),
      mediaBaseUrl: 'https://cdn.example/media/',
    });
    try {
      const visitor = await fetch(`${cdn.url}/v1/collections/demo`, {
        headers: { 'x-api-key': 'pk_local_vitrine' },
      });
      const seen = (await visitor.json()) as { image: string; gallery: { url: string }[] };
      expect(seen.image).toBe('https://cdn.example/media/seed-product-front.600x600.png');
      expect(seen.gallery[0]?.url).toBe('https://cdn.example/media/seed-product-front.600x600.png');
      const editor = await fetch(`${cdn.url}/v1/collections/demo`, {
        headers: { 'x-api-key': SK },
      });
      expect(((await editor.json()) as { image: string }).image).toBe(
        '/uploads/seed-product-front.600x600.png',
      );
    } finally {
      await cdn.close();
    }
  }, 60_000);
});

describe('npm run storage:migrate (migrateUploads)', () => {
  const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

  it('copies every local upload with its checksum checked, then skips them when run again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-migrate-'));
    try {
      const files: Record<string, Buffer> = {
        'upl_a.png': encodePng(new Uint8Array(4 * 4 * 3).fill(10), 4, 4),
        'upl_b.png': encodePng(new Uint8Array(6 * 6 * 3).fill(200), 6, 6),
        'seed-chime.wav': Buffer.from('RIFF....WAVEfmt '),
      };
      for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
      const settings = s3.settings('migrated');
      const options = { mimeOf: (ext: string) => MIME_BY_EXT[ext] };

      const first = await migrateUploads(dir, settings, options);
      expect(first.copied.sort()).toEqual(Object.keys(files).sort());
      expect(first.failed).toEqual([]);
      for (const [name, bytes] of Object.entries(files))
        expect(sha(await objectBytes(`migrated/${name}`))).toBe(sha(bytes));
      // The local files stay: a migration that goes wrong loses nothing.
      expect(readdirSync(dir).sort()).toEqual(Object.keys(files).sort());

      const again = await migrateUploads(dir, settings, options);
      expect(again.copied).toEqual([]);
      expect(again.skipped.sort()).toEqual(Object.keys(files).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('resumes: an object left different in the bucket (a copy cut short) is copied again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-migrate-'));
    const client = s3Client(s3.settings());
    try {
      const good = encodePng(new Uint8Array(5 * 5 * 3).fill(90), 5, 5);
      writeFileSync(join(dir, 'upl_c.png'), good);
      writeFileSync(join(dir, 'upl_d.png'), good);
      // A partial object from a run that stopped: same name, other bytes, no checksum.
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: 'resumed/upl_c.png',
          Body: good.subarray(0, 10),
        }),
      );
      const report = await migrateUploads(dir, s3.settings('resumed'), {
        mimeOf: (ext) => MIME_BY_EXT[ext],
      });
      expect(report.copied.sort()).toEqual(['upl_c.png', 'upl_d.png']);
      expect(await objectBytes('resumed/upl_c.png')).toEqual(good);
      const head = await client.send(
        new HeadObjectCommand({ Bucket: s3.bucket, Key: 'resumed/upl_c.png' }),
      );
      expect(head.ContentType).toBe('image/png');
    } finally {
      client.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
