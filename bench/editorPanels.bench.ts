/**
 * What the editor's generated panels cost to show, in Chromium against the real server (the
 * built front end in dist/) on a layout of 100 components: the Theme tab pressed → its forms
 * shown, the Layout tab pressed → the grid's fields shown, an area selected → its fields shown.
 * Each is timed from the action to the end of the frame that painted the panel's last field,
 * with the panel's code already loaded (one unmeasured opening first), so the figure is what
 * drawing the panel costs, not the network. `npm run bench editorPanels` runs only these.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/browser/support/chromium';
import { startEditorServer } from './editorServer';
import {
  AFTER_FRAME,
  loadAverage,
  loadedProbe,
  median,
  UNTHROTTLED_FRAMES,
  VITRINE_EDITOR,
} from './editorHarness';
import type { BenchResult } from './run';
import { createLayout } from './vitrineLayouts';

/** Openings timed per panel; the figure is their median. */
const ROUNDS = 20;

/**
 * One user action that shows a panel, and the one that takes it away again. Both run in the
 * page: `open` and `close` are function bodies; `shown` is the label of the panel's last field,
 * found in the editor's right-hand column.
 */
interface PanelCase {
  figure: string;
  open: string;
  close: string;
  shown: string;
  /**
   * What the same action took on the tree before the form engine drew these panels (the
   * hand-written theme editor and grid inputs), measured with this file and printed beside the
   * figure (docs/decisions/editor-panels.md, "What the generated panels cost").
   */
  beforeMs: number;
}

/** Presses a tab of the page's settings as a pointer does (Radix tabs switch on mousedown). */
const pressTab = (name: string) => `
  const tab = [...document.querySelectorAll('.one-editor-right [role="tab"]')]
    .find((t) => t.textContent === ${JSON.stringify(name)});
  if (!tab) throw new Error('No tab ' + ${JSON.stringify(name)});
  tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  tab.click();`;

const selectArea = (id: string | null) =>
  `window.__vitrineEditor.store.getState().select(${id ? `{ kind: 'area', id: ${JSON.stringify(id)} }` : 'null'});`;

const CASES: PanelCase[] = [
  {
    figure: 'Theme tab → its forms shown',
    open: pressTab('Theme'),
    close: pressTab('Layout'),
    shown: 'Card padding',
    beforeMs: 20.1,
  },
  {
    figure: 'Layout tab → the grid’s fields shown',
    open: pressTab('Layout'),
    close: pressTab('Theme'),
    shown: 'Max content width',
    beforeMs: 12.6,
  },
  {
    figure: 'select an area → its fields shown',
    open: selectArea('area-0'),
    close: selectArea(null),
    shown: 'Row end line',
    beforeMs: 7.8,
  },
];

/**
 * `rounds` openings of a panel, each from a settled editor (250 ms after the panel was taken
 * away, then the browser's next idle moment, as an owner's next click comes): from the action
 * to the frame after the label `shown` is in the right-hand column.
 */
async function timePanel(page: Page, panel: PanelCase, rounds: number): Promise<number[]> {
  return page.evaluate(
    async ({ open, close, shown, rounds, afterFrameSource }) => {
      const afterFrame = new Function(`return ${afterFrameSource}`)() as (done: () => void) => void;
      const column = document.querySelector('.one-editor-right');
      if (!column) throw new Error('No right-hand column .one-editor-right');
      const isShown = () =>
        [...column.querySelectorAll('label')].some((l) => l.textContent?.trim() === shown);
      const until = (wanted: boolean, action: () => void, what: string) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(
              new Error(`${what}: "${shown}" ${wanted ? 'not shown' : 'still shown'} after 10 s`),
            );
          }, 10_000);
          const observer = new MutationObserver(() => {
            if (isShown() !== wanted) return;
            observer.disconnect();
            clearTimeout(timer);
            afterFrame(resolve);
          });
          observer.observe(column, { subtree: true, childList: true, characterData: true });
          action();
        });
      const settle = () =>
        new Promise<void>((resolve) =>
          setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 1000 }), 250),
        );
      const openPanel = new Function(open) as () => void;
      const closePanel = new Function(close) as () => void;
      // The first opening loads the panel's code: not counted.
      if (!isShown()) await until(true, openPanel, 'Opening');
      const durations: number[] = [];
      for (let i = 0; i < rounds; i++) {
        await until(false, closePanel, 'Closing');
        await settle();
        const start = performance.now();
        await until(true, openPanel, 'Opening');
        durations.push(performance.now() - start);
      }
      return durations;
    },
    {
      open: panel.open,
      close: panel.close,
      shown: panel.shown,
      rounds,
      afterFrameSource: AFTER_FRAME,
    },
  );
}

export default async function editorPanelsBench(): Promise<BenchResult[]> {
  const server = await startEditorServer();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...UNTHROTTLED_FRAMES],
  });
  const results: BenchResult[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    // tsx keeps function names with a __name helper that the page does not have.
    await page.addInitScript('window.__name = (f) => f;');
    await page.addInitScript(loadedProbe(VITRINE_EDITOR));
    await page.goto(`${server.url}/editor`);
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    const layoutId = await createLayout(page, 100);
    await page.goto(`${server.url}/editor?layout=${layoutId}&expect=100`);
    await page.waitForFunction(() => typeof window.__loadedAt === 'number', null, {
      timeout: 60_000,
    });
    // An owner does not open a panel in the editor's first second.
    await page.waitForTimeout(1000);
    for (const panel of CASES) {
      const ms = median(await timePanel(page, panel, ROUNDS));
      results.push({
        metric: `editor @ 100: ${panel.figure}, median of ${ROUNDS} (load ${loadAverage()})`,
        value: ms,
        unit: 'ms',
        target: `hand-written panels took ${panel.beforeMs} ms`,
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}
