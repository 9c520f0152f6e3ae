import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/ui/upload/sizes';
import { launchChromium } from './support/chromium';
import { openEditor } from './support/editorPage';
import { startAppServer, type AppServer } from './support/server';

/**
 * "Upload guidance" and "Video", in Chromium on the real server and the built editor:
 * every file is made here (canvas → JPEG/PNG/WebP, canvas.captureStream + MediaRecorder → WebM),
 * chosen in the Image or Video component's panel, and what the server stores is fetched back and
 * checked. The same rules are shown at 1280 px (three panes) and 375 px (one pane at a time).
 */
const SHOTS = '/tmp/shots/uploads';
const LIMIT = 5242880;
const MB = 1024 * 1024;

let server: AppServer;
let browser: Browser;

interface Fixtures {
  /** JPEG between 1.5 and 4.5 MB, 3200 px wide. */
  jpeg: Buffer;
  /** PNG between 4.5 and 5 MB, wider than 1600 px. */
  png: Buffer;
  /** WebP over 5 MB (WebP is never compressed, so it is refused). */
  bigWebp: Buffer;
  /** A 2.4 s WebM: red until 0.6 s, green until 1.5 s, blue after. */
  webm: Buffer;
}
let files: Fixtures;

/** A real 1×1 GIF: an image, but not an accepted type. */
const GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);

/**
 * An image encoded by Chromium's canvas: a gradient with noise (so it does not compress away),
 * `width` px wide, its height tuned until the file size lands between min and max bytes.
 */
async function canvasImage(
  page: Page,
  type: 'image/jpeg' | 'image/png' | 'image/webp',
  width: number,
  minBytes: number,
  maxBytes: number,
  quality?: number,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ type, width, minBytes, maxBytes, quality }) => {
      const encode = (w: number, h: number) =>
        new Promise<Blob>((resolve, reject) => {
          const canvas = document.createElement('canvas');
          canvas.width = w;
          canvas.height = h;
          const ctx = canvas.getContext('2d')!;
          const image = ctx.createImageData(w, h);
          const d = image.data;
          for (let y = 0; y < h; y++) {
            for (let x = 0; x < w; x++) {
              const i = (y * w + x) * 4;
              const noise = Math.random() * 110;
              d[i] = (x / w) * 140 + noise;
              d[i + 1] = (y / h) * 120 + noise;
              d[i + 2] = 150 + noise * 0.9;
              d[i + 3] = 255;
            }
          }
          ctx.putImageData(image, 0, 0);
          canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), type, quality);
        });
      const target = (minBytes + maxBytes) / 2;
      let height = 300;
      let blob = await encode(width, height);
      for (let i = 0; i < 8 && (blob.size <= minBytes || blob.size >= maxBytes); i++) {
        height = Math.max(1, Math.round((height * target) / blob.size));
        blob = await encode(width, height);
      }
      if (blob.size <= minBytes || blob.size >= maxBytes)
        throw new Error(`could not make a ${type} between ${minBytes} and ${maxBytes}`);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { type, width, minBytes, maxBytes, quality },
  );
  return Buffer.from(base64, 'base64');
}

