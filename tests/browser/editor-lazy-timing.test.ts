import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The first use of each lazily loaded part of the editor in a page, with nothing held back, on
 * the real server, for a returning owner (the browser's cache holds the code, the page has yet
 * to load it): the busy status standing in for the part has an accessible name and gives way
 * to the part within 300 ms on this machine. The
 * statuses are recorded in the page as they come and go (a MutationObserver), so one that only
 * lasts a frame is seen too; a part whose code the editor had already fetched ahead (the forms,
 * once the browser was idle) shows none, which is the point of fetching it ahead.
 */
let server: AppServer;
let browser: Browser;

/** Longest an owner may look at a part's loading status on this machine. */
const MAX_LOADING_MS = 300;

withAppAndChromium((started) => ({ server, browser } = started));

interface SeenStatus {
  name: string;
  text: string;
  shownAt: number;
  goneAt: number | null;
}

declare global {
  interface Window {
    __loadingStatuses?: SeenStatus[];
  }
}

/** In the editor's page from its first script: every busy status, when it came and went. */
const RECORD_STATUSES = `(() => {
  if (window !== window.top) return;
  const seen = new Map();
  window.__loadingStatuses = [];
  const scan = () => {
    const now = performance.now();
    for (const el of document.querySelectorAll('[role="status"][aria-busy="true"]')) {
      if (seen.has(el)) continue;
      const record = { name: el.getAttribute('aria-label') || '', text: (el.textContent || '').trim(), shownAt: now, goneAt: null };
      seen.set(el, record);
      window.__loadingStatuses.push(record);
    }
    for (const [el, record] of seen) {
      if (record.goneAt === null && (!el.isConnected || el.getAttribute('aria-busy') !== 'true')) record.goneAt = now;
    }
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
})();`;

const inspector = (page: Page) => page.locator('.one-editor-inspector');

/**
 * A returning owner's editor: a browser context whose HTTP cache already holds the editor's
 * code (an earlier visit used every part), and a new page in it, whose parts are all still to
 * load — each one's first use in this page is what is measured.
 */
async function returningOwnersEditor(): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const earlier = await context.newPage();
  await openEditor(earlier, server.url);
  await openEveryPart(earlier);
  await earlier.close();
  const page = await context.newPage();
  await page.addInitScript(RECORD_STATUSES);
  await openEditor(page, server.url);
  return { page, close: () => context.close() };
}

/**
 * Opens each lazily loaded part once: a text's fields, a code field, Custom CSS, Theme, Layers,
 * the menus, a dialog.
 */
async function openEveryPart(page: Page): Promise<void> {
  await openBothMenus(page);
  await selectFirst(page, 'text');
  await inspector(page).getByRole('textbox', { name: 'Text' }).click();
  await inspector(page).locator('.one-editor-richtext [contenteditable="true"]').waitFor();
  await selectFirst(page, 'iframe');
  await inspector(page).locator('.cm-content').first().waitFor();
  await page.evaluate(() => window.__vitrineEditor!.store.getState().select(null));
  await inspector(page).getByRole('tab', { name: 'Custom CSS' }).click();
  await inspector(page).getByRole('textbox', { name: 'Custom CSS' }).waitFor();
  await inspector(page).getByRole('tab', { name: 'Theme' }).click();
  await inspector(page).getByRole('radio', { name: 'Dark' }).waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: 'Layers' }).click();
  await page.locator('.one-editor-layer-row').first().waitFor();
  await openShortcutsDialog(page);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The keyboard shortcuts dialog, by its key, from the page (focus outside any field). */
async function openShortcutsDialog(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
}

