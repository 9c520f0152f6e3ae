import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startAppServer, type AppServer } from './support/server';

/**
 * Performance (docs/decisions/editor.md "Performance"): the canvas skips rendering the
 * areas of a long page that are far out of view (content-visibility on the areas).
 * What the editor measures there — the geometry drop targets are picked from and the selection
 * outline — must be what a full rendering gives, also after edits made out of view.
 */

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** 4 areas × 40 components of different heights: the page is far taller than the window. */
function longLayout() {
  const areas = Array.from({ length: 4 }, (_, i) => ({
    id: `area-${i}`,
    name: `Area ${i + 1}`,
    startCol: 0,
    endCol: 1,
    startRow: i,
    endRow: i + 1,
  }));
  const components = Array.from({ length: 160 }, (_, i) => {
    const type = ['text', 'button', 'text', 'separator'][i % 4]!;
    const lines = Array.from({ length: 1 + (i % 5) }, (_, l) => `<p>Line ${l + 1} of ${i}</p>`);
    return {
      id: `c-${i}`,
      type,
      areaId: `area-${Math.floor(i / 40)}`,
      order: i % 40,
      data: type === 'text' ? { content: lines.join('') } : {},
    };
  });
  return { version: 3, grid_config: { templateRows: areas.map(() => 'auto'), areas }, components };
}

type Boxes = Record<string, { left: number; top: number; width: number; height: number }>;

/** The editor's own geometry (what drop targets are computed from), keyed by id. */
function geometry(page: Page): Promise<Boxes> {
  return page.evaluate(() => {
    const snapshot = window.__vitrineEditor!.canvas.measure();
    const out: Boxes = {};
    for (const c of snapshot.components) out[c.id] = c.rect;
    for (const s of snapshot.slots) out[`slot:${s.slot.areaId}`] = s.rect;
    return out;
  });
}

/** Saves the long layout through the API of the editor open in `page`; returns its id. */
function saveLongLayout(page: Page): Promise<string> {
  return page.evaluate(async (document) => {
    const response = await fetch('/v1/layouts', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': window.__VITRINE_CONFIG__?.editorKey ?? '',
      },
      body: JSON.stringify({ name: 'Long page', document }),
    });
    return ((await response.json()) as { id: string }).id;
  }, longLayout());
}

