import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { openEditor } from './support/editorPage';
import { selectLayer } from './support/selectLayer';
import { startAppServer, type AppServer } from './support/server';
import type { LayoutDocument } from '../../src/schema/layout/document';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';

/**
 * "How it is checked": the editor on the real server, from an empty layout to the
 * visitor page, by pointer and by keyboard.
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

function doc(page: Page): Promise<LayoutDocument> {
  return page.evaluate(() => window.__vitrineEditor!.store.getState().document);
}

function canvasFrame(page: Page): Frame {
  const frame = page
    .frames()
    .find((f) => f !== page.mainFrame() && f.parentFrame() === page.mainFrame());
  if (!frame) throw new Error('No canvas frame');
  return frame;
}

/** Centre of an element inside the canvas frame, in page coordinates. */
async function frameCentre(
  page: Page,
  selector: string,
  dy = 0,
): Promise<{ x: number; y: number }> {
  const box = await page
    .frameLocator('iframe.one-editor-frame')
    .locator(selector)
    .first()
    .boundingBox();
  if (!box) throw new Error(`${selector} is not displayed in the canvas`);
  return {
    x: box.x + box.width / 2,
    y: box.y + Math.min(box.height - 2, Math.max(2, box.height / 2 + dy)),
  };
}

/** A real pointer drag: press, travel in steps (dnd-kit needs movement), release. */
async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.waitForTimeout(100);
  await page.mouse.move(to.x, to.y + 1);
  await page.mouse.up();
  await page.waitForTimeout(100);
}

