import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isRefusedInlineHandler, takeCspViolations } from './support/cspGuard';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * An owner clicking through the demo layout on the canvas: every block is selected, links on the
 * canvas do not navigate, and the browser's console stays clean (no error, no warning).
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started));

describe('clicking blocks on the canvas', () => {
  it('selects each block, navigates nowhere and logs nothing to the console', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
    await openEditor(page, server.url);
    const frame = page.frameLocator('iframe.one-editor-frame');
    const ids = await frame
      .locator('[data-component-id]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-component-id')!));
    expect(ids.length).toBeGreaterThan(10);
    const picked = new Set<string>();
    for (const id of ids.slice(0, 12)) {
      const box = await frame.locator(`[data-component-id="${id}"]`).first().boundingBox();
      if (!box || box.y > 850) continue;
      await page.mouse.click(box.x + box.width / 2, box.y + Math.min(10, box.height / 2));
      await page.waitForTimeout(100);
      const selected = await page.evaluate(
        () =>
          (window.__vitrineEditor!.store.getState().selection as { id?: string } | null)?.id ?? '',
      );
      if (selected) picked.add(selected);
    }
    expect(picked.size).toBeGreaterThanOrEqual(6);
    const frameUrl = await page.evaluate(
      () =>
        (document.querySelector('iframe.one-editor-frame') as HTMLIFrameElement).contentWindow!
          .location.href,
    );
    // Written by the editor, the frame keeps the editor's address: no link took it elsewhere.
    expect(new URL(frameUrl).pathname).toBe('/editor');
    expect(logged).toEqual([]);
    await context.close();
  });

  it('security: script put into the canvas frame does not run (the page policy holds there)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openEditor(page, server.url);
    const ran = await page.evaluate(async () => {
      const frame = document.querySelector('iframe.one-editor-frame') as HTMLIFrameElement;
      const doc = frame.contentDocument!;
      const box = doc.createElement('div');
      box.innerHTML =
        '<img src="/missing.png" onerror="parent.__ran=\'handler\'"><a id="js" href="javascript:parent.__ran=\'link\'">x</a>';
      doc.body.appendChild(box);
      const script = doc.createElement('script');
      script.textContent = "parent.__ran = 'script'";
      doc.body.appendChild(script);
      (doc.getElementById('js') as HTMLAnchorElement).click();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return (window as unknown as { __ran?: string }).__ran ?? null;
    });
    expect(ran).toBeNull();
    // The refusals are the policy at work, expected here: the handler, the script, the link.
    const refused = takeCspViolations();
    expect(refused.some(isRefusedInlineHandler)).toBe(true);
    expect(
      refused.every((violation) => /script|inline|javascript/i.test(JSON.stringify(violation))),
    ).toBe(true);
    await context.close();
  });
});
