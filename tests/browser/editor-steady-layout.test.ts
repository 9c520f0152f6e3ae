import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * From the editor's first paint, through the layout opening, to what arrives after it (where
 * the layout is live, with its link to the live page; the inspector's panels; the palette's
 * sections), the canvas never moves: an owner who aims at a component right away hits it, at
 * every width. The server's answers are held a little, as a real network holds them, so the
 * opening state is painted before the layout.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started));

interface FramePosition {
  at: number;
  top: number;
  left: number;
}

declare global {
  interface Window {
    __framePositions?: FramePosition[];
    __titlesSeen?: string[];
  }
}

/** Every frame from the editor's first script: where the canvas frame is, when it moves. */
const RECORD_FRAME_POSITION = `(() => {
  if (window !== window.top) return;
  window.__framePositions = [];
  let last = '';
  const tick = () => {
    const frame = document.querySelector('iframe.one-editor-frame');
    if (frame) {
      const box = frame.getBoundingClientRect();
      const key = Math.round(box.top) + ',' + Math.round(box.left);
      if (key !== last) {
        window.__framePositions.push({ at: performance.now(), top: box.top, left: box.left });
        last = key;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

describe('the canvas stays where it was first shown while the layout and the rest of the editor arrive', () => {
  for (const width of [1280, 800, 375]) {
    it(`at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        await page.addInitScript(RECORD_FRAME_POSITION);
        await page.route(
          (url) => url.pathname.startsWith('/v1/'),
          async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 300));
            await route.continue();
          },
        );
        await page.goto(`${server.url}/editor`);
        await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
        // The demo layout is live: the status names where, and its link shows.
        await expect
          .poll(() => page.getByTestId('live-status').innerText(), { timeout: 10_000 })
          .toMatch(/^Live on /);
        await page.getByRole('link', { name: 'View live page' }).waitFor();
        await page.waitForTimeout(500);
        const positions = await page.evaluate(() => window.__framePositions ?? []);
        expect(positions.length).toBeGreaterThan(0);
        expect(
          positions.map(({ top, left }) => ({ top: Math.round(top), left: Math.round(left) })),
        ).toEqual([{ top: Math.round(positions[0]!.top), left: Math.round(positions[0]!.left) }]);
      } finally {
        await page.close();
      }
    });
  }
});

it('while the layout opens, the canvas says it is loading it, not that there is no layout', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/v1/layouts'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${server.url}/editor`);
    await page.getByRole('status').filter({ hasText: 'Loading the layout…' }).waitFor();
    const frame = page.frameLocator('iframe.one-editor-frame');
    await page.waitForTimeout(300);
    expect(await frame.locator('body').innerText()).not.toContain('No layout configuration found');
    release();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    await frame.locator('[data-component-type="text"]').first().waitFor();
    expect(await page.getByText('Loading the layout…').count()).toBe(0);
  } finally {
    await page.close();
  }
});

it('the scrolling columns keep a scrollbar’s room from the start only where scrollbars take room', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const gutters = () =>
      page.evaluate(() =>
        ['.one-editor-left', '.one-editor-canvas-scroller', '.one-editor-right'].map(
          (selector) => getComputedStyle(document.querySelector(selector)!).scrollbarGutter,
        ),
      );
    // This headless Chromium's scrollbars float: the editor reserves nothing, so the canvas
    // is as wide as the room beside the columns.
    await page.goto(`${server.url}/editor`);
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-scrollbars-take-room')),
    ).toBe(false);
    expect(await gutters()).toEqual(['auto', 'auto', 'auto']);

    // Where they take room, as the editor finds on Windows, each column keeps it from the
    // first frame, scrolling or not.
    await page.evaluate(() =>
      document.documentElement.setAttribute('data-scrollbars-take-room', ''),
    );
    expect(await gutters()).toEqual(['stable', 'stable', 'stable']);
  } finally {
    await page.close();
  }
});

/** Every title the page has had, from its head's first parse. */
const RECORD_TITLES = `(() => {
  if (window !== window.top) return;
  window.__titlesSeen = [];
  const note = () => {
    const last = window.__titlesSeen[window.__titlesSeen.length - 1];
    if (document.title !== last) window.__titlesSeen.push(document.title);
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

it('the tab is titled "Vitrine editor" from the page’s first byte and keeps it as the editor starts', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.addInitScript(RECORD_TITLES);
    await page.goto(`${server.url}/editor`);
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    expect(await page.evaluate(() => window.__titlesSeen)).toEqual(['Vitrine editor']);
  } finally {
    await page.close();
  }
});

it('"Loading the editor…" shows only when the editor’s code takes longer than a moment to arrive', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/EditorApp-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/editor`);
    await page.getByText('Loading the editor…').waitFor();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    expect(await page.getByText('Loading the editor…').count()).toBe(0);
  } finally {
    await page.close();
  }
});
