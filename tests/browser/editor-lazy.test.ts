import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The editor's lazily loaded parts (the forms, the rich-text and code editors, the custom CSS
 * panel) on the real server: the first use of each shows a loading status until its code has
 * arrived — here held back on purpose, so the status is there to be seen — then the part
 * itself; the rich-text editor is built when its field is focused, and the keys pressed right
 * after the click reach it.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started));

const inspector = (page: Page) => page.locator('.one-editor-inspector');

/** Holds back the chunks whose file names match until `release` is called. */
async function holdChunks(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

async function selectFirst(page: Page, type: string): Promise<string> {
  return page.evaluate((type) => {
    const state = window.__vitrineEditor!.store.getState();
    const found = state.document.components.find((c) => c.type === type);
    const id =
      found?.id ??
      state.addComponent(type, { areaId: state.document.grid_config?.areas[0]?.id ?? '' });
    window.__vitrineEditor!.store.getState().select({ kind: 'component', id });
    return id;
  }, type);
}

describe("the editor's first screen needs none of the form engine's code", () => {
  it('with the form engine held back, the editor opens on the Layout tab, whose fields edit the grid', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const held = await holdChunks(page, /\/assets\/SchemaForm-[^/]+\.js$/);
    await openEditor(page, server.url);
    await page.evaluate(() => window.__vitrineEditor!.store.getState().select(null));
    // At this width the editor previews (and edits) the desktop: its values are the base's
    // with the desktop's overrides on top.
    const grid = () =>
      page.evaluate(() => {
        const { breakpoints, ...base } =
          window.__vitrineEditor!.store.getState().document.grid_config!;
        return { ...base, ...breakpoints.desktop };
      });

    // A text field: a good value reaches the document; a wrong one keeps its message there.
    const gap = inspector(page).getByLabel('Gap', { exact: true });
    await gap.fill('24px');
    await expect.poll(async () => (await grid()).gap).toBe('24px');
    await gap.fill('24 potato');
    await inspector(page).getByRole('alert').filter({ hasText: 'not a length' }).waitFor();
    expect(await gap.getAttribute('aria-invalid')).toBe('true');
    expect((await grid()).gap).toBe('24px');

    // A list: add a column, then remove it again.
    const columns = async () => (await grid()).templateColumns;
    const before = (await columns()).length;
    await inspector(page).getByRole('button', { name: 'Add column' }).click();
    await expect.poll(async () => (await columns()).length).toBe(before + 1);
    await inspector(page)
      .getByRole('button', { name: `Remove Column ${before + 1}` })
      .click();
    await expect.poll(async () => (await columns()).length).toBe(before);

    // Nothing waited for the form engine's code.
    expect(
      await inspector(page)
        .getByRole('status')
        .filter({ hasText: /^Loading/ })
        .count(),
    ).toBe(0);
    held.release();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the first use of each lazily loaded part of the editor shows a loading status', () => {
  // A component's form needs the form engine (fetched ahead once the editor is idle) and, for a
  // text, the rich-text editor, which loads with the first form that has such a field.
  it('the first form with a rich-text field: "Loading the fields…" (a busy status), then the fields with the text', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const held = await holdChunks(page, /\/assets\/RichTextField-[^/]+\.js$/);
    await openEditor(page, server.url);
    await selectFirst(page, 'text');

    const status = inspector(page).getByRole('status').filter({ hasText: 'Loading the fields…' });
    await status.first().waitFor();
    expect(await status.first().getAttribute('aria-busy')).toBe('true');
    held.release();
    await inspector(page).getByRole('textbox', { name: 'Text' }).waitFor();
    expect(await status.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a code field: a status until CodeMirror has arrived, then the editable snippet', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const held = await holdChunks(page, /\/assets\/CodeEditor-[^/]+\.js$/);
    await openEditor(page, server.url);
    await selectFirst(page, 'iframe');

    const status = inspector(page)
      .getByRole('status')
      .filter({ hasText: /^Loading / });
    await status.first().waitFor();
    held.release();
    await inspector(page).locator('.cm-content').first().waitFor();
    expect(await status.count()).toBe(0);
    await page.close();
  });

  it('the Custom CSS tab: "Loading the CSS editor…", then the CSS field', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const held = await holdChunks(page, /\/assets\/(CustomCssEditor|CodeEditor)-[^/]+\.js$/);
    await openEditor(page, server.url);
    await page.evaluate(() => window.__vitrineEditor!.store.getState().select(null));
    await inspector(page).getByRole('tab', { name: 'Custom CSS' }).click();

    const status = inspector(page)
      .getByRole('status')
      .filter({ hasText: 'Loading the CSS editor…' });
    await status.waitFor();
    expect(await status.getAttribute('aria-busy')).toBe('true');
    held.release();
    await inspector(page).getByRole('textbox', { name: 'Custom CSS' }).waitFor();
    expect(await status.count()).toBe(0);
    await page.close();
  });
});

describe('the rich-text editor is built when its field is focused', () => {
  it('the field shows the text until clicked; the keys typed right after the click reach the document', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openEditor(page, server.url);
    const id = await selectFirst(page, 'text');
    const field = inspector(page).getByRole('textbox', { name: 'Text' });
    await field.waitFor();
    expect(await field.getAttribute('contenteditable')).toBeNull();
    const box = await field.boundingBox();

    await field.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Typed at once', { delay: 0 });
    await expect
      .poll(() =>
        page.evaluate(
          (id) =>
            window.__vitrineEditor!.store.getState().document.components.find((c) => c.id === id)
              ?.data.content,
          id,
        ),
      )
      .toBe('<p>Typed at once</p>');
    expect(await field.getAttribute('contenteditable')).toBe('true');
    // The editor took the shown text's place without moving it.
    const after = await field.boundingBox();
    expect(after?.x).toBe(box?.x);
    expect(after?.y).toBe(box?.y);
    await page.close();
  });

  it('a formatting button pressed before the editor exists is applied to the text', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openEditor(page, server.url);
    const id = await selectFirst(page, 'text');
    await page.evaluate(
      (id) =>
        window
          .__vitrineEditor!.store.getState()
          .updateComponentData(id, { content: '<p>plain</p>' }),
      id,
    );
    await inspector(page).getByRole('textbox', { name: 'Text' }).getByText('plain').waitFor();
    await inspector(page).getByRole('button', { name: 'Heading 2 in Text' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          (id) =>
            String(
              window.__vitrineEditor!.store.getState().document.components.find((c) => c.id === id)
                ?.data.content,
            ),
          id,
        ),
      )
      // TipTap adds an empty paragraph after a closing heading, so the owner can write on.
      .toMatch(/^<h2>plain<\/h2>/);
    await page.close();
  });
});

