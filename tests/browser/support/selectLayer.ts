import type { Page } from 'playwright-core';

/**
 * Selects a component in the editor's Layers tab and waits for its panel. The inspector
 * follows a selection in a deferred render, so the previous component's panel (with the same
 * tabs) can still be there right after the click: wait for this one's heading.
 */
export async function selectLayer(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('tab', { name: 'Layers' }).click();
  await page.locator('section[aria-label="Layers"]').getByRole('button', { name }).first().click();
  const inspector = page.locator('.one-editor-inspector');
  await inspector.getByRole('heading', { level: 2, name }).waitFor();
  await inspector.getByRole('tab', { name: 'Content' }).waitFor();
}
