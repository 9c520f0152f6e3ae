import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { openEditor } from './support/editorPage';
import { selectLayer } from './support/selectLayer';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * Feedback that never lies, in the built editor on the real server: a value a field cannot take
 * names its reason at the field in every panel, the same way, and the canvas keeps the last good
 * value; Escape closes only the colour picker; undo and redo say what
 * they did, and in the CSS editor Ctrl+Z undoes there first.
 */
const SHOTS = '/work/shots/editor';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openEditor(page, server.url);
});
afterEach(async () => {
  expect(errors).toEqual([]);
  await context.close();
});

const inspector = () => page.locator('.one-editor-inspector');

function group(legend: string): Locator {
  return inspector()
    .locator('fieldset.one-editor-group')
    .filter({ has: page.locator(`legend:text-is("${legend}")`) });
}

/** What the document holds at a path, read from the editor's own store. */
function stored(read: string): Promise<unknown> {
  return page.evaluate((body) => {
    const state = window.__vitrineEditor!.store.getState();
    return new Function('state', `return ${body}`)(state) as unknown;
  }, read);
}

/**
 * The field is marked invalid and its reason is shown at it: a text linked by aria-describedby,
 * visible, in the one error style every panel uses.
 */
async function expectReasonAtField(field: Locator, reason: RegExp): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts: string[] = [];
  for (const id of ids) {
    const described = page.locator(`[id="${id}"]`);
    if ((await described.count()) === 0 || !(await described.isVisible())) continue;
    // Beside the field's help, if it has one: the reason is the one in the error style.
    if (!/\bone-editor-errors?\b/.test((await described.getAttribute('class')) ?? '')) continue;
    texts.push(await described.innerText());
  }
  expect(texts.join(' | ')).toMatch(reason);
}

function selectPage(): Promise<void> {
  return page.evaluate(() => window.__vitrineEditor!.store.getState().select(null));
}

