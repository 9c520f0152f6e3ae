import type { Page } from 'playwright-core';

/** Opens the editor (`query`: e.g. `?layout=<id>`) and waits until its layout is loaded. */
export async function openEditor(page: Page, baseUrl: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl}/editor${query}`);
  await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true', null, {
    timeout: 30_000,
  });
}
