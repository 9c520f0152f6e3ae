import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import { breakpointForWidth } from '../../src/schema/breakpoints';
import { resolveArea, resolveGrid } from '../../src/renderer/resolveGrid';
import { launchChromium } from './support/chromium';
import { startPreviewServer } from './support/preview';

const parsed = parseLayoutDocument(readFileSync('public/demo/layout.json', 'utf8'));
if (!parsed.ok) throw new Error('demo layout invalid');
const layout = parsed.layout;
const grid = layout.grid_config!;

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  server = await startPreviewServer();
  browser = await launchChromium();
  mkdirSync('test-results/screenshots', { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Measured {
  grid: {
    left: number;
    top: number;
    paddingLeft: number;
    paddingTop: number;
    columns: number[];
    rows: number[];
    columnGap: number;
    rowGap: number;
  };
  areas: Record<string, { x: number; y: number; width: number; height: number; display: string }>;
}

async function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const gridEl = document.querySelector('.one-grid') as HTMLElement;
    const style = getComputedStyle(gridEl);
    const rect = gridEl.getBoundingClientRect();
    const tracks = (value: string) => value.split(' ').map(parseFloat);
    const areas: Measured['areas'] = {};
    for (const el of document.querySelectorAll<HTMLElement>('[data-area-id]')) {
      const r = el.getBoundingClientRect();
      areas[el.dataset.areaId!] = {
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
        display: getComputedStyle(el).display,
      };
    }
    return {
      grid: {
        left: rect.left,
        top: rect.top,
        paddingLeft: parseFloat(style.paddingLeft),
        paddingTop: parseFloat(style.paddingTop),
        columns: tracks(style.gridTemplateColumns),
        rows: tracks(style.gridTemplateRows),
        columnGap: parseFloat(style.columnGap),
        rowGap: parseFloat(style.rowGap),
      },
      areas,
    };
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('demo layout in Chromium (areas match their grid placement at each width)', () => {
  for (const width of [375, 800, 1280]) {
    it(`at ${width}px every area sits on its (overridden) grid lines, hidden areas are hidden`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/preview?src=/demo/layout.json`);
      await page.waitForSelector('.one-grid');
      const m = await measure(page);
      const breakpoint = breakpointForWidth(width);
      const resolved = resolveGrid(grid, breakpoint);
      expect(m.grid.columns).toHaveLength(resolved.templateColumns.length);

      for (const area of grid.areas) {
        const expected = resolveArea(area, breakpoint);
        const got = m.areas[area.id]!;
        if (!expected.visible) {
          expect(got.display, `${area.id} hidden at ${width}`).toBe('none');
          continue;
        }
        expect(got.display).toBe('flex');
        const x =
          m.grid.left +
          m.grid.paddingLeft +
          sum(m.grid.columns.slice(0, expected.startCol)) +
          m.grid.columnGap * expected.startCol;
        const w =
          sum(m.grid.columns.slice(expected.startCol, expected.endCol)) +
          m.grid.columnGap * (expected.endCol - expected.startCol - 1);
        const y =
          m.grid.top +
          m.grid.paddingTop +
          sum(m.grid.rows.slice(0, expected.startRow)) +
          m.grid.rowGap * expected.startRow;
        expect(Math.abs(got.x - x), `${area.id} x at ${width}`).toBeLessThan(1.5);
        expect(Math.abs(got.width - w), `${area.id} width at ${width}`).toBeLessThan(1.5);
        if (area.id !== 'aside') {
          // The sidebar is sticky on desktop by the demo's custom CSS; its top may move with scroll.
          expect(Math.abs(got.y - y), `${area.id} y at ${width}`).toBeLessThan(1.5);
        }
      }
      await page.screenshot({ path: `test-results/screenshots/demo-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the custom CSS applies inside the layout and not to the host page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/preview?src=/demo/layout.json`);
    await page.waitForSelector('.one-grid');
    const styles = () =>
      page.evaluate(() => ({
        header: getComputedStyle(document.querySelector('[data-area-id="header"]')!)
          .borderBottomWidth,
        body: getComputedStyle(document.body).borderBottomWidth,
      }));
    // The custom CSS applies once its scoper's code is in (it loads with a layout that has some).
    await expect.poll(async () => (await styles()).header).toBe('3px');
    expect((await styles()).body).toBe('0px');
    await page.close();
  });

  it('visibility windows: the future drop is hidden, the launch offer shows on desktop; device flags hide the tip on mobile', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/preview?src=/demo/layout.json`);
    await page.waitForSelector('.one-grid');
    expect(await page.locator('[data-component-id="future-drop"]').count()).toBe(0);
    expect(await page.locator('[data-component-id="launch-offer"]').isVisible()).toBe(true);
    expect(await page.locator('[data-component-id="desktop-note"]').isVisible()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.locator('[data-component-id="desktop-note"]').isVisible()).toBe(false);
    await page.close();
  });
});
