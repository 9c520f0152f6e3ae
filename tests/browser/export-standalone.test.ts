import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTypes } from '../../src/schema/componentTypes';
import { launchChromium } from './support/chromium';

/**
 * `npm run export` of a layout with one of every component type, opened from file:// in
 * Chromium, as a folder and as one file: readable with JavaScript off, alive with it on, the
 * API blocks saying they work on the live page, and nothing fetched from a server. Screenshots
 * at 375 and 1280 px, scripts on and off, go to /work/shots/export (and test-results).
 */

const FIXTURE = 'tests/fixtures/export/every-component.json';
const SHOTS = ['test-results/screenshots/export', '/work/shots/export'];
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'vitrine-export-browser-'));
let browser: Browser;

/** What a frame from a provider (the embed's YouTube, the iframe's page) gets: no network here. */
const FRAME_PAGE = '<!doctype html><title>frame</title><p>external frame</p>';

const STANDALONE_MESSAGES = {
  registration: 'Registration is available on the live page.',
  'activity-feed': 'The activity feed is available on the live page.',
  'product-card': 'Product details are available on the live page.',
  'product-attributes': 'Product details are available on the live page.',
  'product-media': 'Product details are available on the live page.',
};

beforeAll(async () => {
  await run('npx', [
    'tsx',
    'scripts/export.tsx',
    FIXTURE,
    join(dir, 'folder'),
    '--title',
    'Every block',
  ]);
  await run('npx', [
    'tsx',
    'scripts/export.tsx',
    FIXTURE,
    join(dir, 'one.html'),
    '--single-file',
    '--title',
    'Every block',
  ]);
  await run('npx', ['tsx', 'scripts/export.tsx', FIXTURE, join(dir, 'french'), '--locale', 'fr']);
  browser = await launchChromium();
  for (const shots of SHOTS) mkdirSync(shots, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Every request that is not the page's own file or a data: URL, with its resource type. */
  outside: { url: string; type: string; frame: boolean }[];
  close: () => Promise<void>;
}

async function open(
  file: string,
  width: number,
  javaScript: boolean,
  url?: string,
): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: javaScript,
  });
  const outside: Opened['outside'] = [];
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url === pathToFileURL(file).href) return;
    outside.push({
      url,
      type: request.resourceType(),
      frame: request.frame() !== page.mainFrame() || request.isNavigationRequest(),
    });
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.fulfill({ contentType: 'text/html', body: FRAME_PAGE }),
  );
  await page.goto(url ?? pathToFileURL(file).href);
  await page.waitForLoadState('load');
  return { page, errors, outside, close: () => context.close() };
}

async function expectContentVisible(page: Page) {
  for (const type of componentTypes) {
    await expect
      .poll(() => page.locator(`[data-component-type="${type}"]`).count(), { message: type })
      .toBeGreaterThan(0);
  }
  const text = await page.locator('body').innerText();
  expect(text).toContain('Every block, exported');
  expect(text).toContain('Share this piece');
  expect(text).toContain('Find the maker');
  expect(text).toContain('From the workshop');
  for (const message of Object.values(STANDALONE_MESSAGES)) expect(text).toContain(message);
  expect(text).not.toContain('Error rendering component');
  expect(text).not.toContain('Registration failed');
  expect(text).not.toMatch(/Loading\.\.\./);
  // Every image of the page loaded from the export (relative files or data: URLs).
  const images = await page.locator('img').evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src') ?? '',
      loaded: img.complete && img.naturalWidth > 0,
    })),
  );
  expect(images.length).toBeGreaterThanOrEqual(5);
  for (const image of images.filter((i) => !i.loaded)) {
    // Below-the-fold images wait for a scroll; bring each into view and look again.
    await page.locator(`img[src="${image.src}"]`).first().scrollIntoViewIfNeeded();
  }
  await expect
    .poll(() =>
      page
        .locator('img')
        .evaluateAll((list) =>
          (list as HTMLImageElement[])
            .filter((img) => !(img.complete && img.naturalWidth > 0))
            .map((img) => img.getAttribute('src')?.slice(0, 60)),
        ),
    )
    .toEqual([]);
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const shots of SHOTS) {
    await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  }
}

