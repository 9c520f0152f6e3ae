import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../server/seed/png';
import { axeViolations } from './support/axe';
import { openEditor } from './support/editorPage';
import { selectLayer } from './support/selectLayer';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The media library in the editor: a file dropped anywhere on an image field is uploaded with
 * its progress shown; the library lists the site's files with every place the site uses them
 * (its layouts, its collections); a file picked there fills the field; and a file still used
 * cannot be deleted — the refusal says where it is used — while an unused one can, once the
 * owner confirms in the editor's own dialog.
 */
const SHOTS = '/work/shots/editor';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

/** A PNG of noise (so it is not tiny), `width` × `height`. */
function noisyPng(width: number, height: number): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return Buffer.from(encodePng(pixels, width, height));
}

const imageSrc = (page: Page) =>
  page.evaluate(
    () =>
      window.__vitrineEditor!.store.getState().document.components.find((c) => c.type === 'image')
        ?.data.src as string | undefined,
  );

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/^Saved · version/).waitFor();
}

describe('media library', () => {
  it('uploads a dropped file with progress, picks from the library, and refuses to delete a used file', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Deleting asks in the editor's own dialog: the browser's never opens.
    const browserDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openEditor(page, server.url);
    await selectLayer(page, /^Image/);
    const inspector = page.locator('.one-editor-inspector');
    const field = inspector.locator('.one-editor-upload').first();

    // No bare "Choose File": a styled button named after the field, and the library's.
    const upload = inspector.getByLabel(/^Upload a file for/).first();
    expect(await upload.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await inspector.getByText('Upload an image').waitFor();
    const libraryButton = inspector
      .getByRole('button', { name: /from the media library$/ })
      .first();
    await libraryButton.waitFor();

    // Every progress value the field shows is recorded as it happens.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('.one-editor-upload progress'))
          seen.push(Number((bar as HTMLProgressElement).value));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    // Drop a PNG on the field (not on its button): it is uploaded and fills the field.
    const png = noisyPng(320, 200).toString('base64');
    const transfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'dropped-lamp.png', { type: 'image/png' }));
      return data;
    }, png);
    await field.dispatchEvent('dragenter', { dataTransfer: transfer });
    await field.dispatchEvent('dragover', { dataTransfer: transfer });
    expect(await field.getAttribute('class')).toContain('one-editor-upload-dropping');
    await page.screenshot({ path: `${SHOTS}/media-drop.png` });
    expect(await axeViolations(page, { include: '.one-editor-inspector' })).toEqual([]);
    await field.dispatchEvent('drop', { dataTransfer: transfer });
    await expect
      .poll(() => imageSrc(page), { timeout: 20_000 })
      .toMatch(/^\/uploads\/upl_.*\.320x200\.png$/);
    const dropped = (await imageSrc(page))!;
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(Math.max(...progress)).toBeGreaterThanOrEqual(50);
    await save(page);

    // A second file, uploaded elsewhere, is in the library: pick it for the field.
    const other = noisyPng(64, 48).toString('base64');
    await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new File([bytes], 'library-lamp.png', { type: 'image/png' }));
      const res = await fetch('/v1/uploads', {
        method: 'POST',
        headers: { 'x-api-key': 'sk_local_vitrine' },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload: ${res.status}`);
    }, other);
    await libraryButton.click();
    const library = page.getByRole('dialog', { name: 'Choose from the media library' });
    const droppedCard = library.getByRole('listitem', { name: 'dropped-lamp.png' });
    await droppedCard.getByText(/Used in "Demo collection page": Image/).waitFor();
    await droppedCard.getByText('Image · ').waitFor();
    expect(await droppedCard.textContent()).toContain('320×200');
    const libraryCard = library.getByRole('listitem', { name: 'library-lamp.png' });
    await libraryCard.getByText('Not used').waitFor();
    await page.screenshot({ path: `${SHOTS}/media-library.png` });
    await libraryCard.getByRole('button', { name: 'Use library-lamp.png' }).click();
    await library.waitFor({ state: 'detached' });
    await expect.poll(() => imageSrc(page)).toMatch(/^\/uploads\/upl_.*\.64x48\.png$/);
    await save(page);

    // The whole library, from the Add tab: the picked file is used and cannot be deleted; the
    // refusal says where, and nothing is asked.
    await page.getByRole('tab', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Media library', exact: true }).click();
    const whole = page.getByRole('dialog', { name: 'Media library' });
    const used = whole.getByRole('listitem', { name: 'library-lamp.png' });
    await used.getByText(/Used in "Demo collection page"/).waitFor();
    await used.getByRole('button', { name: 'Delete library-lamp.png' }).click();
    await used
      .getByRole('alert')
      .getByText(
        /library-lamp\.png is still used, so it cannot be deleted\. Used in "Demo collection page": Image/,
      )
      .waitFor();
    expect(await page.getByRole('dialog', { name: /^Delete / }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/media-library-refused.png` });
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    const picked = (await imageSrc(page))!;
    expect((await page.request.get(`${server.url}${picked}`)).status()).toBe(200);

    // The demo's unboxing video is used by the collection's gallery alone: it is kept too.
    const video = whole.getByRole('listitem', { name: 'unboxing.mp4' });
    await video.getByText('Used in Collection "Harbour Lamp" (gallery)').waitFor();
    await video.getByRole('button', { name: 'Delete unboxing.mp4' }).click();
    await video
      .getByRole('alert')
      .getByText(
        'unboxing.mp4 is still used, so it cannot be deleted. Used in Collection "Harbour Lamp" (gallery). Remove it there first.',
      )
      .waitFor();
    await video.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/media-library-collection-use.png` });

    // The dropped file is no longer used by the saved layout: deleting it asks first, naming it;
    // Cancel keeps it and puts focus back on its Delete button.
    const unused = whole.getByRole('listitem', { name: 'dropped-lamp.png' });
    await unused.getByText('Not used').waitFor();
    const deleteDropped = unused.getByRole('button', { name: 'Delete dropped-lamp.png' });
    await deleteDropped.click();
    const asking = page.getByRole('dialog', { name: 'Delete dropped-lamp.png?' });
    await asking.waitFor();
    await asking.getByText(/Nothing on the site uses it now/).waitFor();
    await expect
      .poll(() => asking.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/media-library-confirm-delete.png` });
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await asking.waitFor({ state: 'detached' });
    await expect
      .poll(() => deleteDropped.evaluate((node) => node === document.activeElement))
      .toBe(true);
    expect((await page.request.get(`${server.url}${dropped}`)).status()).toBe(200);
    await deleteDropped.click();
    await asking.getByRole('button', { name: 'Delete file' }).click();
    await unused.waitFor({ state: 'detached' });
    expect((await page.request.get(`${server.url}${dropped}`)).status()).toBe(404);

    // A file the collection starts using after the list was read: the server refuses, and
    // the card says where it is used now.
    await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new File([bytes], 'late-cover.png', { type: 'image/png' }));
      const res = await fetch('/v1/uploads', {
        method: 'POST',
        headers: { 'x-api-key': 'sk_local_vitrine' },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload: ${res.status}`);
    }, noisyPng(20, 20).toString('base64'));
    await whole.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Media library', exact: true }).click();
    const late = whole.getByRole('listitem', { name: 'late-cover.png' });
    await late.getByText('Not used').waitFor();
    const lateUrl = await late.locator('img').getAttribute('src');
    await page.evaluate(async (url) => {
      const res = await fetch('/v1/collections/col_demo', {
        method: 'PATCH',
        headers: { 'x-api-key': 'sk_local_vitrine', 'content-type': 'application/json' },
        body: JSON.stringify({ image: url }),
      });
      if (res.status !== 200) throw new Error(`collection: ${res.status}`);
    }, lateUrl);
    await late.getByRole('button', { name: 'Delete late-cover.png' }).click();
    await page
      .getByRole('dialog', { name: 'Delete late-cover.png?' })
      .getByRole('button', { name: 'Delete file' })
      .click();
    await late
      .getByRole('alert')
      .getByText(
        'late-cover.png is still used, so it was not deleted. Used in Collection "Harbour Lamp" (main image). Remove it there first.',
      )
      .waitFor();
    expect((await page.request.get(`${server.url}${lateUrl}`)).status()).toBe(200);

    expect(browserDialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a theme font file is picked from the media library', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openEditor(page, server.url);
    // A font file uploaded earlier (its content says woff2).
    await page.evaluate(async () => {
      const header = new Uint8Array(48);
      header.set([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0]);
      const form = new FormData();
      form.append('file', new File([header], 'brand-heading.woff2', { type: 'font/woff2' }));
      form.append('kind', 'font');
      const res = await fetch('/v1/uploads', {
        method: 'POST',
        headers: { 'x-api-key': 'sk_local_vitrine' },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload: ${res.status}`);
    });
    const inspector = page.locator('.one-editor-inspector');
    await inspector.getByRole('tab', { name: 'Theme' }).click();
    const headings = inspector.getByRole('group', { name: 'Headings' });
    await headings.getByLabel('Source').selectOption('CUSTOM');
    await headings.getByRole('button', { name: 'Font files from the media library' }).click();
    const library = page.getByRole('dialog', { name: 'Choose from the media library' });
    await library.getByRole('button', { name: 'Use brand-heading.woff2' }).click();
    await library.waitFor({ state: 'detached' });
    const picked = await page.evaluate(
      () =>
        window.__vitrineEditor!.store.getState().document.theme?.typography.heading.font_files
          .woff2,
    );
    expect(picked).toMatch(/^\/uploads\/upl_.*\.woff2$/);
    await expect.poll(() => headings.getByLabel('woff2 file URL').inputValue()).toBe(picked);
    await context.close();
  });
});
