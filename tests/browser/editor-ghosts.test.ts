import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * A component hidden on the previewed device shows on the canvas as a ghost — outlined, faded,
 * labelled "Hidden on mobile" — and the toolbar switch hides the ghosts; visitors never see it.
 */
const SHOTS = '/work/shots/editor';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

/** Hides the first text on one device and previews that device; answers the text's id. */
function hideFirstTextOn(page: Page, device: 'mobile' | 'tablet' | 'desktop'): Promise<string> {
  return page.evaluate((on) => {
    const store = window.__vitrineEditor!.store;
    const text = store.getState().document.components.find((c) => c.type === 'text')!;
    store.getState().updateComponentVisibility(text.id, { [on]: false });
    store.getState().setDevice(on);
    return text.id;
  }, device);
}

describe('hidden on a device', () => {
  it('shows as a labelled, faded, outlined ghost on that device; the toolbar switch hides ghosts', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openEditor(page, server.url);
    const frame = page.frameLocator('iframe').first();

    for (const device of ['mobile', 'tablet', 'desktop'] as const) {
      const id = await hideFirstTextOn(page, device);
      const ghost = frame.locator(`[data-component-id="${id}"]`);
      await expect
        .poll(() =>
          ghost.evaluate((el) => ({
            display: getComputedStyle(el).display,
            label: getComputedStyle(el, '::after').content,
            outline: getComputedStyle(el).outlineStyle,
            faded: getComputedStyle(el.firstElementChild!).opacity,
          })),
        )
        .toEqual({
          display: 'block',
          label: `"Hidden on ${device}"`,
          outline: 'dashed',
          faded: '0.35',
        });
      if (device === 'mobile') {
        await ghost.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/ghost-mobile-1280.png` });
      }
      // Shown again on that device before the next one is tried.
      await page.evaluate(
        ([componentId, on]) =>
          window.__vitrineEditor!.store.getState().updateComponentVisibility(componentId!, {
            [on!]: true,
          }),
        [id, device],
      );
    }

    // The switch: ghosts go, the component vanishes as on the visitor page.
    const id = await hideFirstTextOn(page, 'mobile');
    const toggle = page.getByRole('button', { name: 'Show what is hidden on this device' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(() =>
        frame.locator(`[data-component-id="${id}"]`).evaluate((el) => getComputedStyle(el).display),
      )
      .toBe('none');
    await toggle.click();
    await expect
      .poll(() =>
        frame.locator(`[data-component-id="${id}"]`).evaluate((el) => getComputedStyle(el).display),
      )
      .toBe('block');
    expect(errors).toEqual([]);
    await context.close();
  });
});
