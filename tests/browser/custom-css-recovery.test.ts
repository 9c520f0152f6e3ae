import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * Custom CSS with broken rules, on the real server and the built app: the canvas and the
 * published visitor page apply every rule but the broken ones, Save and Publish still go through
 * and warn with the broken lines, and the CSS editor enlarges to a large panel and back.
 */
const SHOTS = '/work/shots/editor';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

const inspector = (page: Page) => page.locator('.one-editor-inspector');

/** Line 2 has a declaration without its colon; line 4, the last rule, is never closed. */
const BROKEN_CSS = [
  '.one-text { letter-spacing: 3px; }',
  '.one-text { color red; }',
  '.one-links { outline: 3px solid rgb(1, 2, 3); }',
  '.one-image { outline: 4px solid rgb(4, 5, 6);',
].join('\n');

async function computed(
  scope: Page | ReturnType<Page['frameLocator']>,
  selector: string,
  property: string,
): Promise<string> {
  return scope
    .locator(selector)
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
}

describe('custom CSS recovers from errors as a browser does', () => {
  it('a broken rule is dropped with its line named; the rest applies on the canvas and the live page; Save and Publish warn', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openEditor(page, server.url);
    const frame = page.frameLocator('iframe').first();

    await inspector(page).getByRole('tab', { name: 'Custom CSS' }).click();
    const field = inspector(page).getByRole('textbox', { name: 'Custom CSS' });
    await field.click();
    // Typed line by line: Home first, so the editor's auto-indent adds nothing that matters.
    for (const [i, line] of BROKEN_CSS.split('\n').entries()) {
      if (i > 0) await page.keyboard.press('Enter');
      await page.keyboard.insertText(line);
    }

    // The editor names both lines; the canvas applies lines 1 and 3.
    const status = inspector(page).locator('#custom-css-problems');
    await expect
      .poll(() => status.innerText())
      .toMatch(/Line 2, column 13: .*declaration is ignored/);
    expect(await status.innerText()).toMatch(/Line 4, column 1: A “\{” is never closed/);
    await expect.poll(() => computed(frame, '.one-text', 'letter-spacing')).toBe('3px');
    await expect.poll(() => computed(frame, '.one-links', 'outline-color')).toBe('rgb(1, 2, 3)');
    expect(await computed(frame, '.one-image', 'outline-color')).not.toBe('rgb(4, 5, 6)');

    // The editor enlarges to a large panel (a named toggle) and Escape brings it back.
    const enlarge = inspector(page).getByRole('button', { name: 'Enlarge CSS editor' });
    await enlarge.click();
    await expect.poll(() => enlarge.getAttribute('aria-pressed')).toBe('true');
    const box = await page.locator('section.one-editor-css-large').boundingBox();
    expect(box?.width).toBeGreaterThan(1000);
    expect(box?.height).toBeGreaterThan(700);
    await field.click();
    await page.screenshot({ path: `${SHOTS}/custom-css-enlarged-1280.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => enlarge.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('section.one-editor-css-large').count()).toBe(0);
    // The CSS panel is still the one shown: Escape shrank the editor and did nothing else.
    expect(
      await inspector(page).getByRole('tab', { name: 'Custom CSS' }).getAttribute('aria-selected'),
    ).toBe('true');

    // Save goes through and warns, listing the broken lines.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'custom CSS has 2 problems' });
    await warning.waitFor({ timeout: 15_000 });
    expect(await warning.innerText()).toMatch(/^Saved version \d+/);
    expect(await warning.innerText()).toMatch(/Line 2, column 13:/);
    expect(await warning.innerText()).toMatch(/Line 4, column 1:/);
    await page.screenshot({ path: `${SHOTS}/custom-css-warning-1280.png` });
    expect(await page.getByText('Unsaved changes').count()).toBe(0);

    // Publish warns the same way.
    await warning.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    const published = page
      .getByRole('alert')
      .filter({ hasText: /^Published version \d+, but the custom CSS has 2 problems/ });
    await published.waitFor({ timeout: 15_000 });
    expect(await published.innerText()).toMatch(/Line 4, column 1:/);

    // "Fix in Custom CSS" puts the keyboard in the CSS editor.
    await published.getByRole('button', { name: 'Fix in Custom CSS' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toBe('custom-css');

    // The live page: lines 1 and 3 apply, the broken ones do not, nothing else is lost.
    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/c/demo`);
    await visitor.locator('.one-text').first().waitFor({ timeout: 30_000 });
    expect(await computed(visitor, '.one-text', 'letter-spacing')).toBe('3px');
    expect(await computed(visitor, '.one-links', 'outline-color')).toBe('rgb(1, 2, 3)');
    expect(await computed(visitor, '.one-image', 'outline-color')).not.toBe('rgb(4, 5, 6)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
