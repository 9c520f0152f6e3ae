import { mkdirSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeIframeSnippet } from '../../src/schema/sanitize/iframeSnippet';
import { sanitizeSvg } from '../../src/schema/sanitize/svg';
import { launchChromium } from './support/chromium';
import { isRefusedInlineHandler, takeCspViolations } from './support/cspGuard';
import { startAppServer } from './support/server';

/**
 * blocks.md, components II: every block renders through /preview, live and in builder mode,
 * with content and empty; hostile input in every URL, snippet and SVG field runs no script.
 * Set H3_BASE_URL to point at a running dev server instead of the built app on the real server.
 */

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots/components-2';
const PWN = 'top.__pwned = (top.__pwned || 0) + 1';

let order = 0;
const component = (
  type: string,
  data: Record<string, unknown> = {},
  styles: Record<string, unknown> = {},
) => ({
  id: `${type}-${++order}`,
  type,
  areaId: 'main',
  order,
  data,
  styles,
});

function layoutOf(components: ReturnType<typeof component>[]) {
  return {
    grid_config: {
      templateColumns: ['1fr'],
      templateRows: ['auto'],
      gap: '16px',
      padding: '16px',
      maxContentWidth: '960px',
      areas: [{ id: 'main', name: 'Main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
    },
    components,
  };
}

const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 3 * 3_600_000 + 5 * 60_000).toISOString();

const filled = () =>
  layoutOf([
    component('button', {
      text: 'Shop the drop',
      link: 'https://example.com/shop',
      variant: 'primary',
    }),
    component(
      'button',
      { text: 'Secondary', link: '/about', variant: 'secondary' },
      { button: { align: 'center' } },
    ),
    component(
      'button',
      { text: 'Outline, full width', link: 'mailto:hi@example.com', variant: 'outline' },
      { button: { width: 'full' } },
    ),
    component('separator', {}, { thickness: 2, style: 'dashed' }),
    component('countdown', { targetDateTime: inTwoDays }),
    component('countdown', { targetDateTime: '2001-01-01T00:00:00Z' }),
    component('date-time', { date: '2026-12-24', time: '18:30', timezone: 'Europe/Paris' }),
    component('date-time', { date: '2026-11-20', timezone: 'UTC', relative: true, icon: 'clock' }),
    component('location', {
      address: '1 Market Street',
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
      country: 'United States',
      coordinates: { lat: 37.7937, lng: -122.3965 },
    }),
    component('links', {
      title: 'Follow us',
      links: [
        { id: 'a', type: 'instagram', url: 'https://instagram.com/vitrine', text: 'Instagram' },
        { id: 'b', type: 'x', url: 'https://x.com/vitrine', text: 'X' },
        {
          id: 'c',
          type: 'linkedin',
          url: 'https://linkedin.com/company/vitrine',
          text: 'LinkedIn',
        },
        {
          id: 'd',
          type: 'custom',
          url: 'tel:+15551234567',
          text: 'Call us',
          icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>',
        },
      ],
    }),
    component('image', { src: '/demo/aurora.svg', alt: 'Aurora', caption: 'The aurora edition' }),
    component('audio', { src: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' }),
    component('audio', { src: '/demo/sound.mp3' }),
    component('embed', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    component('embed', { url: 'https://example.com/page' }),
  ]);

const empty = () =>
  layoutOf(
    [
      'button',
      'separator',
      'countdown',
      'date-time',
      'location',
      'links',
      'image',
      'audio',
      'embed',
    ].map((type) => component(type)),
  );

const hostile = () =>
  layoutOf([
    component('button', { text: 'js', link: `javascript:${PWN}` }),
    component('button', { text: 'data', link: `data:text/html,<script>${PWN}</script>` }),
    component('image', { src: `javascript:${PWN}`, link: `javascript:${PWN}` }),
    component('image', {
      src: 'x" onerror="top.__pwned=1',
      alt: '<img src=x onerror=top.__pwned=1>',
    }),
    component('audio', { src: `javascript:${PWN}` }),
    component('audio', { src: `data:text/html,<script>${PWN}</script>` }),
    component('embed', { url: `javascript:${PWN}` }),
    component('embed', { url: `data:text/html,<script>${PWN}</script>` }),
    component('embed', { url: 'https://www.youtube.com/watch?v=<script>x</script>' }),
    component('location', {
      address: '<script>top.__pwned=1</script>',
      link: ` java\tscript:${PWN}`,
    }),
    component('date-time', { date: '2026-01-01', format: "'<img src=x onerror=top.__pwned=1>'" }),
    component('countdown', {
      targetDateTime: '<script>top.__pwned=1</script>',
      completedText: '<img src=x onerror=top.__pwned=1>',
    }),
    component('links', {
      title: '<img src=x onerror=top.__pwned=1>',
      links: [
        { id: 'a', type: 'custom', url: `javascript:${PWN}`, text: 'js' },
        { id: 'b', type: 'custom', url: `data:text/html,<script>${PWN}</script>`, text: 'data' },
        {
          id: 'c',
          type: 'custom',
          url: 'https://example.com',
          text: 'svg',
          icon: `<svg xmlns="http://www.w3.org/2000/svg" onload="${PWN}"><script>${PWN}</script><foreignObject><iframe src="javascript:${PWN}"></iframe></foreignObject><image href="https://evil.example/x.png" onerror="${PWN}"/><a href="javascript:${PWN}"><circle r="4"/></a></svg>`,
        },
        {
          id: 'd',
          type: 'custom',
          url: 'https://example.com',
          text: 'img',
          icon: `<img src=x onerror="${PWN}">`,
        },
      ],
    }),
  ]);

let browser: Browser;
let baseUrl: string;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (process.env.H3_BASE_URL) baseUrl = process.env.H3_BASE_URL;
  else {
    // The real server (fresh database) serving the built front end, as visitors get it.
    const server = await startAppServer({ seed: false });
    baseUrl = server.url;
    close = () => server.close();
  }
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await close?.();
});

interface Watched {
  page: Page;
  dialogs: string[];
  errors: string[];
}

async function openPreview(width: number): Promise<Watched> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const watched: Watched = { page, dialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => watched.errors.push(error.message));
  await page.goto(`${baseUrl}/preview`);
  await page.waitForFunction(() => document.documentElement.dataset.previewReady === 'true');
  return watched;
}

async function render(page: Page, layout: unknown, builder: boolean) {
  const errors = await page.evaluate(
    ([l, b]) => window.__vitrinePreview!.render({ layout: l, builder: b as boolean }),
    [layout, builder] as const,
  );
  expect(errors).toEqual([]);
  await page.waitForSelector('[data-component-id]');
  // Effects (countdown ticks, frames created after mount) settle.
  await page.waitForTimeout(1200);
}

async function assertNoScriptRan({ page, dialogs }: Watched) {
  const report = await page.evaluate(() => {
    const root = document.querySelector('[data-area-id]')!;
    return {
      pwned: (window as unknown as { __pwned?: number }).__pwned ?? 0,
      scripts: root.querySelectorAll('script').length,
      handlers: Array.from(root.querySelectorAll('*')).flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => a.name.startsWith('on'))
          .map((a) => `${el.tagName}@${a.name}`),
      ),
      badUrls: Array.from(root.querySelectorAll('[href],[src],[xlink\\:href]'))
        .map(
          (el) =>
            el.getAttribute('href') ??
            el.getAttribute('src') ??
            el.getAttribute('xlink:href') ??
            '',
        )
        .filter((url) => !/^(https?:|mailto:|tel:|\/|#)/i.test(url.trim())),
      frames: Array.from(root.querySelectorAll('iframe')).map((f) => ({
        src: f.src,
        sandbox: f.getAttribute('sandbox'),
      })),
    };
  });
  expect(report.pwned).toBe(0);
  expect(dialogs).toEqual([]);
  // The sanitizer parses the hostile markup in an inert document, where the page's CSP still
  // refuses (and reports) its inline event handlers: those refusals are expected here, and no
  // other violation is.
  const unexpected = takeCspViolations().filter((violation) => !isRefusedInlineHandler(violation));
  expect(unexpected).toEqual([]);
  expect(report.scripts).toBe(0);
  expect(report.handlers).toEqual([]);
  expect(report.badUrls).toEqual([]);
  for (const frame of report.frames) {
    expect(frame.src).toMatch(/^https:\/\//);
    expect(frame.sandbox).toContain('allow-scripts');
    if (new URL(frame.src).origin === new URL(baseUrl).origin)
      expect(frame.sandbox).not.toContain('allow-same-origin');
  }
}

describe('components II in Chromium (blocks.md runtime screens)', () => {
  for (const width of [375, 1280]) {
    it(`every block renders live with content at ${width} px`, async () => {
      const watched = await openPreview(width);
      const { page } = watched;
      await render(page, filled(), false);
      await page.screenshot({ path: `${SHOTS}/live-${width}.png`, fullPage: true });
      await expect(
        page.getByRole('link', { name: 'Shop the drop' }).getAttribute('href'),
      ).resolves.toBe('https://example.com/shop');
      // countdown: ticking, two-digit units; completed shows 'Event has started!'.
      await expect(page.locator('.one-countdown-value').first().textContent()).resolves.toBe('02');
      await expect(page.getByText('Event has started!').count()).resolves.toBe(1);
      await expect(page.getByText('Dec 24, 2026 at 6:30 PM').count()).resolves.toBe(1);
      await expect(page.getByText('37.793700, -122.396500').count()).resolves.toBe(1);
      // audio: Spotify player 80 px high, other URLs a plain audio element.
      const spotify = await page.locator('.one-audio-player').boundingBox();
      expect(spotify?.height).toBe(80);
      await expect(page.locator('audio.one-audio').count()).resolves.toBe(1);
      await expect(
        page.locator('iframe[src^="https://www.youtube.com/embed/dQw4w9WgXcQ"]').count(),
      ).resolves.toBe(1);
      await expect(
        page.getByText('Content from example.com can’t be embedded here.').count(),
      ).resolves.toBe(1);
      const img = await page.getByRole('img', { name: 'Aurora' }).boundingBox();
      expect(img?.height).toBe(220);
      await assertNoScriptRan(watched);
      expect(watched.errors).toEqual([]);
      await page.close();
    });

    it(`every block shows its empty state, live and in builder mode, at ${width} px`, async () => {
      const watched = await openPreview(width);
      const { page } = watched;
      await render(page, empty(), false);
      await page.screenshot({ path: `${SHOTS}/empty-live-${width}.png`, fullPage: true });
      for (const text of [
        'No image selected',
        'No audio source provided',
        'No embed link provided',
      ]) {
        await expect(page.getByText(text).count()).resolves.toBe(1);
      }
      await render(page, empty(), true);
      await page.screenshot({ path: `${SHOTS}/empty-builder-${width}.png`, fullPage: true });
      for (const text of [
        'Set a target date and time',
        'Choose a date',
        'Add an address or coordinates',
        'No image selected',
      ]) {
        await expect(page.getByText(text).count()).resolves.toBe(1);
      }
      expect(watched.errors).toEqual([]);
      await page.close();
    });
  }

  it('builder mode: links do not navigate', async () => {
    const watched = await openPreview(1280);
    const { page } = watched;
    await render(page, filled(), true);
    await page.screenshot({ path: `${SHOTS}/builder-1280.png`, fullPage: true });
    // Still links (found by role, href kept), but a click goes nowhere: no navigation, no tab.
    expect(await page.getByRole('link', { name: 'Instagram' }).count()).toBe(1);
    const popups: string[] = [];
    page.context().on('page', (p) => popups.push(p.url()));
    const before = page.url();
    await page.getByText('Shop the drop', { exact: true }).click();
    await page.getByRole('link', { name: 'Instagram' }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
    expect(popups).toEqual([]);
    await page.close();
  });

  for (const builder of [false, true]) {
    it(`security: hostile input in every URL, snippet and SVG field runs no script (${builder ? 'builder' : 'live'})`, async () => {
      const watched = await openPreview(1280);
      const { page } = watched;
      await render(page, hostile(), builder);
      await page.screenshot({
        path: `${SHOTS}/hostile-${builder ? 'builder' : 'live'}.png`,
        fullPage: true,
      });
      // Clicking every link and button must not run anything either.
      for (const target of await page.locator('[data-area-id] a, [data-area-id] button').all()) {
        await target.click({ timeout: 2000, noWaitAfter: true }).catch(() => undefined);
      }
      await page.waitForTimeout(500);
      await assertNoScriptRan(watched);
      expect(page.url()).toMatch(/\/preview$/);
      await page.close();
    });
  }

  it('security: a sanitised iframe snippet and SVG run no script in Chromium', async () => {
    const watched = await openPreview(1280);
    const { page } = watched;
    const snippets = [
      `<script>${PWN}</script><iframe src="javascript:${PWN}"></iframe>`,
      `<iframe src="data:text/html,<script>${PWN}</script>"></iframe>`,
      `<iframe srcdoc="<script>${PWN}</script>" src="about:blank"></iframe>`,
      `<iframe src="https://example.com" onload="${PWN}"></iframe><iframe src="javascript:${PWN}"></iframe>`,
      `<iframe src="https://example.com"><iframe src="javascript:${PWN}"></iframe></iframe>`,
      `<img src=x onerror="${PWN}"><svg onload="${PWN}"></svg>`,
    ];
    const html = [
      ...snippets.map((s) => sanitizeIframeSnippet(s, { pageOrigin: new URL(baseUrl).origin })),
      sanitizeSvg(
        `<svg xmlns="http://www.w3.org/2000/svg" onload="${PWN}"><script>${PWN}</script></svg>`,
      ),
      renderToStaticMarkup(createElement('div', { dangerouslySetInnerHTML: { __html: '' } })),
    ].join('\n');
    await page.evaluate((markup) => {
      const host = document.createElement('div');
      host.setAttribute('data-area-id', 'sanitised');
      host.innerHTML = markup;
      document.body.prepend(host);
    }, html);
    await page.waitForTimeout(800);
    await assertNoScriptRan(watched);
    const frames = await page.locator('[data-area-id="sanitised"] iframe').count();
    expect(frames).toBe(1);
    await page.close();
  });
});
