import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { selectLayer } from './support/selectLayer';
import { startAppServer, type AppServer } from './support/server';

/**
 * Accessibility: axe-core (injected from node_modules) reports no violation on the
 * editor with a component selected — in each of its panels — and screenshots of every panel at
 * 1280 and 1920 px for a person to look at.
 */
const SHOTS = '/tmp/shots/h6';
const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let server: AppServer | { url: string; close(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const running = process.env.H6_E2E_URL;
  server = running ? { url: running, close: async () => {} } : await startAppServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe on the editor document (the canvas frame is the visitor page, checked by its own tests). */
async function axe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe.run({ exclude: [['iframe']] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id}: ${v.help}\n${v.nodes.map((n) => `   ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

const inspector = (page: Page) => page.locator('.one-editor-inspector');

async function open(page: Page) {
  await page.goto(`${server.url}/editor`);
  await page.getByRole('tab', { name: 'Layers' }).click();
  await page
    .locator('section[aria-label="Layers"]')
    .getByRole('button', { name: /^Text$/ })
    .first()
    .waitFor({ timeout: 30_000 });
}

async function checker(page: Page, width: number) {
  const found: Record<string, AxeViolation[]> = {};
  const check = async (name: string) => {
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/${width}-${name}.png` });
    const violations = await axe(page);
    if (violations.length > 0) found[name] = violations;
  };
  const report = () =>
    Object.entries(found)
      .map(([name, v]) => `[${name}] ${describeViolations(v)}`)
      .join('\n\n');
  return { check, report };
}

describe('the editor is accessible (axe-core, 0 violations)', () => {
  for (const width of [1280, 1920]) {
    it(`with a component selected, in each of its panels, at ${width} px (screenshots of each)`, async () => {
      const page = await browser.newPage({
        viewport: { width, height: width === 1280 ? 900 : 1080 },
      });
      await open(page);
      const { check, report } = await checker(page, width);
      await selectLayer(page, /^Text$/);
      await check('text-content');
      await inspector(page).getByRole('tab', { name: 'Styles' }).click();
      await inspector(page).locator('details.one-editor-section summary').first().click();
      await check('text-styles');
      await inspector(page).getByRole('tab', { name: 'Visibility' }).click();
      await check('text-visibility');
      await selectLayer(page, /^Links$/);
      await check('links-content');
      await selectLayer(page, /^Share$/);
      await inspector(page).getByRole('tab', { name: 'Styles' }).click();
      await check('share-styles');
      await selectLayer(page, /^Registration$/);
      await check('registration-content');
      await selectLayer(page, /^Date & time$/);
      await check('date-time-content');
      await selectLayer(page, /^Image$/);
      await check('image-content');
      // A colour picker open, with the theme swatches.
      await selectLayer(page, /^Text$/);
      await inspector(page).getByRole('tab', { name: 'Styles' }).click();
      await inspector(page)
        .getByRole('button', { name: /Open the colour picker/ })
        .first()
        .click();
      await check('colour-picker');
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      await check('shortcuts');
      await page.close();
      expect(report()).toBe('');
    });

    it(`with nothing selected: the page's layout, theme and custom CSS sections at ${width} px`, async () => {
      const page = await browser.newPage({
        viewport: { width, height: width === 1280 ? 900 : 1080 },
      });
      await open(page);
      const { check, report } = await checker(page, width);
      await inspector(page).getByRole('tab', { name: 'Theme' }).waitFor();
      await check('page-layout');
      await inspector(page).getByRole('tab', { name: 'Theme' }).click();
      await check('page-theme');
      await inspector(page).getByRole('tab', { name: 'Custom CSS' }).click();
      await check('page-css');
      await page.close();
      expect(report()).toBe('');
    });
  }
});

describe('focus ring: the keyboard ring for keyboard focus only', () => {
  it('a tab clicked with the mouse shows no ring; a tab reached with the arrow keys does', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await open(page);
    const ring = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return `${active?.textContent ?? ''}: ${String(active?.matches(':focus-visible'))}`;
      });
    await page.getByRole('tab', { name: 'Add' }).click();
    expect(await ring()).toBe('Add: false');
    await inspector(page).getByRole('tab', { name: 'Theme' }).click();
    expect(await ring()).toBe('Theme: false');
    // Radix moves the focus for an arrow key on a timer.
    await page.keyboard.press('ArrowRight');
    await expect.poll(ring).toBe('Custom CSS: true');
    await page.close();
  });
});