async function centreOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} not found`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]').first().textContent();

/** Share of differing pixels between two PNGs of the same size, compared in the browser. */
async function pixelDifference(
  page: Page,
  a: Buffer,
  b: Buffer,
): Promise<{ sameSize: boolean; ratio: number; size: string }> {
  return page.evaluate(
    async ([first, second]) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.onerror = reject;
          img.src = src;
        });
      const [x, y] = await Promise.all([load(first!), load(second!)]);
      const size = `${x.width}x${x.height} vs ${y.width}x${y.height}`;
      // Sub-pixel placement may round the element to one pixel more or less.
      if (Math.abs(x.width - y.width) > 1 || Math.abs(x.height - y.height) > 1)
        return { sameSize: false, ratio: 1, size };
      const read = (img: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = Math.min(x.width, y.width);
        canvas.height = Math.min(x.height, y.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const p = read(x);
      const q = read(y);
      const w = Math.min(x.width, y.width);
      const h = Math.min(x.height, y.height);
      // The element may sit one pixel off in either page: take the best of the 1 px shifts.
      let best = 1;
      for (const dx of [-1, 0, 1]) {
        for (const dy of [-1, 0, 1]) {
          let differing = 0;
          let counted = 0;
          for (let row = 1; row < h - 1; row++) {
            for (let col = 1; col < w - 1; col++) {
              const i = (row * w + col) * 4;
              const j = ((row + dy) * w + (col + dx)) * 4;
              counted++;
              if (
                Math.abs(p[i]! - q[j]!) +
                  Math.abs(p[i + 1]! - q[j + 1]!) +
                  Math.abs(p[i + 2]! - q[j + 2]!) >
                48
              )
                differing++;
            }
          }
          best = Math.min(best, differing / counted);
        }
      }
      return { sameSize: true, ratio: best, size };
    },
    [
      `data:image/png;base64,${a.toString('base64')}`,
      `data:image/png;base64,${b.toString('base64')}`,
    ],
  );
}

describe('editor I end to end', () => {
  it('builds a page from an empty layout, previews each device, undoes, saves, reloads and matches the visitor page', async () => {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1100 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openEditor(page, server.url);
    // The seeded demo layout opens by default.
    await expect.poll(() => page.locator('.one-editor-layout-name').textContent()).toMatch(/demo/i);

    // New, empty layout.
    await page.getByRole('button', { name: 'New layout' }).click();
    await page.getByLabel('Name').fill('E2E page');
    await page.getByLabel('An empty page').check();
    await page.getByRole('button', { name: 'Create layout' }).click();
    await expect.poll(() => page.locator('.one-editor-layout-name').textContent()).toBe('E2E page');
    await expect.poll(async () => (await doc(page)).grid_config?.areas.length).toBe(1);

    // Two more areas.
    await page.getByRole('button', { name: 'Add area' }).click();
    await page.getByRole('button', { name: 'Add area' }).click();
    const areas = (await doc(page)).grid_config!.areas.map((a) => a.id);
    expect(areas).toHaveLength(3);
    const [first, second, third] = areas as [string, string, string];
    await expect.poll(() => page.getByText(/Drop a component here/).count()).toBe(3);

    // Text by pointer into the first area.
    await drag(
      page,
      await centreOf(page, 'button[aria-label="Text: add to the page"]'),
      await frameCentre(page, `[data-area-id="${first}"]`),
    );
    await expect
      .poll(async () => (await doc(page)).components.map((c) => `${c.type}@${c.areaId}`))
      .toEqual([`text@${first}`]);

    // Image with the KEYBOARD into the second area, with announcements.
    await page.getByRole('button', { name: 'Image: add to the page' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page)).toMatch(/Picked up Image/);
    let guard = 0;
    while (
      !(await page.locator('.one-editor-drop-indicator').textContent())?.includes(second) &&
      guard++ < 12
    ) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(60);
    }
    await expect.poll(() => liveRegion(page)).toMatch(/would land at/);
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page)).toMatch(/Image landed at/);
    await expect
      .poll(async () => (await doc(page)).components.find((c) => c.type === 'image')?.areaId)
      .toBe(second);

    // Carousel by pointer into the first area, below the text.
    await drag(
      page,
      await centreOf(page, 'button[aria-label="Carousel: add to the page"]'),
      await frameCentre(page, `[data-area-id="${first}"]`, 30),
    );
    const inFirst = async () =>
      (await doc(page)).components
        .filter((c) => c.areaId === first)
        .sort((a, b) => a.order - b.order)
        .map((c) => c.type);
    await expect.poll(inFirst).toEqual(['text', 'carousel']);

    // Reorder: drag the carousel (by its selection handle) above the text.
    await page
      .frameLocator('iframe.one-editor-frame')
      .locator('[data-component-type="carousel"]')
      .click({ position: { x: 5, y: 5 } });
    await drag(
      page,
      await centreOf(page, 'button[aria-label="Move Carousel"]'),
      await frameCentre(page, '[data-component-type="text"]', -100),
    );
    await expect.poll(inFirst).toEqual(['carousel', 'text']);

    // Give the image and the carousel a picture (the store action the content panels call).
    await page.evaluate(() => {
      const s = window.__vitrineEditor!.store.getState();
      for (const c of s.document.components) {
        if (c.type === 'image')
          s.updateComponentData(c.id, { src: '/demo/aurora.svg', alt: 'Aurora' });
        if (c.type === 'carousel')
          s.updateComponentData(c.id, {
            images: [{ src: '/demo/aurora.svg', alt: 'Aurora' }],
            autoplay: false,
          });
      }
    });

    // Put the third area to use, so no area is empty (empty areas get builder-only room).
    await page.frameLocator('iframe.one-editor-frame').locator(`[data-area-id="${third}"]`).click();
    await expect.poll(() => page.getByRole('heading', { name: /^Area:/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Text: add to the page' }).click();
    await expect
      .poll(async () => (await doc(page)).components.filter((c) => c.areaId === third).length)
      .toBe(1);

    // Resize: at desktop add a second column (a desktop override), then drag the first area's right edge to line 3.
    await page.evaluate(() => window.__vitrineEditor!.store.getState().select(null));
    await page.getByRole('button', { name: 'Add column' }).first().click();
    await expect
      .poll(async () => (await doc(page)).grid_config!.breakpoints.desktop?.templateColumns)
      .toEqual(['1fr', '1fr']);
    await page
      .frameLocator('iframe.one-editor-frame')
      .locator('[data-component-type="text"]')
      .first()
      .click();
    await page.getByRole('button', { name: /^Select the parent of/ }).click();
    const edge = page.getByRole('button', { name: /: right edge, column line 2/ });
    const edgeBox = (await edge.boundingBox())!;
    const gridBox = (await page
      .frameLocator('iframe.one-editor-frame')
      .locator('.one-grid')
      .boundingBox())!;
    await page.mouse.move(edgeBox.x + edgeBox.width / 2, edgeBox.y + edgeBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(gridBox.x + gridBox.width - 20, edgeBox.y + edgeBox.height / 2, {
      steps: 10,
    });
    await page.mouse.up();
    await expect
      .poll(
        async () =>
          (await doc(page)).grid_config!.areas.find((a) => a.id === first)!.breakpoints.desktop
            ?.endCol,
      )
      .toBe(2);
    await expect(
      page.getByRole('button', { name: /: right edge, column line 3/ }).count(),
    ).resolves.toBe(1);

    // Hide the second area on mobile only.
    await page.evaluate(
      (id) => window.__vitrineEditor!.store.getState().select({ kind: 'area', id }),
      second,
    );
    await page.getByRole('checkbox', { name: 'Mobile' }).uncheck();
    const frame = canvasFrame(page);
    const secondShown = () => frame.locator(`[data-area-id="${second}"]`).isVisible();

    // Preview each device: the frame has the device's width and the media queries follow it.
    const frameWidth = () =>
      page
        .locator('iframe.one-editor-frame')
        .evaluate((f) => (f as HTMLIFrameElement).contentWindow!.innerWidth);
    await page.getByRole('radio', { name: 'Mobile (375 px)' }).click();
    await expect.poll(frameWidth).toBe(375);
    await expect.poll(secondShown).toBe(false);
    await page.getByRole('radio', { name: 'Tablet (768 px)' }).click();
    await expect.poll(frameWidth).toBe(768);
    await expect.poll(secondShown).toBe(true);
    await page.getByRole('radio', { name: 'Desktop (1280 px)' }).click();
    await expect.poll(frameWidth).toBe(1280);
    await expect.poll(secondShown).toBe(true);

    // Undo and redo (keyboard), focus outside any field.
    await page.locator('.one-editor-canvas-toolbar').click({ position: { x: 600, y: 10 } });
    await page.keyboard.press('Control+z');
    await page.getByRole('radio', { name: 'Mobile (375 px)' }).click();
    await expect.poll(secondShown).toBe(true);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(secondShown).toBe(false);

    // Save with Ctrl+S.
    const beforeSave = await doc(page);
    await page.keyboard.press('Control+s');
    await expect
      .poll(() => page.locator('.one-editor-status').textContent())
      .toMatch(/Saved · version 2/);

    // Reload: the same document comes back from the server.
    const layoutId = await page.evaluate(() => window.__vitrineEditor!.session.getState().layoutId);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    const normalised = parseLayoutDocument(beforeSave);
    expect(normalised.ok && normalised.layout).toEqual(await doc(page));

    // Publish, then compare the canvas with the visitor page at 375 and 1280 px.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByText(/Visitors now see version/).count()).toBe(1);

    for (const [device, width] of [
      ['Mobile (375 px)', 375],
      ['Desktop (1280 px)', 1280],
    ] as const) {
      await page.getByRole('radio', { name: device }).click();
      await page.evaluate(() => window.__vitrineEditor!.store.getState().select(null));
      await page.mouse.move(5, 5);
      await page.waitForTimeout(600);
      const editorShot = await page
        .frameLocator('iframe.one-editor-frame')
        .locator('.one-layout')
        .screenshot({ path: `/tmp/shots/h5/e2e-canvas-${width}.png` });
      const visitor = await browser.newPage({ viewport: { width, height: 2400 } });
      await visitor.goto(`${server.url}/c/demo?layout_id=${layoutId}`);
      await visitor.locator('.one-layout [data-component-type="carousel"] img').first().waitFor();
      await visitor.waitForLoadState('networkidle');
      await visitor.waitForTimeout(600);
      const visitorShot = await visitor
        .locator('.one-layout')
        .first()
        .screenshot({ path: `/tmp/shots/h5/e2e-visitor-${width}.png` });
      await visitor.close();
      const diff = await pixelDifference(page, editorShot, visitorShot);
      expect(diff.sameSize, diff.size).toBe(true);
      expect(diff.ratio).toBeLessThan(0.01);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('Delete removes the selected component; Ctrl+Z brings it back selected, with its panel and in view', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openEditor(page, server.url);
    await selectLayer(page, /^Share$/);
    const selected = () => page.evaluate(() => window.__vitrineEditor!.store.getState().selection);
    const shared = await selected();
    expect(shared).toMatchObject({ kind: 'component' });
    const id = (shared as { id: string }).id;
    const layers = page.locator('section[aria-label="Layers"]');
    const shareRows = () => layers.getByRole('button', { name: /^Share$/ }).count();
    const before = await shareRows();

    await page.keyboard.press('Delete');
    await expect.poll(shareRows).toBe(before - 1);
    expect(await selected()).toBeNull();
    await page.getByRole('heading', { level: 2, name: 'Page' }).waitFor();

    await page.keyboard.press('Control+z');
    await expect.poll(shareRows).toBe(before);
    expect(await selected()).toEqual({ kind: 'component', id });
    const inspector = page.locator('.one-editor-inspector');
    await inspector.getByRole('heading', { level: 2, name: /^Share$/ }).waitFor();
    await expect
      .poll(() => layers.locator('[aria-current="true"]').first().textContent())
      .toMatch(/Share/);
    // Scrolled into the canvas.
    const inView = () =>
      page
        .frameLocator('iframe.one-editor-frame')
        .locator(`[data-component-id="${id}"]`)
        .evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.bottom > 0 && box.top < el.ownerDocument.defaultView!.innerHeight;
        });
    await expect.poll(inView).toBe(true);

    // Redo deletes it again and leaves nothing selected, as the delete did.
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(shareRows).toBe(before - 1);
    expect(await selected()).toBeNull();
    await page.close();
  }, 60_000);

  it('two tabs saving the same layout: the second gets the conflict choice and no edit is lost', async () => {
    const a = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const b = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openEditor(a, server.url);
    const layoutId = await a.evaluate(() => window.__vitrineEditor!.session.getState().layoutId);
    await openEditor(b, server.url, `?layout=${layoutId}`);

    await a.getByRole('button', { name: 'Add area' }).click();
    await a.keyboard.press('Control+s');
    await expect.poll(() => a.locator('.one-editor-status').textContent()).toMatch(/Saved/);
    const theirs = await doc(a);

    await b.evaluate(() => window.__vitrineEditor!.store.getState().select(null));
    await b.getByRole('button', { name: 'Separator: add to the page' }).click();
    const mine = await doc(b);
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() =>
        b.getByRole('dialog', { name: 'This layout changed since you opened it' }).count(),
      )
      .toBe(1);
    await b.getByRole('button', { name: /Keep both/ }).click();
    await expect.poll(() => b.getByText(/Both versions kept/).count()).toBe(1);

    // B now shows theirs; mine is a new layout with my edit.
    expect(await doc(b)).toEqual(theirs);
    const key = await b.evaluate(() => window.__VITRINE_CONFIG__?.editorKey ?? '');
    const list = (await (
      await fetch(`${server.url}/v1/layouts?limit=100`, { headers: { 'x-api-key': key } })
    ).json()) as {
      data: { id: string; name: string }[];
    };
    const copy = list.data.find((l) => l.name.endsWith('(my copy)'));
    expect(copy).toBeDefined();
    const copyRecord = (await (
      await fetch(`${server.url}/v1/layouts/${copy!.id}`, { headers: { 'x-api-key': key } })
    ).json()) as {
      document: LayoutDocument;
      collection_id: string | null;
    };
    expect(copyRecord.document.components.map((c) => c.id)).toEqual(
      mine.components.map((c) => c.id),
    );
    // The copy belongs to the same collection as the layout it was edited from.
    const originalId = await b.evaluate(() => window.__vitrineEditor!.session.getState().layoutId);
    const original = (await (
      await fetch(`${server.url}/v1/layouts/${originalId}`, { headers: { 'x-api-key': key } })
    ).json()) as { collection_id: string | null };
    expect(copyRecord.collection_id).toBe(original.collection_id);
    await a.close();
    await b.close();
  }, 120_000);

  it('unsaved edits: the leave guard asks, and the local draft is offered back after a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openEditor(page, server.url);
    const areasBefore = (await doc(page)).grid_config!.areas.length;
    await page.getByRole('button', { name: 'Add area' }).click();
    await expect
      .poll(() => page.locator('.one-editor-status').textContent())
      .toMatch(/Unsaved changes/);
    await page.waitForTimeout(400); // the draft is written within 200 ms of a change

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    expect(dialogs).toContain('beforeunload');
    // The server copy loads; the draft is offered, not forced.
    expect((await doc(page)).grid_config!.areas.length).toBe(areasBefore);
    await expect.poll(() => page.getByText(/Unsaved changes to this layout from/).count()).toBe(1);
    await page.getByRole('button', { name: 'Restore my changes' }).click();
    expect((await doc(page)).grid_config!.areas.length).toBe(areasBefore + 1);
    await expect
      .poll(() => page.locator('.one-editor-status').textContent())
      .toMatch(/Unsaved changes/);
    await page.close();
  }, 60_000);

  it('drops into the visible tab of a tab container, and moves the component out again by keyboard', async () => {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1100 } });
    await openEditor(page, server.url);
    const panel = page
      .frameLocator('iframe.one-editor-frame')
      .locator('[data-component-type="tab-container"] [role="tabpanel"]')
      .first();
    await panel.scrollIntoViewIfNeeded();
    const tabId = await panel.getAttribute('data-tab-id');
    const containerId = await page
      .frameLocator('iframe.one-editor-frame')
      .locator('[data-component-type="tab-container"]')
      .first()
      .getAttribute('data-component-id');
    expect(tabId).toBeTruthy();
    const box = (await panel.boundingBox())!;
    await drag(page, await centreOf(page, 'button[aria-label="Separator: add to the page"]'), {
      x: box.x + box.width / 2,
      y: box.y + box.height - 4,
    });
    const separator = async () =>
      (await doc(page)).components.find(
        (c) => c.type === 'separator' && c.parentId === containerId,
      );
    await expect.poll(async () => (await separator())?.tabId).toBe(tabId);

    // Keyboard move: the new separator is selected; pick it up by its handle and step up once.
    const before = await separator();
    await page.getByRole('button', { name: /^Move Separator$/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page)).toMatch(/Picked up Separator/);
    // dnd-kit attaches its arrow-key listener in a setTimeout after the pick-up; a timer queued
    // now runs after it (a person is never this fast, Playwright is).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await page.screenshot({ path: '/tmp/shots/h5/keyboard-drag.png' });
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page)).toMatch(/Separator landed at/);
    const after = (await doc(page)).components.find((c) => c.id === before!.id)!;
    expect(`${after.areaId}|${after.tabId}|${after.order}`).not.toBe(
      `${before!.areaId}|${before!.tabId}|${before!.order}`,
    );
    await page.close();
  }, 60_000);

  it('version history lists versions with their time and restores one', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openEditor(page, server.url);
    await page.getByRole('button', { name: 'New layout' }).click();
    await page.getByLabel('Name').fill('History page');
    await page.getByRole('button', { name: 'Create layout' }).click();
    await expect
      .poll(() => page.locator('.one-editor-layout-name').textContent())
      .toBe('History page');
    const first = await doc(page);
    await page.getByRole('button', { name: 'Add area' }).click();
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.locator('.one-editor-status').textContent()).toMatch(/version 2/);

    await page.getByRole('button', { name: 'Version history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Version history' });
    await expect.poll(() => dialog.getByText(/^Version \d/).count()).toBe(2);
    expect(await dialog.locator('time').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Restore version 1' }).click();
    await expect.poll(() => page.getByText(/Version 1 restored/).count()).toBe(1);
    expect(await doc(page)).toEqual(first);
    await expect.poll(() => page.locator('.one-editor-status').textContent()).toMatch(/version 3/);
    await page.close();
  }, 60_000);
});