/** The editor on the long layout, at 1400 × 900, with the page rendered in the canvas. */
async function openLongPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${server.url}/editor`);
  await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
  const layoutId = await saveLongLayout(page);
  await page.goto(`${server.url}/editor?layout=${layoutId}`);
  await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
  await page
    .frameLocator('iframe.one-editor-frame')
    .locator('[data-component-id="c-159"]')
    .waitFor({ state: 'attached' });
  // Every area rendered once (the far ones in idle moments after the open).
  await expect
    .poll(() =>
      page
        .frameLocator('iframe.one-editor-frame')
        .locator('[data-area-id]:not([data-canvas-rendered])')
        .count(),
    )
    .toBe(0);
  return page;
}

/** Two rendered frames and a moment for the observers. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );

const skippedCount = (page: Page) =>
  page.frameLocator('iframe.one-editor-frame').locator('[data-canvas-offscreen]').count();

const scrollCanvasToTop = async (page: Page) => {
  await page.evaluate(() => {
    document.querySelector('.one-editor-canvas-scroller')!.scrollTop = 0;
  });
  await settle(page);
};

/** Renders everything (no part skipped) while `run` measures the ground truth. */
async function fullyRendered<T>(page: Page, run: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe.one-editor-frame')!;
    const style = frame.contentDocument!.createElement('style');
    // The frame keeps the editor page's CSP: a style element needs the page's nonce.
    style.nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce;
    style.id = 'test-render-all';
    style.textContent =
      '[data-canvas-offscreen],.one-area:not([data-canvas-rendered]){content-visibility:visible !important}';
    frame.contentDocument!.head.appendChild(style);
  });
  await settle(page);
  try {
    return await run();
  } finally {
    await page.evaluate(() =>
      document
        .querySelector<HTMLIFrameElement>('iframe.one-editor-frame')!
        .contentDocument!.getElementById('test-render-all')
        ?.remove(),
    );
    await settle(page);
  }
}

function expectSameBoxes(actual: Boxes, expected: Boxes): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [id, box] of Object.entries(expected)) {
    const got = actual[id]!;
    for (const key of ['left', 'top', 'width', 'height'] as const)
      expect(
        Math.abs(got[key] - box[key]),
        `${id}.${key}: ${got[key]} vs ${box[key]}`,
      ).toBeLessThan(0.5);
  }
}

/**
 * Where the selection outline drawn above the frame shows on screen, and where the selected
 * element really shows (the frame is scaled to fit and scrolls its own page).
 */
async function outlineAndElement(page: Page, id: string) {
  return page.evaluate((id) => {
    const outline = document.querySelector<HTMLElement>('.one-editor-outline-selected')!;
    const frame = document.querySelector<HTMLIFrameElement>('iframe.one-editor-frame')!;
    const scale = window.__vitrineEditor!.canvas.scale();
    const at = frame.getBoundingClientRect();
    const o = outline.getBoundingClientRect();
    const r = frame
      .contentDocument!.querySelector(`[data-component-id="${id}"]`)!
      .getBoundingClientRect();
    return {
      outline: { left: o.left, top: o.top, width: o.width, height: o.height },
      element: {
        left: at.left + r.left * scale,
        top: at.top + r.top * scale,
        width: r.width * scale,
        height: r.height * scale,
      },
    };
  }, id);
}

describe('the canvas skips far-off-screen parts without changing its geometry', () => {
  it('drop-target geometry and the selection outline of off-screen components match a full rendering, also after edits out of view', async () => {
    const page = await openLongPage();

    // Areas far below the visible canvas are skipped (otherwise this test would prove nothing),
    // the first area is not.
    await expect.poll(() => skippedCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const frame = page.frameLocator('iframe.one-editor-frame');
    expect(await frame.locator('[data-area-id="area-0"][data-canvas-offscreen]').count()).toBe(0);
    expect(await frame.locator('[data-area-id="area-3"][data-canvas-offscreen]').count()).toBe(1);
    // The browser checks every element that keeps a remembered size in each frame: a component
    // keeps one only while its area is near the view (it may be skipped on its own), never in
    // an area skipped as a whole.
    const remembersSize = (id: string) =>
      frame
        .locator(`[data-component-id="${id}"]`)
        .evaluate((element) => getComputedStyle(element).containIntrinsicSize !== 'none');
    await expect.poll(() => remembersSize('c-0')).toBe(true);
    expect(await remembersSize('c-159')).toBe(false);

    const skipped = await geometry(page);
    expectSameBoxes(skipped, await fullyRendered(page, () => geometry(page)));

    // The selection outline of a component far out of view is where the component is.
    // Selecting scrolls it into the canvas; the owner scrolls back up, so it is out of view.
    await page.evaluate(() =>
      window.__vitrineEditor!.store.getState().select({ kind: 'component', id: 'c-150' }),
    );
    await settle(page);
    const shown = await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe.one-editor-frame')!;
      const scroller = document
        .querySelector('.one-editor-canvas-scroller')!
        .getBoundingClientRect();
      const part = frame
        .contentDocument!.querySelector('[data-component-id="c-150"]')!
        .getBoundingClientRect();
      const top =
        frame.getBoundingClientRect().top + part.top * window.__vitrineEditor!.canvas.scale();
      return top >= scroller.top && top < scroller.bottom;
    });
    expect(shown, 'a selected component out of view is scrolled into the canvas').toBe(true);
    await scrollCanvasToTop(page);
    await expect
      .poll(() =>
        page
          .frameLocator('iframe.one-editor-frame')
          .locator('[data-area-id="area-3"][data-canvas-offscreen]')
          .count(),
      )
      .toBe(1);
    const selected = await outlineAndElement(page, 'c-150');
    const truth = await fullyRendered(page, () => outlineAndElement(page, 'c-150'));
    for (const key of ['left', 'top', 'width', 'height'] as const) {
      expect(Math.abs(selected.outline[key] - truth.element[key])).toBeLessThan(0.5);
    }

    // The wheel over the page scrolls the frame's page; the canvas scroller (its scrollbar)
    // follows, and the outline stays on the element.
    const canvasBox = (await page.locator('iframe.one-editor-frame').boundingBox())!;
    await page.mouse.move(canvasBox.x + canvasBox.width / 2, canvasBox.y + 200);
    await page.mouse.wheel(0, 700);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const frame = document.querySelector<HTMLIFrameElement>('iframe.one-editor-frame')!;
          const scroller = document.querySelector('.one-editor-canvas-scroller')!;
          const scale = window.__vitrineEditor!.canvas.scale();
          return Math.round(scroller.scrollTop - frame.contentWindow!.scrollY * scale);
        }),
      )
      .toBe(0);
    await settle(page);
    expect(
      await page.evaluate(
        () =>
          document.querySelector<HTMLIFrameElement>('iframe.one-editor-frame')!.contentWindow!
            .scrollY,
      ),
    ).toBeGreaterThan(0);
    const scrolled = await outlineAndElement(page, 'c-150');
    for (const key of ['left', 'top', 'width', 'height'] as const) {
      expect(Math.abs(scrolled.outline[key] - scrolled.element[key])).toBeLessThan(0.5);
    }
    await scrollCanvasToTop(page);

    // Edits out of view: a copy added to a skipped area, a text there growing by four lines.
    await page.evaluate(() => {
      const store = window.__vitrineEditor!.store;
      store.getState().duplicateComponent('c-122');
      store
        .getState()
        .updateComponentData('c-130', { content: '<p>a</p><p>b</p><p>c</p><p>d</p><p>e</p>' });
      store.getState().select({ kind: 'component', id: 'c-150' });
    });
    await settle(page);
    await settle(page);
    expect(await skippedCount(page)).toBeGreaterThan(0);
    const edited = await geometry(page);
    expect(Object.keys(edited)).toHaveLength(Object.keys(skipped).length + 1);
    expectSameBoxes(edited, await fullyRendered(page, () => geometry(page)));
    const after = await outlineAndElement(page, 'c-150');
    const afterTruth = await fullyRendered(page, () => outlineAndElement(page, 'c-150'));
    expect(after.outline.top).not.toBe(selected.outline.top);
    for (const key of ['left', 'top', 'width', 'height'] as const) {
      expect(Math.abs(after.outline[key] - afterTruth.element[key])).toBeLessThan(0.5);
    }
    await page.close();
  }, 120_000);
  it('while the owner types, the far components of the area in view are rendered in full, and skipped again once typing stops', async () => {
    const page = await openLongPage();
    const frame = page.frameLocator('iframe.one-editor-frame');
    const skippedInFirstArea = () =>
      frame.locator('[data-area-id="area-0"] > [data-canvas-offscreen]').count();
    // area-0 is in view and longer than the window: its far components are skipped.
    await expect.poll(skippedInFirstArea, { timeout: 10_000 }).toBeGreaterThan(0);

    await page.evaluate(() =>
      window.__vitrineEditor!.store.getState().select({ kind: 'component', id: 'c-0' }),
    );
    const field = page.locator('.one-editor-right').getByRole('textbox', { name: 'Text' });
    await field.click();
    await page.keyboard.press('End');
    // A canvas animation (a countdown ticking, a carousel playing) is not the owner editing.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const text = document
            .querySelector<HTMLIFrameElement>('iframe.one-editor-frame')!
            .contentDocument!.querySelector('[data-component-id="c-2"] p')!;
          let ticks = 0;
          const timer = setInterval(() => {
            text.append(' tick');
            if (++ticks === 12) {
              clearInterval(timer);
              resolve();
            }
          }, 50);
        }),
    );
    expect(await skippedInFirstArea()).toBeGreaterThan(0);

    const typing = page.keyboard.type(' and more words typed into the field', { delay: 40 });
    await expect.poll(skippedInFirstArea, { timeout: 1_200, interval: 50 }).toBe(0);
    // Rendered in full, the page's geometry is exact while the owner types.
    expectSameBoxes(await geometry(page), await fullyRendered(page, () => geometry(page)));
    await typing;
    await expect
      .poll(() => frame.locator('[data-component-id="c-0"]').textContent())
      .toContain('typed into the field');

    await expect.poll(skippedInFirstArea, { timeout: 5_000 }).toBeGreaterThan(0);
    expectSameBoxes(await geometry(page), await fullyRendered(page, () => geometry(page)));
    await page.close();
  }, 120_000);
  it('a long page opens with only the areas near the view rendered, complete in its first frame; the others are rendered once the editor is idle', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    // In the editor's window, from its first script: what the canvas holds in the first
    // animation frame in which it holds the whole page (before that frame is drawn).
    await page.addInitScript(`(() => {
      if (window !== window.top) return;
      const poll = () => {
        const doc = document.querySelector('iframe.one-editor-frame')?.contentDocument;
        const last = doc?.querySelector('[data-component-id="c-159"]');
        if (!last) return requestAnimationFrame(poll);
        window.__firstFrame = {
          rendered: [...doc.querySelectorAll('[data-area-id][data-canvas-rendered]')].map((a) => a.dataset.areaId),
          firstShown: doc.querySelector('[data-component-id="c-0"]').checkVisibility({ contentVisibilityAuto: true }),
          lastShown: last.checkVisibility({ contentVisibilityAuto: true }),
        };
      };
      requestAnimationFrame(poll);
    })();`);
    await page.goto(`${server.url}/editor`);
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    const layoutId = await saveLongLayout(page);
    await page.goto(`${server.url}/editor?layout=${layoutId}`);
    const first = await page
      .waitForFunction(() => (window as { __firstFrame?: unknown }).__firstFrame)
      .then(
        (handle) =>
          handle.jsonValue() as Promise<{
            rendered: string[];
            firstShown: boolean;
            lastShown: boolean;
          }>,
      );
    // The area in view is drawn complete in the first frame; the last, far below, is not laid
    // out yet (the idle callback asked for with the page runs in an idle period after a frame).
    expect(first.rendered).toContain('area-0');
    expect(first.firstShown).toBe(true);
    expect(first.rendered).not.toContain('area-3');
    expect(first.lastShown).toBe(false);

    // Soon every area has been rendered once, so the geometry is a full rendering's.
    const frame = page.frameLocator('iframe.one-editor-frame');
    await expect
      .poll(() => frame.locator('[data-area-id]:not([data-canvas-rendered])').count(), {
        timeout: 10_000,
      })
      .toBe(0);
    await settle(page);
    expectSameBoxes(await geometry(page), await fullyRendered(page, () => geometry(page)));
    await page.close();
  }, 120_000);
});
