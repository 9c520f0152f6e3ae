import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The store's rule ("a burst of typing in one field is one undo step") through the panels, on
 * the real server: a keystroke in the rich-text field goes to the document — and the canvas —
 * before the form's own state catches up. However fast the owner types, no character is lost
 * in the field, the canvas or the document; the burst is one undo step; undo and redo reload
 * the field.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started));

const inspector = (page: Page) => page.locator('.one-editor-inspector');

async function selectedContent(page: Page): Promise<string> {
  return page.evaluate(() => {
    const state = window.__vitrineEditor!.store.getState();
    const id = state.selection?.id;
    const component = state.document.components.find((c) => c.id === id);
    return String((component?.data as { content?: string } | undefined)?.content ?? '');
  });
}

/** Opens the editor, selects the first text from the layers panel and returns its content field. */
async function openFirstTextField(page: Page) {
  await page.goto(`${server.url}/editor`);
  await page.getByRole('tab', { name: 'Layers' }).click();
  const layers = page.locator('section[aria-label="Layers"]');
  await layers.getByRole('button', { name: /^Text/ }).first().click();
  const field = inspector(page).getByRole('textbox', { name: 'Text' });
  await field.waitFor();
  return field;
}

describe('typing in the rich-text field', () => {
  it('reaches the canvas and the document key by key, loses nothing, and is one undo step', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const field = await openFirstTextField(page);
    const original = await selectedContent(page);
    const stepsBefore = await page.evaluate(
      () => window.__vitrineEditor!.store.getState().past.length,
    );

    await field.click();
    await page.keyboard.press('ControlOrMeta+a');
    // No delay between keys: later keys arrive while the form still shows earlier ones.
    const typed = 'Typed fast, every key counts 0123456789';
    await page.keyboard.type(typed, { delay: 0 });

    const canvas = page.frameLocator('iframe.one-editor-frame');
    await canvas.getByText(typed, { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => selectedContent(page)).toBe(`<p>${typed}</p>`);
    // The form caught up without writing an older text back into the field.
    await page.waitForTimeout(300);
    expect(await field.innerText()).toBe(typed);
    expect(await selectedContent(page)).toBe(`<p>${typed}</p>`);
    expect(await page.evaluate(() => window.__vitrineEditor!.store.getState().past.length)).toBe(
      stepsBefore + 1,
    );

    // Undo takes the field and the canvas back to the text before the burst; redo returns it.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => selectedContent(page)).toBe(original);
    await expect.poll(() => field.innerText()).not.toContain('Typed fast');
    await expect.poll(() => canvas.locator('body').innerText()).not.toContain('Typed fast');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => field.innerText()).toBe(typed);
    await canvas.getByText(typed, { exact: true }).waitFor();

    // Typing on after a redo continues from the restored text.
    await field.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' and more', { delay: 0 });
    await canvas.getByText(`${typed} and more`, { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => selectedContent(page)).toBe(`<p>${typed} and more</p>`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the caret in view while a long text grows past the bottom of the panel', async () => {
    // Typed characters leave the caret's scrolling to the browser (nativeCaretScroll); this is
    // what the owner must still see: the line being typed, however long the text gets.
    const page = await browser.newPage({ viewport: { width: 1280, height: 480 } });
    const field = await openFirstTextField(page);
    await field.click();
    await page.keyboard.press('ControlOrMeta+End');
    const words = 'a long line that wraps again and again in the narrow panel ';
    await page.keyboard.type(words.repeat(8), { delay: 0 });
    await page.waitForTimeout(200);
    const seen = await page.evaluate(() => {
      const caret = window.getSelection()!.getRangeAt(0).getBoundingClientRect();
      // The nearest scrolling ancestor of the field is the part of the panel the owner sees.
      let box = document.activeElement as HTMLElement | null;
      while (
        box &&
        !(
          box.scrollHeight > box.clientHeight + 1 &&
          /(auto|scroll)/.test(getComputedStyle(box).overflowY)
        )
      )
        box = box.parentElement;
      const view = (box ?? document.documentElement).getBoundingClientRect();
      return {
        caretTop: caret.top,
        caretBottom: caret.bottom,
        viewTop: Math.max(0, view.top),
        viewBottom: Math.min(window.innerHeight, view.bottom),
        scrolled: (box?.scrollTop ?? 0) > 0,
      };
    });
    expect(seen.scrolled).toBe(true);
    expect(seen.caretTop).toBeGreaterThanOrEqual(seen.viewTop);
    expect(seen.caretBottom).toBeLessThanOrEqual(seen.viewBottom);
    await page.close();
  });
});