async function expectInteractive(page: Page) {
  // The countdown ticks: its seconds change.
  const seconds = page.locator('[data-component-type="countdown"] .one-countdown-value').last();
  await expect.poll(() => seconds.textContent()).toMatch(/^\d+$/);
  const first = await seconds.textContent();
  await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first);

  // The carousel moves: Next slide shows the second slide.
  const carousel = page.locator('[data-component-type="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  const current = carousel.locator('.one-carousel-dot[aria-current="true"]');
  await expect.poll(() => current.getAttribute('aria-label')).toBe('Go to slide 1');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => current.getAttribute('aria-label')).toBe('Go to slide 2');
  // …and slid there: the second slide now starts where the viewport does.
  await expect
    .poll(() =>
      carousel.locator('.one-carousel-viewport').evaluate((viewport) => {
        const slide = viewport.querySelectorAll('.one-carousel-slide')[1]!;
        return Math.round(
          slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left,
        );
      }),
    )
    .toBe(0);

  // The tabs switch: the second tab's text shows.
  const tabs = page.locator('[data-component-type="tab-container"]');
  await tabs.getByRole('tab', { name: 'Story' }).click();
  await expect
    .poll(() => tabs.getByRole('tabpanel').innerText())
    .toContain('Spun, brushed and numbered by hand');

  // The players are there and read their files.
  await expect
    .poll(() =>
      page
        .locator('[data-component-type="video"] video')
        .evaluate((v) => (v as HTMLVideoElement).readyState),
    )
    .toBeGreaterThan(0);
  await expect
    .poll(() =>
      page
        .locator('[data-component-type="audio"] audio')
        .evaluate((a) => (a as HTMLAudioElement).readyState),
    )
    .toBeGreaterThan(0);
  expect(await page.locator('[data-component-type="embed"] iframe').count()).toBe(1);

  // A block-grid card opens its dialog, with the exported image in it.
  await page
    .getByRole('button', { name: /View image/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect
    .poll(() => dialog.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
}

describe.each([
  ['a folder', () => join(dir, 'folder', 'index.html')],
  ['one file (--single-file)', () => join(dir, 'one.html')],
])('an export that stands alone, as %s, opened from file://', (kind, file) => {
  const tag = kind.startsWith('one') ? 'single-file' : 'folder';

  for (const width of [375, 1280]) {
    it(`with JavaScript off at ${width} px, every block's content shows`, async () => {
      const opened = await open(file(), width, false);
      try {
        await expectContentVisible(opened.page);
        await screenshot(opened.page, `${tag}-${width}-js-off`);
      } finally {
        await opened.close();
      }
    });

    it(`with JavaScript on at ${width} px, the interactive blocks work and nothing errs`, async () => {
      const opened = await open(file(), width, true);
      try {
        await expectContentVisible(opened.page);
        await expectInteractive(opened.page);
        await screenshot(opened.page, `${tag}-${width}-js-on`);
        expect(opened.errors).toEqual([]);
        // Nothing but the provider frames (embed, iframe) reaches outside the export.
        const assets = opened.outside.filter((r) => !(r.frame && r.type === 'document'));
        const allowed = tag === 'folder' ? (u: string) => u.startsWith('file://') : () => false;
        expect(assets.filter((r) => !allowed(r.url))).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }
});

describe('the folder on a static host', () => {
  it('served under a sub-path by a plain file server, it works the same', async () => {
    // Any static host: files as they are, by path, with their type; nothing else.
    const types: Record<string, string> = {
      html: 'text/html',
      js: 'text/javascript',
      svg: 'image/svg+xml',
      png: 'image/png',
      webm: 'video/webm',
      wav: 'audio/wav',
    };
    const host: Server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
      if (!file.startsWith(dir)) return void response.writeHead(403).end();
      readFile(file).then(
        (body) =>
          response
            .writeHead(200, { 'content-type': types[file.split('.').pop() ?? ''] ?? '' })
            .end(body),
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    const { port } = host.address() as AddressInfo;
    const opened = await open('', 1280, true, `http://127.0.0.1:${port}/folder/`);
    try {
      await expectContentVisible(opened.page);
      await expectInteractive(opened.page);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
      host.close();
    }
  });
});

describe('a page exported in French', () => {
  it('hydrates in French: the texts stay French, the countdown ticks, nothing errs', async () => {
    const opened = await open(join(dir, 'french', 'index.html'), 1280, true);
    try {
      const text = () => opened.page.locator('body').innerText();
      expect(await text()).toContain('L’enregistrement est disponible sur la page en ligne.');
      const seconds = opened.page
        .locator('[data-component-type="countdown"] .one-countdown-value')
        .last();
      await expect.poll(() => seconds.textContent()).toMatch(/^\d+$/);
      expect(await text()).toMatch(/Secondes/i);
      expect(await text()).toContain('L’enregistrement est disponible sur la page en ligne.');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('the folder export', () => {
  it('points at its script and media by relative URLs only', () => {
    const html = readFileSync(join(dir, 'folder', 'index.html'), 'utf8');
    expect(html).toContain('<script src="./assets/vitrine-standalone.js" defer></script>');
    expect(html).toContain('src="./media/1-front.png"');
    expect(html).not.toMatch(/src="\/(?!\/)/);
    expect(html).not.toContain('type="module"');
  });

  it('the single file carries no reference to another file', () => {
    const html = readFileSync(join(dir, 'one.html'), 'utf8');
    expect(html).not.toContain('src="./media/');
    expect(html).not.toContain('<script src=');
    expect(html).toMatch(/src="data:image\/png;base64,/);
  });
});