describe('feedback that never lies', () => {
  it('a value a field cannot take shows its reason at the field in every panel; the canvas keeps the last good value', async () => {
    const frame = page.frameLocator('iframe').first();

    // Generated style form: a padding with a word a browser drops.
    await selectLayer(page, /^Share/);
    await inspector().getByRole('tab', { name: 'Styles' }).click();
    const padding = inspector().locator('input[id$="_buttons_padding"]');
    await padding.fill('32 potato');
    await expectReasonAtField(padding, /“32px potato” is not a length a browser can use/);
    const shareButton = frame.locator('.one-share-button').first();
    expect(await shareButton.evaluate((el) => getComputedStyle(el).paddingTop)).toBe('8px');
    await padding.fill('12px 20px');
    await expect.poll(() => padding.getAttribute('aria-invalid')).toBeNull();
    await expect
      .poll(() => shareButton.evaluate((el) => getComputedStyle(el).paddingTop))
      .toBe('12px');
    await padding.fill('32 potato');
    await page.screenshot({ path: `${SHOTS}/field-error-style-1280.png` });

    // Generated style form: a number past its bound, a colour that is none.
    await selectLayer(page, /^Text$/);
    await inspector().getByRole('tab', { name: 'Styles' }).click();
    const fontSize = group('Paragraphs').getByLabel('Font size of paragraphs', { exact: true });
    await fontSize.fill('40');
    await expectReasonAtField(fontSize, /Must be at most 24 px/);
    const color = group('Paragraphs').getByLabel('Color of paragraphs', { exact: true });
    await color.fill('potato');
    await expectReasonAtField(color, /Not a valid CSS color/);

    // Theme: the same length, the same reason; the theme keeps its card padding.
    await selectPage();
    await inspector().getByRole('tab', { name: 'Theme' }).click();
    const cardPadding = inspector().getByLabel('Card padding', { exact: true });
    const cardBefore = await stored('state.document.theme?.padding?.card ?? null');
    await cardPadding.fill('32 potato');
    await expectReasonAtField(cardPadding, /“32px potato” is not a length a browser can use/);
    expect(await stored('state.document.theme?.padding?.card ?? null')).toBe(cardBefore);

    // Grid: the same reason, the same way: the field keeps what was typed, marked, after it is
    // left too (nothing put back silently); the canvas and the document keep the last good value.
    await inspector().getByRole('tab', { name: 'Layout' }).click();
    const gridPadding = inspector().getByLabel('Padding', { exact: true });
    const gridBefore = await stored('JSON.stringify(state.document.grid_config)');
    await gridPadding.fill('32 potato');
    await expectReasonAtField(gridPadding, /“32px potato” is not a length a browser can use/);
    await gridPadding.press('Tab');
    expect(await gridPadding.inputValue()).toBe('32 potato');
    await expectReasonAtField(gridPadding, /“32px potato” is not a length a browser can use/);
    const track = inspector().getByLabel('Column 1 size', { exact: true });
    await track.fill('banana');
    await expectReasonAtField(track, /"banana" is not a grid track size/);
    await track.press('Tab');
    expect(await track.inputValue()).toBe('banana');
    await expectReasonAtField(track, /"banana" is not a grid track size/);
    expect(await stored('JSON.stringify(state.document.grid_config)')).toBe(gridBefore);
    await track.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/field-error-grid-1280.png` });
  });

  it('a negative shadow offset and margin are taken and painted, as CSS allows; a negative padding is named at the field', async () => {
    const frame = page.frameLocator('iframe').first();
    await selectLayer(page, /^Button/);
    await inspector().getByRole('tab', { name: 'Styles' }).click();
    await inspector()
      .locator('details > summary', { hasText: /^Shadow$/ })
      .first()
      .click();
    await inspector().locator('input[id$="_shadow_color"]').fill('#000000');
    const offsetX = inspector().locator('input[id$="_shadow_offsetX"]');
    const offsetY = inspector().locator('input[id$="_shadow_offsetY"]');
    await offsetX.fill('-4px');
    await offsetY.fill('-6');
    await inspector()
      .locator('details > summary', { hasText: /^Spacing$/ })
      .first()
      .click();
    const margin = inspector().locator('input[id$="_spacing_margin"]');
    await margin.fill('-8px 0');
    for (const field of [offsetX, offsetY, margin])
      await expect.poll(() => field.getAttribute('aria-invalid')).toBeNull();
    const host = frame.locator('[data-component-type="button"]').first();
    await expect
      .poll(() => host.evaluate((el) => getComputedStyle(el).boxShadow))
      .toBe('rgb(0, 0, 0) -4px -6px 0px 0px');
    await expect.poll(() => host.evaluate((el) => getComputedStyle(el).marginTop)).toBe('-8px');

    const padding = inspector().locator('input[id$="_spacing_padding"]');
    await padding.fill('-4px');
    await expectReasonAtField(padding, /“-4px” cannot be negative here: use 0 or more/);
    await page.screenshot({ path: `${SHOTS}/negative-lengths-1280.png` });
  });

  it('a link the page could not open is named at the field, and the canvas never renders it as a link', async () => {
    const frame = page.frameLocator('iframe').first();
    await selectLayer(page, /^Button/);
    const link = inspector().getByLabel('Link', { exact: true });
    const before = await link.inputValue();
    for (const bad of ['htp:/bad', 'javascript:alert(1)']) {
      await link.fill(bad);
      await expectReasonAtField(
        link,
        /Not a link a browser can open: start it with https:\/\/, \/ \(a page of this site\), #, mailto: or tel:/,
      );
    }
    await page.screenshot({ path: `${SHOTS}/link-refused-1280.png` });
    // The document and the canvas keep the last good link; nothing points at javascript:.
    const button = frame.locator('[data-component-type="button"] a').first();
    expect(await button.getAttribute('href')).toBe(before);
    expect(await frame.locator('a[href^="javascript:" i]').count()).toBe(0);
    await link.fill('mailto:hello@example.com');
    await expect.poll(() => link.getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => button.getAttribute('href')).toBe('mailto:hello@example.com');
  });

  it('Escape in the colour picker closes only the picker; the selection stays', async () => {
    await selectLayer(page, /^Text$/);
    await inspector().getByRole('tab', { name: 'Styles' }).click();
    const chip = group('Paragraphs').getByRole('button', {
      name: 'Open the colour picker for Color of paragraphs',
    });
    const selected = () => stored('state.selection?.kind ?? null');

    // From the chip that opened it.
    await chip.click();
    const picker = inspector().getByRole('group', { name: 'Color of paragraphs picker' });
    await picker.waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await selected()).toBe('component');

    // From inside the picker: the keyboard goes back to the chip.
    await chip.click();
    await picker.locator('[role="slider"]').first().focus();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await selected()).toBe('component');
    expect(await chip.evaluate((el) => el === document.activeElement)).toBe(true);

    // With no popover open, Escape goes up to the parent as before.
    await page.keyboard.press('Escape');
    await expect.poll(selected).not.toBe('component');
  });

  it('undo and redo say what they did; in the CSS editor Ctrl+Z undoes there first', async () => {
    const announcement = page.locator('#history-announcement');
    expect(await announcement.getAttribute('role')).toBe('status');
    expect(await announcement.getAttribute('aria-live')).toBe('polite');

    await selectLayer(page, /^Text$/);
    await inspector().getByRole('tab', { name: 'Styles' }).click();
    const fontSize = group('Paragraphs').getByLabel('Font size of paragraphs', { exact: true });
    await fontSize.fill('18');
    await fontSize.press('Tab');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => announcement.innerText()).toBe('Undid: Text style edit');
    await page.screenshot({ path: `${SHOTS}/undo-announcement-1280.png` });
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => announcement.innerText()).toBe('Redid: Text style edit');
    const textId = (await stored('state.selection?.id')) as string;
    const sizeOfText = `state.document.components.find((c) => c.id === ${JSON.stringify(textId)}).styles`;
    const stylesBefore = JSON.stringify(await stored(sizeOfText));

    await selectPage();
    await inspector().getByRole('tab', { name: 'Custom CSS' }).click();
    const css = inspector().getByRole('textbox', { name: 'Custom CSS' });
    await css.click();
    await page.keyboard.insertText('.one-text { color: red }');
    await expect.poll(() => stored('state.document.custom_css')).toBe('.one-text { color: red }');
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => announcement.innerText()).toBe('Undid: custom CSS edit');
    await expect.poll(() => stored('state.document.custom_css')).toBe('');
    // The text's style edit, the page's last step before the CSS, is untouched.
    expect(JSON.stringify(await stored(sizeOfText))).toBe(stylesBefore);
  });
});