describe("the editor's opening requests go out with its code, not after it", () => {
  it("the layout list, the layout and its collection are asked for while the editor's code is still on its way, and not again", async () => {
    const page = await browser.newPage();
    let held = true;
    const asked: { path: string; whileHeld: boolean }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) asked.push({ path: url.pathname, whileHeld: held });
    });
    const chunk = await holdChunks(page, /\/EditorApp-[^/]+\.js$/);
    await page.goto(`${server.url}/editor`, { waitUntil: 'commit' });
    const isLayout = (path: string) => /^\/v1\/layouts\/[^/]+$/.test(path);
    const isCollection = (path: string) => /^\/v1\/collections\/[^/]+$/.test(path);
    // Held back, the editor's code cannot be what asks: the page's entry does — the list, the
    // layout it chooses (the demo), then the collection that layout belongs to.
    await expect.poll(() => asked.some((r) => isLayout(r.path)), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => asked.some((r) => isCollection(r.path)), { timeout: 15_000 })
      .toBe(true);
    held = false;
    chunk.release();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    const list = asked.filter((r) => r.path === '/v1/layouts');
    const layout = asked.filter((r) => isLayout(r.path));
    const collection = asked.filter((r) => isCollection(r.path));
    expect(list.map((r) => r.whileHeld)).toEqual([true]);
    expect(layout.map((r) => r.whileHeld)).toEqual([true]);
    expect(collection.map((r) => r.whileHeld)).toEqual([true]);
    await page.close();
  });
});