/** A short WebM recorded in Chromium from a canvas whose colour says the time. */
async function recordedWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(30), {
      mimeType: 'video/webm;codecs=vp8',
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    let start = 0;
    const draw = () => {
      const t = start ? (performance.now() - start) / 1000 : 0;
      ctx.fillStyle = t < 0.6 ? '#dc2626' : t < 1.5 ? '#16a34a' : '#2563eb';
      ctx.fillRect(0, 0, 320, 180);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 40px sans-serif';
      ctx.fillText(`${t.toFixed(1)} s`, 110, 105);
    };
    draw();
    recorder.start(100);
    start = performance.now();
    const timer = setInterval(draw, 30);
    await new Promise((resolve) => setTimeout(resolve, 2400));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startAppServer();
  browser = await launchChromium();
  const maker = await browser.newPage();
  await maker.goto(`${server.url}/`);
  files = {
    jpeg: await canvasImage(maker, 'image/jpeg', 3200, 2 * MB, 4 * MB, 0.92),
    png: await canvasImage(maker, 'image/png', 2400, 4.55 * MB, 4.95 * MB),
    bigWebp: await canvasImage(maker, 'image/webp', 2400, 5.2 * MB, 6.5 * MB, 1),
    webm: await recordedWebm(maker),
  };
  await maker.close();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What the server has stored: uploads/ of this run's data folder. */
/**
 * The uploads people made: resized variants, made in the background for any image a page
 * shows (and the files they are written to before being renamed), are not uploads.
 */
const storedFiles = () =>
  readdirSync(join(server.dataDir, 'uploads'))
    .filter((name) => !/\.w\d+\.(webp|avif)|\.variants\.json/.test(name))
    .sort();

const inspector = (page: Page) => page.locator('.one-editor-inspector');
const canvas = (page: Page) => page.frameLocator('iframe.one-editor-frame');
const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;

/** Selects a component from the Layers list, as an owner does, and shows its Content tab. */
async function selectLayer(page: Page, name: RegExp) {
  if (narrow(page)) await page.getByRole('button', { name: 'Components' }).click();
  await page.getByRole('tab', { name: 'Layers' }).click();
  await page.locator('section[aria-label="Layers"]').getByRole('button', { name }).first().click();
  if (narrow(page)) await page.getByRole('button', { name: 'Settings' }).click();
  await inspector(page).getByRole('tab', { name: 'Content' }).click();
}

function componentData(page: Page, type: string): Promise<Record<string, unknown>> {
  return page.evaluate(
    (t) =>
      window.__vitrineEditor!.store.getState().document.components.find((c) => c.type === t)!
        .data as Record<string, unknown>,
    type,
  );
}

/** Natural size of an image the server serves, decoded by Chromium. */
function naturalSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    (src) =>
      new Promise<{ width: number; height: number }>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
        img.onerror = () => reject(new Error(`cannot decode ${src}`));
        img.src = src;
      }),
    url,
  );
}

