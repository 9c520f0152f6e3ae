import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isRefusedInlineHandler, takeCspViolations } from './support/cspGuard';
import { openEditor } from './support/editorPage';
import { watchConsole } from './support/pageWatch';
import { selectLayer } from './support/selectLayer';
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
    const logged = watchConsole(page);
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

/** What a copy from another page puts on the clipboard: handlers, inline styles, a style sheet. */
const PASTED = [
  '<meta charset="utf-8"><style>p { color: red }</style><!--StartFragment-->',
  '<p style="color:red;font-size:30px" onclick="parent.__ran=1">Pasted <b style="font-weight:700">bold</b> ',
  '<a href="https://example.com/" style="color:blue" onmouseover="parent.__ran=2">link</a></p>',
  '<img src="https://example.com/a.png" onerror="parent.__ran=3"><script>parent.__ran=4</script>',
  '<!--EndFragment-->',
].join('');

/** Pastes PASTED into the focused element as a browser does (a paste event with the clipboard). */
function pasteIntoFocused(html: string) {
  const target = document.activeElement as HTMLElement;
  const focused = (target as HTMLIFrameElement).contentDocument?.activeElement ?? target;
  const clipboard = new DataTransfer();
  clipboard.setData('text/html', html);
  clipboard.setData('text/plain', 'Pasted bold link');
  focused.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
  );
}

describe('pasting into rich text', () => {
  it('HTML from another page keeps its formatting and link, and nothing is logged or refused', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const logged = watchConsole(page);
    await openEditor(page, server.url);
    await selectLayer(page, /^Text$/);
    const field = page.locator('.one-editor-inspector').getByRole('textbox', { name: 'Text' });
    await field.click();
    await page.keyboard.press('Control+End');
    await page.evaluate(pasteIntoFocused, PASTED);
    const content = () =>
      page.evaluate(() => {
        const state = window.__vitrineEditor!.store.getState();
        const id = (state.selection as { id: string }).id;
        return String(state.document.components.find((c) => c.id === id)?.data.content);
      });
    await expect.poll(content).toMatch(/Pasted <strong>bold<\/strong>/);
    expect(await content()).toMatch(/<a [^>]*href="https:\/\/example.com\/"[^>]*>link<\/a>/);
    expect(await content()).not.toMatch(/style=|onclick|onerror|script/);

    // The same paste into a text edited in place on the canvas.
    const frame = page.frameLocator('iframe.one-editor-frame');
    await frame.locator('[data-component-type="text"]').first().dblclick();
    await frame.getByRole('textbox', { name: /^Text of / }).waitFor();
    await page.keyboard.press('Control+End');
    await page.evaluate(pasteIntoFocused, PASTED);
    await expect.poll(content).toMatch(/Pasted <strong>bold<\/strong>.*Pasted <strong>bold/s);

    expect(await page.evaluate(() => (window as { __ran?: number }).__ran ?? null)).toBeNull();
    expect(takeCspViolations()).toEqual([]);
    expect(logged).toEqual([]);
    await context.close();
  });
});
