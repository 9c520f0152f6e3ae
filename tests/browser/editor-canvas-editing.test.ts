import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { openEditor } from './support/editorPage';
import { selectLayer } from './support/selectLayer';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * Editing on the canvas as owners of Webflow and Framer expect: Shift-click builds a multiple
 * selection that acts as one, a text is edited in place, and a saved version is previewed read
 * only before it is restored.
 */
const SHOTS = '/work/shots/editor';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

async function editorAt1280(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openEditor(page, server.url);
  return { page, errors };
}

const ids = (page: Page) =>
  page.evaluate(() =>
    window.__vitrineEditor!.store.getState().document.components.map((c) => c.id),
  );
const state = (page: Page) =>
  page.evaluate(() => {
    const s = window.__vitrineEditor!.store.getState();
    const revision = window.__vitrineEditor!.session.getState().revision;
    return { selection: s.selection, group: [...s.group], revision };
  });

describe('multiple selection', () => {
  it('Shift-click selects two; Delete removes both as one step; one undo brings both back', async () => {
    const { page, errors } = await editorAt1280();
    const frame = page.frameLocator('iframe').first();
    const text = frame.locator('[data-component-type="text"]').first();
    const image = frame.locator('[data-component-type="image"]').first();
    const textId = await text.getAttribute('data-component-id');
    const imageId = await image.getAttribute('data-component-id');
    const before = await ids(page);

    await text.click();
    await image.click({ modifiers: ['Shift'] });
    await expect.poll(async () => (await state(page)).group).toEqual([textId, imageId]);
    const inspector = page.locator('.one-editor-inspector');
    await inspector.getByRole('heading', { name: '2 components selected' }).waitFor();
    expect(await page.locator('.one-editor-outline-group').count()).toBe(2);
    expect(
      await inspector
        .getByRole('group', { name: 'Actions for the selection' })
        .getByRole('button')
        .allTextContents()
        .then((names) => names.map((name) => name.trim())),
    ).toEqual(['Move up', 'Move down', 'Duplicate', 'Copy', 'Delete', 'Clear selection']);
    await page.screenshot({ path: `${SHOTS}/multi-select-1280.png` });
    expect(await axeViolations(page, { include: '.one-editor-inspector' })).toEqual([]);

    // The focus is in the canvas frame: its keys reach the editor's shortcuts.
    await page.keyboard.press('Delete');
    await expect
      .poll(() => ids(page))
      .toEqual(before.filter((id) => id !== textId && id !== imageId));
    await page.keyboard.press('Control+z');
    await expect.poll(() => ids(page)).toEqual(before);
    expect((await state(page)).group).toEqual([textId, imageId]);

    // Shift-click on a selected one takes it out; Escape clears the selection.
    await image.click({ modifiers: ['Shift'] });
    await expect.poll(async () => (await state(page)).group).toEqual([]);
    expect((await state(page)).selection).toEqual({ kind: 'component', id: textId });
    await page.getByRole('tab', { name: 'Layers' }).click();
    await page
      .locator('section[aria-label="Layers"]')
      .getByRole('button', { name: /^Button$/ })
      .first()
      .click({ modifiers: ['Shift'] });
    await expect.poll(async () => (await state(page)).group.length).toBe(2);
    await page.locator('section[aria-label="Layers"]').press('Escape');
    await expect.poll(async () => (await state(page)).selection).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('editing in place', () => {
  it('a double-click edits a text on the canvas; the live text and the panel follow; one undo undoes it', async () => {
    const { page, errors } = await editorAt1280();
    const frame = page.frameLocator('iframe').first();
    const text = frame.locator('[data-component-type="text"]').first();
    const id = (await text.getAttribute('data-component-id'))!;
    const content = () =>
      page.evaluate(
        (key) =>
          String(
            window.__vitrineEditor!.store.getState().document.components.find((c) => c.id === key)
              ?.data.content,
          ),
        id,
      );
    const before = await content();
    const steps = () => page.evaluate(() => window.__vitrineEditor!.store.getState().past.length);
    const stepsBefore = await steps();

    await text.dblclick();
    const editable = frame.getByRole('textbox', { name: /^Text of / });
    await editable.waitFor();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Edited in place');
    await expect.poll(content).toMatch(/Edited in place/);
    // The panel's rich-text field shows what was typed on the canvas.
    const panelText = page.locator('.one-editor-inspector').getByRole('textbox', { name: 'Text' });
    await expect.poll(() => panelText.textContent()).toMatch(/Edited in place/);
    await page.screenshot({ path: `${SHOTS}/inline-editing-1280.png` });
    const textbox = await editable.evaluate((el) => ({
      role: el.getAttribute('role'),
      name: el.getAttribute('aria-label'),
    }));
    expect(textbox).toEqual({ role: 'textbox', name: expect.stringMatching(/^Text of /) });

    // Escape ends the edit: the rendered text shows the words, and the typing is one step.
    await page.keyboard.press('Escape');
    await expect.poll(() => frame.locator('.one-inline-host').count()).toBe(0);
    expect(await text.textContent()).toMatch(/Edited in place/);
    expect(await steps()).toBe(stepsBefore + 1);
    await page.keyboard.press('Control+z');
    await expect.poll(content).toBe(before);

    // A button's label is edited as plain text; a click outside ends the edit.
    const button = frame.locator('[data-component-type="button"]').first();
    const buttonId = (await button.getAttribute('data-component-id'))!;
    await button.locator('a, button').first().dblclick();
    await frame.getByRole('textbox', { name: /^Label of / }).waitFor();
    await page.keyboard.type('Register now');
    await expect
      .poll(() =>
        page.evaluate(
          (key) =>
            window.__vitrineEditor!.store.getState().document.components.find((c) => c.id === key)
              ?.data.text,
          buttonId,
        ),
      )
      .toBe('Register now');
    await page.locator('.one-editor-inspector').click({ position: { x: 10, y: 10 } });
    await expect.poll(() => frame.locator('.one-inline-host').count()).toBe(0);
    expect(await button.textContent()).toMatch(/Register now/);

    // A link's label in a links block: only that label is edited.
    const links = frame.locator('[data-component-type="links"]').first();
    const linksId = (await links.getAttribute('data-component-id'))!;
    await links.locator('.one-links-text').first().dblclick();
    await frame.getByRole('textbox', { name: /^Label of link 1 of / }).waitFor();
    await page.keyboard.type('The workshop');
    await expect
      .poll(() =>
        page.evaluate(
          (key) =>
            (
              window.__vitrineEditor!.store.getState().document.components.find((c) => c.id === key)
                ?.data.links as { text: string }[]
            )[0]?.text,
          linksId,
        ),
      )
      .toBe('The workshop');
    await page.keyboard.press('Enter');
    await expect.poll(() => frame.locator('.one-inline-host').count()).toBe(0);
    expect(await links.locator('.one-links-text').first().textContent()).toBe('The workshop');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('version preview', () => {
  it('shows a saved version read only with what differs, then goes back or restores it', async () => {
    const { page, errors } = await editorAt1280();
    const frame = page.frameLocator('iframe').first();
    const images = () => frame.locator('[data-component-type="image"]').count();
    const withImage = await images();
    const full = await ids(page);

    // A new version without the hero image.
    await selectLayer(page, /^Image$/);
    await page.keyboard.press('Delete');
    await expect.poll(images).toBe(withImage - 1);
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.locator('.one-editor-status').textContent()).toMatch(/version/);
    await expect.poll(async () => (await state(page)).revision).toBeGreaterThan(1);
    const saved = (await state(page)).revision!;
    const draft = await ids(page);

    await page.getByRole('button', { name: 'Version history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Version history' });
    await dialog.getByRole('button', { name: `Preview version ${saved - 1}` }).click();
    const banner = page.getByRole('region', { name: 'Version preview' }).first();
    await banner
      .getByRole('heading', { name: `Previewing version ${saved - 1} — read only` })
      .waitFor();
    expect(await banner.getByRole('list').textContent()).toMatch(/1 component added: Image/);
    await expect.poll(images).toBe(withImage);
    await page.screenshot({ path: `${SHOTS}/version-preview-1280.png` });
    expect(await axeViolations(page, { include: '.one-editor-version-banner' })).toEqual([]);

    // Read only: a click selects nothing, Delete and double-click change nothing.
    const text = frame.locator('[data-component-type="text"]').first();
    await text.click();
    await text.dblclick();
    await page.keyboard.press('Delete');
    await page.keyboard.type('x');
    expect((await state(page)).selection).toBeNull();
    expect(await ids(page)).toEqual(draft);
    expect(await page.locator('.one-editor-outline-selected').count()).toBe(0);

    // The layers panel shows the previewed version's layers (the image is back), read only.
    await page.getByRole('tab', { name: 'Layers' }).click();
    const layers = page.locator('section[aria-label="Layers"]');
    await layers
      .getByRole('note')
      .getByText(`The layers of version ${saved - 1}, read only`)
      .waitFor();
    const hero = layers.getByRole('list', { name: 'Components in Hero' });
    expect(await hero.locator('.one-editor-layer-name').allInnerTexts()).toEqual([
      'Text',
      'Image',
      'Button',
    ]);
    // The row actions show on hover only, so they are counted in the markup, hidden or not.
    const rowActions = layers.locator(
      'button[aria-label^="Drag to move "], button[aria-label^="Rename "], button[aria-label^="Delete "], button[aria-label^="Hide "]',
    );
    expect(await rowActions.count()).toBe(0);

    await banner.getByRole('button', { name: 'Back to the draft' }).click();
    await expect
      .poll(() => hero.locator('.one-editor-layer-name').allInnerTexts())
      .toEqual(['Text', 'Button']);
    expect(await rowActions.count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Add' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: /Previewing version/ }).count())
      .toBe(0);
    await expect.poll(images).toBe(withImage - 1);

    await page.getByRole('button', { name: 'Version history' }).click();
    await dialog.getByRole('button', { name: `Preview version ${saved - 1}` }).click();
    await banner.getByRole('button', { name: `Restore version ${saved - 1}` }).click();
    await expect.poll(() => page.getByText(`Version ${saved - 1} restored`).count()).toBe(1);
    expect(await ids(page)).toEqual(full);
    await expect
      .poll(() => page.getByRole('heading', { name: /Previewing version/ }).count())
      .toBe(0);
    expect((await state(page)).revision).toBe(saved + 1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