async function fetchStored(url: string): Promise<{ type: string; bytes: Buffer }> {
  const response = await fetch(new URL(url, server.url));
  expect(response.status).toBe(200);
  return {
    type: response.headers.get('content-type') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function shot(page: Page, name: string, scope?: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  const path = `${SHOTS}/${width}-${name}.png`;
  if (scope) await scope.screenshot({ path });
  else await page.screenshot({ path });
}

for (const width of [1280, 375]) {
  describe(`upload guidance and video upload in the editor at ${width} px`, () => {
    let page: Page;
    let uploadRequests = 0;
    /** Requests to any origin but ours (the compression worker once fetched from a CDN). */
    const foreignRequests: string[] = [];
    /** Statuses of the compression worker's library, loaded from our own origin. */
    const compressionLibLoads: number[] = [];
    const imageInput = () =>
      inspector(page)
        .getByLabel(/^Upload a file for/)
        .first();

    beforeAll(async () => {
      page = await browser.newPage({ viewport: { width, height: 900 } });
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== new URL(server.url).origin)
          foreignRequests.push(r.url());
      });
      page.on('requestfinished', async (r) => {
        if (/browser-image-compression[^/]*\.js$/.test(new URL(r.url()).pathname))
          compressionLibLoads.push((await r.response())?.status() ?? 0);
      });
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/uploads') uploadRequests++;
      });
      await openEditor(page, server.url);
      await selectLayer(page, /^Image/);
    }, 60_000);

    afterAll(async () => {
      await page?.close();
    });

    it('foundation: accepted types are jpeg, jpg, png and webp — a GIF and a text file named .png are refused', async () => {
      const before = { stored: storedFiles(), requests: uploadRequests };
      const srcBefore = (await componentData(page, 'image')).src;
      const message = 'Please select a valid image file (.jpg, .jpeg, .png, .webp)';

      await imageInput().setInputFiles({ name: 'wave.gif', mimeType: 'image/gif', buffer: GIF });
      await inspector(page).getByText(message).waitFor();
      await shot(page, '1-gif-refused');

      await imageInput().setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('These are notes, not a picture.\n'.repeat(40)),
      });
      await inspector(page).getByText(message).waitFor();
      await expect.poll(() => inspector(page).getByText(message).count()).toBe(1);

      expect(uploadRequests).toBe(before.requests);
      expect(storedFiles()).toEqual(before.stored);
      expect((await componentData(page, 'image')).src).toBe(srcBefore);
    });

    it("foundation: over 5 MB (5242880 bytes) — 'File size (X) exceeds 5MB limit', its help, and nothing is uploaded", async () => {
      expect(files.bigWebp.length).toBeGreaterThan(LIMIT);
      const before = { stored: storedFiles(), requests: uploadRequests };
      const srcBefore = (await componentData(page, 'image')).src;
      const x = formatFileSize(files.bigWebp.length);
      expect(x).toMatch(/^\d+(\.\d)? MB$/);

      await imageInput().setInputFiles({
        name: 'big.webp',
        mimeType: 'image/webp',
        buffer: files.bigWebp,
      });
      const guidance = inspector(page).locator('.one-upload-guidance');
      await guidance.getByText(`File size (${x}) exceeds 5MB limit`, { exact: true }).waitFor();
      await guidance
        .getByText('Try taking a photo at a lower resolution or use our automatic compression.', {
          exact: true,
        })
        .waitFor();
      // Over 4.5 MB too.
      await guidance.getByText(`Large file detected (${x})`, { exact: true }).waitFor();
      // Said once, and a WebP is never promised an optimisation it will not get.
      expect(
        await inspector(page)
          .getByText(/exceeds 5MB limit/)
          .count(),
      ).toBe(1);
      expect(
        await inspector(page)
          .getByText(/automatically optimized/)
          .count(),
      ).toBe(0);
      await shot(page, '2-over-5mb-refused');

      await page.waitForTimeout(500);
      expect(uploadRequests).toBe(before.requests);
      expect(storedFiles()).toEqual(before.stored);
      expect((await componentData(page, 'image')).src).toBe(srcBefore);
    });

    it('a PNG over 5 MB that compression cannot even try, or that does not open, is refused in true words, never "Even after compression"', async () => {
      const before = { stored: storedFiles(), requests: uploadRequests };
      /** A PNG of 6 MB whose header declares `width` × `height` pixels, its data noise. */
      const png = (width: number, height: number) => {
        const bytes = Buffer.alloc(6 * 1024 * 1024, 0x5a);
        bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
        bytes.write('IHDR', 12, 'latin1');
        bytes.writeUInt32BE(width, 16);
        bytes.writeUInt32BE(height, 20);
        return bytes;
      };
      const problem = inspector(page).getByText(/exceeds 5MB limit|cannot be opened/);

      await imageInput().setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: png(20000, 20000),
      });
      await inspector(page)
        .getByText(
          'File size (6 MB) exceeds 5MB limit. This image is too large to compress (20000 × 20000 pixels). Please try a smaller image.',
          { exact: true },
        )
        .waitFor();
      await shot(page, '2b-too-large-to-compress');

      await imageInput().setInputFiles({
        name: 'damaged.png',
        mimeType: 'image/png',
        buffer: png(4000, 4000),
      });
      await inspector(page)
        .getByText(
          'This image cannot be opened: it may be damaged, or not really a picture. Please choose another one.',
          { exact: true },
        )
        .waitFor();
      expect(
        await inspector(page)
          .getByText(/Even after compression/)
          .count(),
      ).toBe(0);
      expect(await problem.count()).toBe(1);

      await page.waitForTimeout(500);
      expect(uploadRequests).toBe(before.requests);
      expect(storedFiles()).toEqual(before.stored);
    });

    it('foundation: a JPEG over 1.5 MB is optimised (longest side 1600 px) with a progress bar, then uploaded and shown', async () => {
      const original = files.jpeg;
      expect(original.length).toBeGreaterThan(1.5 * MB);
      expect(original.length).toBeLessThan(4.5 * MB);
      const originalSize = await naturalSize(
        page,
        `data:image/jpeg;base64,${original.toString('base64')}`,
      );
      expect(Math.max(originalSize.width, originalSize.height)).toBeGreaterThan(1600);

      await imageInput().setInputFiles({
        name: 'holiday.jpg',
        mimeType: 'image/jpeg',
        buffer: original,
      });
      const bar = inspector(page).getByRole('progressbar');
      await bar.waitFor({ timeout: 10_000 });
      await inspector(page)
        .getByText(
          'Images over 1.5MB are automatically optimized for web display and smooth uploading.',
          { exact: true },
        )
        .waitFor();
      await shot(page, '3-jpeg-optimizing');
      // Compressed in a web worker whose library comes from our server, not a third party.
      await expect.poll(() => compressionLibLoads).toContain(200);
      expect(foreignRequests).toEqual([]);
      expect(
        await inspector(page)
          .getByText(/Large file detected/)
          .count(),
      ).toBe(0);

      await expect
        .poll(async () => (await componentData(page, 'image')).src, { timeout: 30_000 })
        .toMatch(/^\/uploads\/upl_\w+(\.\d+x\d+)?\.jpg$/);
      await bar.waitFor({ state: 'detached' });
      const src = (await componentData(page, 'image')).src as string;

      const stored = await fetchStored(src);
      expect(stored.type).toBe('image/jpeg');
      expect([...stored.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
      expect(stored.bytes.length).toBeLessThan(original.length);
      const size = await naturalSize(page, src);
      expect(Math.max(size.width, size.height)).toBe(1600);
      // Proportions kept.
      expect(size.width / size.height).toBeCloseTo(originalSize.width / originalSize.height, 1);

      // The panel's preview and the canvas show the uploaded file.
      await inspector(page).locator(`img.one-editor-preview[src="${src}"]`).waitFor();
      if (narrow(page)) await page.getByRole('button', { name: 'Canvas' }).click();
      const onCanvas = canvas(page).locator(`img[src="${src}"]`);
      await onCanvas.waitFor();
      // Images below the first screen load lazily: the canvas shows it once scrolled to.
      await onCanvas.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            // The canvas may pick a narrower variant of the upload from its srcset.
            onCanvas.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          // A fresh upload's variants are being made: the first one asked for waits for them.
          { timeout: 30_000 },
        )
        .toBe(true);
      await shot(page, '4-jpeg-on-canvas');
      if (narrow(page)) await page.getByRole('button', { name: 'Settings' }).click();
    }, 60_000);

    it("foundation: over 4.5 MB also 'Large file detected (X)'; a PNG is optimised at 1600 px and uploaded", async () => {
      const original = files.png;
      expect(original.length).toBeGreaterThan(4.5 * MB);
      expect(original.length).toBeLessThanOrEqual(LIMIT);
      const x = formatFileSize(original.length);

      await imageInput().setInputFiles({
        name: 'scan.png',
        mimeType: 'image/png',
        buffer: original,
      });
      await inspector(page).getByText(`Large file detected (${x})`, { exact: true }).waitFor();
      await inspector(page)
        .getByText(
          'Images over 1.5MB are automatically optimized for web display and smooth uploading.',
          { exact: true },
        )
        .waitFor();
      await inspector(page).getByRole('progressbar').waitFor({ timeout: 10_000 });
      await shot(page, '5-png-large-optimizing');

      await expect
        .poll(async () => (await componentData(page, 'image')).src, { timeout: 30_000 })
        .toMatch(/^\/uploads\/upl_\w+(\.\d+x\d+)?\.png$/);
      const src = (await componentData(page, 'image')).src as string;
      const stored = await fetchStored(src);
      expect(stored.type).toBe('image/png');
      expect(stored.bytes.length).toBeLessThan(original.length);
      const size = await naturalSize(page, src);
      expect(Math.max(size.width, size.height)).toBe(1600);
      await inspector(page).locator(`img.one-editor-preview[src="${src}"]`).waitFor();
      expect(foreignRequests).toEqual([]);
    }, 60_000);

    describe('video', () => {
      beforeAll(async () => {
        // The seeded video block lives in the editor's showcase layout, not the published demo.
        await openEditor(page, server.url, '?layout=lay_showcase');
        await selectLayer(page, /^Video/);
        await inspector(page).getByRole('radio', { name: 'Upload' }).check();
        await page.waitForFunction(
          () =>
            window
              .__vitrineEditor!.store.getState()
              .document.components.find((c) => c.type === 'video')?.data.type === 'upload',
        );
      }, 30_000);

      const videoInput = () => inspector(page).getByLabel('Upload a file for Video');

      it("foundation: video upload is video files only, at most 5242880 bytes — a larger clip is refused with 'File size (X) exceeds 5MB limit'", async () => {
        const before = { stored: storedFiles(), requests: uploadRequests };
        const big = Buffer.concat([files.webm, Buffer.alloc(LIMIT + 1 - files.webm.length)]);
        await videoInput().setInputFiles({
          name: 'long.webm',
          mimeType: 'video/webm',
          buffer: big,
        });
        await inspector(page)
          .getByRole('alert')
          .getByText(`File size (${formatFileSize(big.length)}) exceeds 5MB limit`, {
            exact: true,
          })
          .waitFor();
        await shot(page, '6-video-over-5mb-refused');

        await videoInput().setInputFiles({
          name: 'photo.jpg',
          mimeType: 'image/jpeg',
          buffer: files.jpeg.subarray(0, 2000),
        });
        await inspector(page).getByText('Please select a video file.', { exact: true }).waitFor();

        await page.waitForTimeout(300);
        expect(uploadRequests).toBe(before.requests);
        expect(storedFiles()).toEqual(before.stored);
        expect((await componentData(page, 'video')).src).toBe('');
      });

      it('foundation: an uploaded video gets a poster from its frame at 1 second, as a JPEG', async () => {
        expect(files.webm.length).toBeGreaterThan(1000);
        expect(files.webm.length).toBeLessThanOrEqual(LIMIT);
        await videoInput().setInputFiles({
          name: 'clip.webm',
          mimeType: 'video/webm',
          buffer: files.webm,
        });
        await expect
          .poll(async () => (await componentData(page, 'video')).poster, { timeout: 30_000 })
          .toMatch(/^\/uploads\/upl_\w+(\.\d+x\d+)?\.jpg$/);
        const data = await componentData(page, 'video');
        expect(data.src).toMatch(/^\/uploads\/upl_\w+(\.\d+x\d+)?\.webm$/);

        const video = await fetchStored(data.src as string);
        expect(video.type).toBe('video/webm');
        expect(video.bytes.equals(files.webm)).toBe(true);
        // Served in byte ranges, as media elements seek (and Safari plays) only with them.
        const part = await fetch(new URL(data.src as string, server.url), {
          headers: { range: 'bytes=0-99' },
        });
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe(`bytes 0-99/${files.webm.length}`);
        expect(Buffer.from(await part.arrayBuffer()).equals(files.webm.subarray(0, 100))).toBe(
          true,
        );
        const poster = await fetchStored(data.poster as string);
        expect(poster.type).toBe('image/jpeg');
        expect([...poster.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);

        // The frame at 1 s is green (red before 0.6 s, blue after 1.5 s): not the first frame.
        const corner = await page.evaluate(async (src) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          const c = document.createElement('canvas');
          c.width = img.naturalWidth;
          c.height = img.naturalHeight;
          const ctx = c.getContext('2d')!;
          ctx.drawImage(img, 0, 0);
          const [r, g, b] = ctx.getImageData(8, 8, 1, 1).data;
          return { r, g, b, width: c.width, height: c.height };
        }, data.poster as string);
        expect(corner).toMatchObject({ width: 320, height: 180 });
        expect(corner.g).toBeGreaterThan(120);
        expect(corner.r).toBeLessThan(80);
        expect(corner.b).toBeLessThan(100);

        // The panel previews it; the canvas renders a <video> with the poster.
        await inspector(page)
          .locator(`video.one-editor-preview[poster="${data.poster}"]`)
          .waitFor();
        await shot(page, '7-video-uploaded-panel');
        if (narrow(page)) await page.getByRole('button', { name: 'Canvas' }).click();
        const player = canvas(page).locator(`video[src="${data.src}"]`);
        await player.waitFor();
        expect(await player.getAttribute('poster')).toBe(data.poster);
        // Chromium loads and decodes the clip from our server (enough data for the current frame).
        await expect
          .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
          .toBeGreaterThanOrEqual(2);
        await player.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await shot(page, '8-video-on-canvas');
      }, 60_000);
    });
  });
}
