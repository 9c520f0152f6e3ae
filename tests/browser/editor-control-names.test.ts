import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import { openEditor } from './support/editorPage';
import { repeatedNames } from './support/repeatedNames';
import type { AppServer } from './support/server';

/**
 * Every control of the editor's right panel has a role and name of its own, for a screen
 * reader and for a test that finds it by them: the same field in every slide, block or style
 * group is named after the one it belongs to ("Image of slide 2", "Color of border").
 */

let server: AppServer;
let browser: Browser;
withAppAndChromium((started) => ({ server, browser } = started));

const inspector = (page: Page) => page.locator('.one-editor-inspector');

/** One component of each type in the demo page, by id, in the page's order. */
async function oneOfEachType(page: Page): Promise<{ id: string; type: string }[]> {
  return page.evaluate(() => {
    const seen = new Set<string>();
    return window
      .__vitrineEditor!.store.getState()
      .document.components.filter((c) => !seen.has(c.type) && seen.add(c.type))
      .map((c) => ({ id: c.id, type: c.type }));
  });
}

describe('the editor panel names each control once', () => {
  it('in every tab of every demo component type, no two controls share a role and name', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openEditor(page, server.url);
    const found: string[] = [];
    const check = async (what: string) => {
      for (const tab of await inspector(page).getByRole('tab').allInnerTexts()) {
        await inspector(page).getByRole('tab', { name: tab, exact: true }).click();
        const panel = inspector(page).getByRole('tabpanel').first();
        // The tab's form (or its "nothing to set"), past the loading of its code.
        await panel
          .locator('.one-editor-form, .one-editor-empty, input, [role="textbox"]')
          .first()
          .waitFor({ state: 'attached' });
        // Closed sections hold controls too: open them all, as an owner may.
        await panel.evaluate((el) => {
          for (const d of el.querySelectorAll('details')) d.open = true;
        });
        const repeated = repeatedNames(await panel.ariaSnapshot());
        if (repeated.length > 0) found.push(`${what} › ${tab}: ${repeated.join('; ')}`);
      }
    };
    // Nothing selected: the page's layout, theme and custom CSS.
    await inspector(page).getByRole('tab', { name: 'Theme' }).waitFor();
    await check('page');
    for (const { id, type } of await oneOfEachType(page)) {
      await page.evaluate(
        (id) => window.__vitrineEditor!.store.getState().select({ kind: 'component', id }),
        id,
      );
      // The panel follows a selection in a deferred render: wait for this component's own.
      await inspector(page).locator(`[id="panel-title-${id}"]`).waitFor();
      await check(type);
    }
    await page.close();
    expect(found).toEqual([]);
  });
});