/** A component's context menu by a right-click on the canvas, then the zoom menu; each closed. */
async function openBothMenus(page: Page): Promise<void> {
  const frame = page.frameLocator('iframe.one-editor-frame');
  await frame.locator('[data-component-type="text"]').first().click({ button: 'right' });
  await page.getByRole('menu', { name: /^Actions for / }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /^Zoom: / }).click();
  await page.getByRole('menuitem', { name: /^Zoom in/ }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

async function selectFirst(page: Page, type: string): Promise<void> {
  await page.evaluate((type) => {
    const state = window.__vitrineEditor!.store.getState();
    const found = state.document.components.find((c) => c.type === type);
    const id =
      found?.id ??
      state.addComponent(type, { areaId: state.document.grid_config?.areas[0]?.id ?? '' });
    window.__vitrineEditor!.store.getState().select({ kind: 'component', id });
  }, type);
}

/** The loading statuses the page showed, once the part is there and they have all gone. */
async function statusesSeen(page: Page): Promise<SeenStatus[]> {
  await expect
    .poll(() =>
      page.evaluate(() => (window.__loadingStatuses ?? []).every((s) => s.goneAt !== null)),
    )
    .toBe(true);
  return page.evaluate(() =>
    (window.__loadingStatuses ?? []).filter((s) => /^Loading/.test(s.text)),
  );
}

function expectNamedAndBrief(statuses: SeenStatus[]) {
  for (const status of statuses) {
    // Its name says the same as its text, without the ellipsis.
    expect(status.name).toBe(status.text.replace(/…$/, ''));
    const shown = status.goneAt! - status.shownAt;
    console.log(`"${status.text}" shown for ${shown.toFixed(0)} ms`);
    expect(shown, `"${status.text}" was shown for ${shown.toFixed(0)} ms`).toBeLessThanOrEqual(
      MAX_LOADING_MS,
    );
  }
}

/**
 * A dialog's own code and Radix's dialog are fetched together: at most one status stands in
 * for the dialog, never a second one (the dialog shell's "Loading...") after the first.
 */
function expectOneStatusForTheDialog(statuses: SeenStatus[]) {
  expect(statuses.filter((s) => /dialog|^Loading\.\.\.$/.test(s.text)).length).toBeLessThanOrEqual(
    1,
  );
  expectNamedAndBrief(statuses);
}

describe(`the first use of each lazily loaded part shows a named status for at most ${MAX_LOADING_MS} ms`, () => {
  it('a text component: the forms, the form validator and the rich-text editor', async () => {
    const { page, close } = await returningOwnersEditor();
    try {
      await selectFirst(page, 'text');
      const field = inspector(page).getByRole('textbox', { name: 'Text' });
      await field.waitFor();
      await field.click();
      await inspector(page).locator('.one-editor-richtext [contenteditable="true"]').waitFor();
      expectNamedAndBrief(await statusesSeen(page));
    } finally {
      // Closed whatever happened: a page left open would slow every later case.
      await close();
    }
  });

  it('a code field: the code editor', async () => {
    const { page, close } = await returningOwnersEditor();
    try {
      await selectFirst(page, 'iframe');
      await inspector(page).locator('.cm-content').first().waitFor();
      expectNamedAndBrief(await statusesSeen(page));
    } finally {
      // Closed whatever happened: a page left open would slow every later case.
      await close();
    }
  });

  it('the Custom CSS tab: the CSS editor with its linter', async () => {
    const { page, close } = await returningOwnersEditor();
    try {
      await page.evaluate(() => window.__vitrineEditor!.store.getState().select(null));
      await inspector(page).getByRole('tab', { name: 'Custom CSS' }).click();
      await inspector(page).getByRole('textbox', { name: 'Custom CSS' }).waitFor();
      const statuses = await statusesSeen(page);
      // Never fetched ahead: its status is always seen.
      expect(statuses.map((s) => s.name)).toContain('Loading the CSS editor');
      expectNamedAndBrief(statuses);
    } finally {
      // Closed whatever happened: a page left open would slow every later case.
      await close();
    }
  });

  it('the Theme tab: the colour pickers, fonts and contrast checks', async () => {
    const { page, close } = await returningOwnersEditor();
    try {
      await page.evaluate(() => window.__vitrineEditor!.store.getState().select(null));
      await inspector(page).getByRole('tab', { name: 'Theme' }).click();
      await inspector(page).getByRole('radio', { name: 'Dark' }).waitFor({ state: 'attached' });
      const statuses = await statusesSeen(page);
      expect(statuses.map((s) => s.name)).toContain('Loading the theme settings');
      expectNamedAndBrief(statuses);
    } finally {
      // Closed whatever happened: a page left open would slow every later case.
      await close();
    }
  });

  it("a dialog: Radix's dialog, with the keyboard shortcuts", async () => {
    const { page, close } = await returningOwnersEditor();
    try {
      // Fetched ahead once the browser is idle: a status only when a dialog opens before.
      await openShortcutsDialog(page);
      expectOneStatusForTheDialog(await statusesSeen(page));
    } finally {
      // Closed whatever happened: a page left open would slow every later case.
      await close();
    }
  });

  it("the Open dialog: the editor's dialogs", async () => {
    const { page, close } = await returningOwnersEditor();
    try {
      // Fetched ahead once the browser is idle: a status only when a dialog opens before.
      await page.getByRole('button', { name: 'Open a layout' }).click();
      await page.getByRole('dialog', { name: 'Open a layout' }).waitFor();
      expectOneStatusForTheDialog(await statusesSeen(page));
    } finally {
      // Closed whatever happened: a page left open would slow every later case.
      await close();
    }
  });

  it("a block of a type the page does not use, added from the palette: a box of a block's height, then the block", async () => {
    const { page, close } = await returningOwnersEditor();
    try {
      // A layout of texts only, opened afresh: the other types' code is still to load.
      const layoutId = await page.evaluate(async () => {
        const response = await fetch('/v1/layouts', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': window.__VITRINE_CONFIG__?.editorKey ?? '',
          },
          body: JSON.stringify({
            name: 'Texts only',
            document: {
              version: 3,
              grid_config: {
                areas: [
                  { id: 'main', name: 'Main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 },
                ],
              },
              components: [
                {
                  id: 'c-1',
                  type: 'text',
                  areaId: 'main',
                  order: 0,
                  data: { content: '<p>Hi</p>' },
                },
              ],
            },
          }),
        });
        return ((await response.json()) as { id: string }).id;
      });
      // Code asked for once the editor is open arrives 100 ms late, as on a slow connection: the
      // new block's code is then still on its way when it lands, and its box is seen.
      let slow = false;
      await page.route('**/assets/**', async (route) => {
        if (slow) await new Promise((resolve) => setTimeout(resolve, 100));
        await route.continue();
      });
      await openEditor(page, server.url, `?layout=${layoutId}`);
      slow = true;
      const [label, type] = ['Countdown', 'countdown'];
      // In the canvas's document: each placeholder box, its height when it came, and when it went.
      await page.evaluate(() => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe.one-editor-frame')!;
        const doc = frame.contentDocument!;
        const seen = new Map<Element, { height: number; shownAt: number; goneAt: number | null }>();
        const w = window as unknown as { __boxes: typeof seen };
        w.__boxes = seen;
        new MutationObserver(() => {
          const now = performance.now();
          for (const el of doc.querySelectorAll('.one-component-loading')) {
            if (!seen.has(el))
              seen.set(el, {
                height: el.getBoundingClientRect().height,
                shownAt: now,
                goneAt: null,
              });
          }
          for (const [el, box] of seen)
            if (box.goneAt === null && !el.isConnected) box.goneAt = now;
        }).observe(doc, { subtree: true, childList: true });
      });
      await page.getByRole('button', { name: `${label}: add to the page` }).click();
      await page
        .frameLocator('iframe.one-editor-frame')
        .locator(`[data-component-type="${type}"] > :not(.one-component-loading)`)
        .first()
        .waitFor();
      const boxes = await page.evaluate(() => [
        ...(
          window as unknown as {
            __boxes: Map<Element, { height: number; shownAt: number; goneAt: number | null }>;
          }
        ).__boxes.values(),
      ]);
      expect(boxes.length, 'a box stood in for the block while its code arrived').toBeGreaterThan(
        0,
      );
      for (const box of boxes) {
        expect(box.goneAt, 'the placeholder box gave way to the block').not.toBeNull();
        const shown = box.goneAt! - box.shownAt;
        console.log(`the ${type} block's placeholder box was shown for ${shown.toFixed(0)} ms`);
        expect(shown).toBeLessThanOrEqual(MAX_LOADING_MS);
        expect(box.height, "the box keeps a block's height").toBeGreaterThanOrEqual(48);
      }
    } finally {
      // Closed whatever happened: a page left open would slow every later case.
      await close();
    }
  });

  it("a component's context menu and the zoom menu", async () => {
    const { page, close } = await returningOwnersEditor();
    try {
      // Fetched ahead once the browser is idle: a status only when a menu is opened before.
      await openBothMenus(page);
      expectNamedAndBrief(await statusesSeen(page));
    } finally {
      // Closed whatever happened: a page left open would slow every later case.
      await close();
    }
  });

  it('the Layers tab: the layers tree', async () => {
    const { page, close } = await returningOwnersEditor();
    try {
      await page.getByRole('tab', { name: 'Layers' }).click();
      await page.locator('.one-editor-layer-row').first().waitFor();
      // Fetched ahead once the browser is idle: a status only when the tab is opened before.
      expectNamedAndBrief(await statusesSeen(page));
    } finally {
      // Closed whatever happened: a page left open would slow every later case.
      await close();
    }
  });
});
