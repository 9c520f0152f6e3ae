// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '../../server/db/schema';
import { SEED_IMAGES, SEED_VARIANTS_DIR, seedImageName } from '../../server/seed';
import { variantListName } from '../../server/services/imageVariants';
import { VARIANT_FORMATS, variantWidths } from '../../src/schema/media/imageVariants';
import { SK, startTestServer, type TestServer } from './support/testServer';

/**
 * An uploaded image gets resized WebP and AVIF variants beside the original, at the standard
 * widths below its own (never enlarged), under URLs that follow from its own; an image too big
 * to decode safely, or one that cannot be read, is refused with a 4xx and nothing is stored.
 */

// Encoding AVIF on a shared machine takes seconds; the test waits for it, it does not time it.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { seed: false });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** A photo-like image (noise, so no encoder can cheat) of the given size. */
async function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 31) % 251;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/** A PNG header declaring a canvas of this size, with no pixel data behind it. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const res = await fetch(`${server.url}/v1/uploads`, {
    method: 'POST',
    headers: { 'x-api-key': SK },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const variantOf = (url: string, width: number, format: string) =>
  url.replace(/\.[a-z]+$/, `.w${width}.${format}`);

async function fetchImage(url: string) {
  const res = await fetch(`${server.url}${url}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes };
}

describe('image variants', () => {
  it('a server that stops finishes the variants it was making: none is left half made', async () => {
    const stopping = await startTestServer({}, { seed: false });
    try {
      const form = new FormData();
      const bytes = await photo(2000, 1000, 'jpeg');
      form.append('file', new File([new Uint8Array(bytes)], 'late.jpg', { type: 'image/jpeg' }));
      const res = await fetch(`${stopping.url}/v1/uploads`, {
        method: 'POST',
        headers: { 'x-api-key': SK },
        body: form,
      });
      expect(res.status).toBe(201);
      const url = String(((await res.json()) as { url: string }).url);
      const folder = stopping.config.uploadsDir;
      // Stopped at once, while the variants are still being made after the answer.
      await stopping.stopServer();
      const list = JSON.parse(
        readFileSync(
          join(folder, url.slice('/uploads/'.length).replace(/\.jpg$/, '.variants.json')),
          'utf8',
        ),
      ) as { url: string }[];
      expect(list).toHaveLength(8);
      for (const variant of list)
        expect(existsSync(join(folder, variant.url.slice('/uploads/'.length)))).toBe(true);
      expect(readdirSync(folder).filter((name) => name.endsWith('.part'))).toEqual([]);
    } finally {
      await stopping.close();
    }
  });

  it('makes WebP and AVIF variants of a large photo at 320, 640, 1024 and 1600 px, after answering', async () => {
    const { status, body } = await upload(
      await photo(2000, 1000, 'jpeg'),
      'wide.jpg',
      'image/jpeg',
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 2000, height: 1000 });
    const url = String(body.url);
    expect(url).toMatch(/^\/uploads\/upl_[A-Za-z0-9_-]+\.2000x1000\.jpg$/);

    // Made in the background: the list of variants appears beside the original.
    const listPath = join(
      server.config.uploadsDir,
      url.slice('/uploads/'.length).replace(/\.jpg$/, '.variants.json'),
    );
    for (let i = 0; i < 600 && !existsSync(listPath); i++)
      await new Promise((r) => setTimeout(r, 100));
    const list = JSON.parse(readFileSync(listPath, 'utf8')) as {
      url: string;
      format: string;
      width: number;
      height: number;
      size: number;
    }[];
    expect(list.map((v) => `${v.format}@${v.width}x${v.height}`).sort()).toEqual([
      'avif@1024x512',
      'avif@1600x800',
      'avif@320x160',
      'avif@640x320',
      'webp@1024x512',
      'webp@1600x800',
      'webp@320x160',
      'webp@640x320',
    ]);

    for (const width of [320, 640, 1024, 1600]) {
      for (const format of ['webp', 'avif'] as const) {
        const variant = await fetchImage(variantOf(url, width, format));
        expect(variant.status).toBe(200);
        expect(variant.type).toBe(`image/${format}`);
        const meta = await sharp(variant.bytes).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width / 2);
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(list.find((v) => v.url === variantOf(url, width, format))?.size).toBe(
          variant.bytes.length,
        );
      }
    }
    // No width beyond the standard ones.
    expect((await fetchImage(variantOf(url, 2000, 'webp'))).status).toBe(404);
  });

  it('never enlarges: a 500 px image has a 320 px variant and a full-size one, nothing wider', async () => {
    const { status, body } = await upload(await photo(500, 300, 'png'), 'small.png', 'image/png');
    expect(status).toBe(201);
    const url = String(body.url);
    expect(url).toMatch(/\.500x300\.png$/);
    for (const [width, height] of [
      [320, 192],
      [500, 300],
    ] as const) {
      const variant = await fetchImage(variantOf(url, width, 'webp'));
      expect(variant.status).toBe(200);
      const meta = await sharp(variant.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
    expect((await fetchImage(variantOf(url, 640, 'webp'))).status).toBe(404);
    expect((await fetchImage(variantOf(url, 1024, 'avif'))).status).toBe(404);
  });

  it('refuses an image declaring more pixels than it may decode with 413, and stores nothing', async () => {
    const before = (await server.db.select().from(uploads)).length;
    const { status, body } = await upload(declaredPng(30_000, 30_000), 'bomb.png', 'image/png');
    expect(status).toBe(413);
    expect(String(body.message)).toMatch(/30000×30000 pixels; the limit is 40000000 pixels/);
    const damaged = Buffer.concat([
      declaredPng(10, 10).subarray(0, 12),
      Buffer.from('not the rest of a png'),
    ]);
    const unreadable = await upload(damaged, 'damaged.png', 'image/png');
    expect(unreadable.status).toBeGreaterThanOrEqual(400);
    expect(unreadable.status).toBeLessThan(500);
    expect((await server.db.select().from(uploads)).length).toBe(before);
  });

  it('a seeded site has its images’ variants at once, as made ahead, and their lists', async () => {
    const seeded = await startTestServer();
    try {
      const madeAhead = readdirSync(SEED_VARIANTS_DIR);
      // Every variant a seed image's srcset names is in the folder…
      for (const image of SEED_IMAGES) {
        const original = seedImageName(image);
        const [, id, size] = /^(.+)\.(\d+x\d+)\.png$/.exec(original)!;
        for (const width of variantWidths(600))
          for (const format of VARIANT_FORMATS)
            expect(madeAhead).toContain(`${id}.${size}.w${width}.${format}`);
        const list = JSON.parse(
          readFileSync(join(seeded.config.uploadsDir, variantListName(original)), 'utf8'),
        ) as { url: string }[];
        expect(list).toHaveLength(variantWidths(600).length * VARIANT_FORMATS.length);
      }
      // …and the site serves those bytes, not ones it encoded while the visitor waited.
      for (const file of madeAhead) {
        const res = await fetch(`${seeded.url}/uploads/${file}`);
        expect(res.status).toBe(200);
        expect(
          Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(SEED_VARIANTS_DIR, file))),
        ).toBe(true);
      }
      const small = await fetch(`${seeded.url}/uploads/seed-product-front.600x600.w320.avif`);
      expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    } finally {
      await seeded.close();
    }
  });
});
