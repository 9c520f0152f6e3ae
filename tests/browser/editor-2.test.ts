import { mkdirSync, readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { selectLayer } from './support/selectLayer';
import { startAppServer, type AppServer } from './support/server';

/**
 * End to end, on the real server and the built app, nothing mocked: an owner selects a
 * text and types in the rich-text field, changes a colour and a font size (arrow keys on the
 * number), adds a link to a links block, reorders share platforms, switches to dark mode,
 * writes custom CSS with an error (line number shown) then fixes it, exports the CSS, saves and
 * publishes — and the visitor page shows every change.
 */
const SHOTS = '/tmp/shots/h6';

/** A small solid PNG, made here so the upload is a real image file checked by content. */
function redPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [200, 30, 60]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
let server: AppServer | { url: string; close(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // H6_E2E_URL: a server already running (while developing); the real server otherwise.
  const running = process.env.H6_E2E_URL;
  server = running ? { url: running, close: async () => {} } : await startAppServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const inspector = (page: Page) => page.locator('.one-editor-inspector');
const layers = (page: Page) => page.locator('section[aria-label="Layers"]');

async function openEditor(page: Page) {
  await page.goto(`${server.url}/editor`);
  await page.getByRole('tab', { name: 'Layers' }).click();
  await layers(page).getByRole('button', { name: /^Text/ }).first().waitFor({ timeout: 30_000 });
}

async function groupNamed(scope: Locator, legend: string): Promise<Locator> {
  return scope
    .locator('fieldset.one-editor-group')
    .filter({ has: scope.page().locator(`legend:text-is("${legend}")`) });
}

describe('end to end: the generated panels, theme, custom CSS and export on the real server', () => {
  it('every edit made in the panels reaches the visitor page', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openEditor(page);

    // 1. Select the first text and type in the rich-text field.
    await selectLayer(page, /^Text$/);
    const richText = inspector(page).getByRole('textbox', { name: 'Text' });
    await richText.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Hello from the panel');
    await page
      .frameLocator('iframe')
      .first()
      .getByText('Hello from the panel')
      .waitFor({ timeout: 15_000 });

    // 2. A colour and a font size (stepped with the arrow keys) in the Styles tab.
    await inspector(page).getByRole('tab', { name: 'Styles' }).click();
    const paragraphs = await groupNamed(inspector(page), 'Paragraphs');
    await paragraphs.getByLabel('Color of paragraphs', { exact: true }).fill('#be123c');
    await paragraphs.getByRole('spinbutton', { name: 'Font size of paragraphs' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => paragraphs.getByLabel('Font size of paragraphs', { exact: true }).inputValue())
      .toBe('20');
    // Out of bounds: refused with the bound, the document keeps 20.
    await paragraphs.getByLabel('Font size of paragraphs', { exact: true }).fill('40');
    await paragraphs.getByText('Must be at most 24 px').waitFor();
    await paragraphs.getByLabel('Font size of paragraphs', { exact: true }).fill('20');
    await paragraphs.getByText('Must be at most 24 px').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}/e2e-1-text-styles.png` });

    // 3. Add a link to the links block.
    await selectLayer(page, /^Links$/);
    const list = inspector(page).locator('fieldset.one-editor-panel-list').first();
    // The form may still be loading its code: count the links once its list is there.
    await list.getByRole('button', { name: 'Add link' }).waitFor();
    const before = await list.locator('li.one-editor-list-item').count();
    await list.getByRole('button', { name: 'Add link' }).click();
    const added = list.locator('li.one-editor-list-item').nth(before);
    // blocks.md: a new link reads its defaults, as the document holds them.
    await expect
      .poll(() =>
        added
          .getByRole('combobox', { name: `Type of link ${before + 1}`, exact: true })
          .inputValue(),
      )
      .toBe('custom');
    expect(await added.getByRole('radio', { name: 'New tab (_blank)' }).isChecked()).toBe(true);
    // Each link's fields are named after its position in the list.
    await added
      .getByLabel(`URL of link ${before + 1}`, { exact: true })
      .fill('https://vitrine.example/journal');
    await added.getByLabel(`Text of link ${before + 1}`, { exact: true }).fill('Our journal');
    expect(await list.locator('li.one-editor-list-item').count()).toBe(before + 1);

    // 3b. Upload an image through the client (POST /v1/uploads); the preview and canvas show it.
    await selectLayer(page, /^Image$/);
    await inspector(page)
      .getByLabel(/^Upload a file for/)
      .first()
      .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: redPng(40, 30) });
    await expect
      .poll(() => inspector(page).locator('img.one-editor-preview').getAttribute('src'), {
        timeout: 15_000,
      })
      .toMatch(/^\/uploads\/upl_/);
    const uploaded = (await inspector(page).locator('img.one-editor-preview').getAttribute('src'))!;

    // 4. Reorder share platforms by dragging with the keyboard (LinkedIn up above X).
    await selectLayer(page, /^Share$/);
    const platforms = inspector(page).locator('fieldset.one-editor-panel-list').first();
    const names = () => platforms.locator('.one-editor-list-item-name').allInnerTexts();
    const start = await names();
    const handle = platforms.getByRole('button', { name: /Drag to reorder/ }).nth(2);
    await handle.focus();
    // dnd-kit measures between keys: give each step a frame or two, as a person would.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(200);
    }
    await expect.poll(names).not.toEqual(start);
    const reordered = await names();
    await page.screenshot({ path: `${SHOTS}/e2e-2-share.png` });

    // 4b. Layers: drag Button above Text with the pointer; the canvas follows.
    await page.getByRole('tab', { name: 'Layers' }).click();
    const hero = layers(page).getByRole('list', { name: 'Components in Hero' });
    const from = (await hero.getByRole('button', { name: 'Drag to move Button' }).boundingBox())!;
    const to = (await hero.getByRole('button', { name: /^Text$/ }).boundingBox())!;
    await page.mouse.move(from.x + 5, from.y + 5);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(from.x + 5, from.y + 5 + ((to.y - from.y) * i) / 10, { steps: 2 });
    await page.waitForTimeout(200);
    await page.mouse.up();
    await expect
      .poll(() => hero.locator('.one-editor-layer-name').allInnerTexts())
      .toEqual(['Button', 'Text', 'Image']);
    const heroTypes = (frame: ReturnType<Page['frameLocator']> | Page) =>
      frame
        .locator('[data-area-id]')
        .first()
        .locator(':scope > [data-component-type]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-component-type')));
    await expect
      .poll(() => heroTypes(page.frameLocator('iframe').first()))
      .toEqual(['button', 'text', 'image']);

    // 5. Dark mode: the canvas preview, and visitors first see dark.
    // Escape to the parent twice (component → area → page), from outside the drag handle.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await inspector(page).getByRole('tab', { name: 'Theme' }).click();
    await inspector(page).getByRole('radio', { name: 'Dark' }).check({ force: true });
    await inspector(page).getByLabel('Visitors first see').selectOption('dark');
    await expect
      .poll(() => page.frameLocator('iframe').first().locator('html.dark').count())
      .toBe(1);

    // 6. Custom CSS with an error (line number shown), then fixed.
    await inspector(page).getByRole('tab', { name: 'Custom CSS' }).click();
    const css = inspector(page).getByRole('textbox', { name: 'Custom CSS' });
    await css.click();
    await page.keyboard.type(
      '.one-text { letter-spacing: 1px; }\n.one-share { outline: 3px solid rgb(1, 2, 3);',
      { delay: 5 },
    );
    await inspector(page)
      .getByText(/Line 2, column 1: A “{” is never closed/)
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-3-css-error.png` });
    await page.keyboard.type(' }');
    await inspector(page).getByText('No problems: applied to the page.').waitFor();

    // 7. Export CSS: the file holds the layout's stylesheet in the static export's scope.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      inspector(page)
        .getByRole('button', { name: /Export CSS/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.css$/);
    const exported = readFileSync((await download.path())!, 'utf8');
    expect(exported).toContain('[data-one-layout="vitrine"] .one-share');
    expect(exported).toContain('outline: 3px solid rgb(1, 2, 3)');
    // Theme (with its dark set), grid breakpoints and the component types' CSS; a component's own
    // style values travel inline in the exported HTML, as they do on visitor pages.
    expect(exported).toContain(':root.dark');
    expect(exported).toContain('@media (min-width: 1024px)');
    expect(exported).toContain('.one-share');

    // 8. Save and publish.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Saved/).first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: /Publish/ });
    if (await confirm.count()) await confirm.first().click();
    await page.waitForTimeout(1500);
    expect(errors).toEqual([]);

    // 9. The visitor page shows every change.
    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/c/demo`);
    await visitor.getByText('Hello from the panel').waitFor({ timeout: 30_000 });
    expect(await visitor.locator('html').getAttribute('class')).toContain('dark');
    const color = await visitor
      .getByText('Hello from the panel')
      .evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(190, 18, 60)');
    const size = await visitor
      .getByText('Hello from the panel')
      .evaluate((el) => getComputedStyle(el).fontSize);
    expect(size).toBe('20px');
    expect(await visitor.getByRole('link', { name: /Our journal/ }).getAttribute('href')).toBe(
      'https://vitrine.example/journal',
    );
    const shareOrder = (
      await visitor.locator('.one-share').first().locator('.one-share-button').allInnerTexts()
    ).map((t) => t.trim().toLowerCase());
    expect(shareOrder).toEqual(reordered.map((n) => n.replace(/^\d+\.\s*/, '').toLowerCase()));
    const outline = await visitor
      .locator('.one-share')
      .first()
      .evaluate((el) => getComputedStyle(el).outlineColor);
    expect(outline).toBe('rgb(1, 2, 3)');
    expect(await heroTypes(visitor)).toEqual(['button', 'text', 'image']);
    expect(await visitor.locator(`img[src="${uploaded}"]`).count()).toBeGreaterThan(0);
    await visitor.screenshot({ path: `${SHOTS}/e2e-4-visitor.png`, fullPage: false });
    await context.close();
  });
});
