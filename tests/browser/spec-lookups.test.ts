import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { openEditor } from './support/editorPage';
import { startAppServer, type AppServer } from './support/server';

/**
 * What a test written from the spec does on the real server: find controls by role and label,
 * click them as a person would (no forced clicks), and check a layout written through the API
 * renders per breakpoint as the spec says.
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

/** Selects the first component of `type` in the editor and waits for its panel. */
async function selectFirst(page: Page, type: string): Promise<string> {
  const id = await page.evaluate((type) => {
    const state = window.__vitrineEditor!.store.getState();
    const component = state.document.components.find((c) => c.type === type)!;
    state.select({ kind: 'component', id: component.id });
    return component.id;
  }, type);
  await page.locator('.one-editor-inspector').getByRole('tab', { name: 'Content' }).waitFor();
  return id;
}

const inspector = (page: Page) => page.locator('.one-editor-inspector');

describe('controls a spec-based test finds by role and label', () => {
  it('a switch takes a plain click, and a bounded number has one control for its label', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openEditor(page, server.url);
      // The published demo's audio block (its video sits in the showcase layout).
      const id = await selectFirst(page, 'audio');
      const loop = inspector(page).getByRole('switch', { name: 'Loop' });
      const before = await loop.isChecked();
      await loop.click({ timeout: 5_000 });
      expect(await loop.isChecked()).toBe(!before);
      const data = await page.evaluate(
        (id) =>
          window.__vitrineEditor!.store.getState().document.components.find((c) => c.id === id)!
            .data,
        id,
      );
      expect((data as { loop?: boolean }).loop).toBe(!before);

      await selectFirst(page, 'separator');
      await inspector(page).getByRole('tab', { name: 'Styles' }).click();
      // blocks.md "Separator: color, thickness, style": one control answers to "Thickness".
      await expect.poll(() => inspector(page).getByLabel('Thickness').count()).toBe(1);
      await inspector(page).getByLabel('Thickness').fill('4');
      await expect
        .poll(() =>
          page
            .frameLocator('iframe.one-editor-frame')
            .locator('.one-separator')
            .first()
            .evaluate((el) => getComputedStyle(el).borderTopWidth),
        )
        .toBe('4px');
    } finally {
      await page.close();
    }
  }, 60_000);

  it("another component's settings open at their top, not where the last panel was scrolled", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
    try {
      await openEditor(page, server.url);
      await selectFirst(page, 'registration');
      const panel = page.locator('.one-editor-right');
      // The fields may still be loading (the form engine comes with the first selection): scroll
      // once the panel is taller than its box. The browser reports a scroll at its next frame,
      // as it does to a person scrolling; the next click comes after it, as a person's would.
      await expect
        .poll(() =>
          panel.evaluate(async (el) => {
            el.scrollTop = el.scrollHeight;
            await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
            return el.scrollTop;
          }),
        )
        .toBeGreaterThan(0);
      await selectFirst(page, 'audio');
      await inspector(page).getByRole('heading', { name: 'Audio' }).waitFor();
      expect(await panel.evaluate((el) => el.scrollTop)).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('on a phone, adding from the palette shows the canvas with the new component', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    try {
      await openEditor(page, server.url);
      await page.getByRole('button', { name: 'Components', exact: true }).click();
      await page.getByRole('button', { name: 'Text: add to the page' }).click();
      await expect
        .poll(() =>
          page.getByRole('button', { name: 'Canvas', exact: true }).getAttribute('aria-pressed'),
        )
        .toBe('true');
      await page.getByRole('button', { name: /^Move Text$/ }).waitFor();
    } finally {
      await page.close();
    }
  }, 60_000);

  it('a dialog names itself once and gives focus back to the button that opened it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openEditor(page, server.url);
      const opener = page.getByRole('button', { name: 'Version history' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Version history' });
      await dialog.waitFor();
      expect(await page.getByText('Version history', { exact: true }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Radix hands focus back on a timer after the content unmounts, so wait for it.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Version history');
      // The shortcuts are found without knowing "?".
      await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    } finally {
      await page.close();
    }
  }, 60_000);

  it("a selected component inside a tab leaves the tab bar to the tabs' clicks", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openEditor(page, server.url);
      const childId = await page.evaluate(() => {
        const state = window.__vitrineEditor!.store.getState();
        const child = state.document.components.find((c) => c.tabId !== undefined)!;
        state.select({ kind: 'component', id: child.id });
        return child.id;
      });
      const frame = page.frameLocator('iframe.one-editor-frame');
      await frame.locator(`[data-component-id="${childId}"]`).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: /^Move \S+$/ }).waitFor();
      const tab = frame.getByRole('tab').first();
      const box = (await tab.boundingBox())!;
      // What a real click at the tab's centre lands on, in the editor's own document.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button, iframe')?.tagName,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(hit).toBe('IFRAME');
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe('a layout written through the API (foundation breakpoints, text defaults)', () => {
  const document = {
    version: 3,
    grid_config: {
      templateColumns: ['1fr'],
      templateRows: ['auto', 'auto'],
      areas: [
        { id: 'top', startCol: 0, endCol: 1, startRow: 0, endRow: 1 },
        {
          id: 'promo',
          startCol: 0,
          endCol: 1,
          startRow: 1,
          endRow: 2,
          breakpoints: { mobile: { visible: false } },
        },
      ],
    },
    components: [
      { id: 'heading', type: 'text', areaId: 'top', data: { content: '<h1>Harbour Lamp</h1>' } },
      { id: 'offer', type: 'text', areaId: 'promo', data: { content: '<p>Launch offer</p>' } },
    ],
  };

  async function publishedLayoutUrl(layout: object = document): Promise<string> {
    const headers = { 'content-type': 'application/json', 'x-api-key': 'sk_local_vitrine' };
    const created = await fetch(`${server.url}/v1/layouts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Breakpoints', document: layout }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const published = await fetch(`${server.url}/v1/layouts/${id}/publish`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(published.ok).toBe(true);
    return `${server.url}/c/demo?layout_id=${id}`;
  }

  it('an area hidden by a mobile override alone is hidden under 768 px and shown from 768 px; a lone h1 keeps its 16 px margin', async () => {
    const url = await publishedLayoutUrl();
    for (const [width, shown] of [
      [375, false],
      [800, true],
      [1280, true],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        await page.goto(url);
        const heading = page.getByRole('heading', { name: 'Harbour Lamp', level: 1 });
        await heading.waitFor();
        expect(await page.getByText('Launch offer').isVisible(), `${width} px`).toBe(shown);
        expect(await heading.evaluate((el) => getComputedStyle(el).marginBottom)).toBe('16px');
      } finally {
        await page.close();
      }
    }
  }, 60_000);

  it("foundation theme: moving between layouts without a reload (Back, a registration's success layout) puts the new layout's light or dark class on the root", async () => {
    const dark = await publishedLayoutUrl({ ...document, theme: { mode: 'dark' } });
    const plain = await publishedLayoutUrl();
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    const rootClass = () => page.evaluate(() => window.document.documentElement.className);
    try {
      await page.goto(plain);
      await page.getByRole('heading', { name: 'Harbour Lamp' }).waitFor();
      expect(await rootClass()).toBe('light');
      await page.goto(dark);
      await page.getByRole('heading', { name: 'Harbour Lamp' }).waitFor();
      await expect.poll(rootClass).toBe('dark');
      // Back to the plain layout: the app moves without reloading.
      await page.goBack();
      await expect.poll(() => page.url()).toBe(plain);
      await expect.poll(rootClass).toBe('light');
      await page.goForward();
      await expect.poll(rootClass).toBe('dark');
      // A registration's success moves the page from a live island: wait until the page's
      // scripts listen (the class above is the server's, there before any script runs).
      await page.waitForFunction(
        () => window.document.documentElement.dataset.islands === 'started',
      );
      await page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, plain);
      await expect.poll(rootClass).toBe('light');
      expect(
        await page.evaluate(() => getComputedStyle(window.document.body).backgroundColor),
      ).toBe('rgb(255, 255, 255)');
    } finally {
      await page.close();
    }
  }, 60_000);
});
