/**
 * The editor's benchmark, in Chromium against the real server (the built front end in dist/):
 * the JavaScript the editor needs before it is interactive; generated layouts of 100 to 5,000
 * components — load to interactive, selecting a text to its field showing the text, keystroke
 * in a field to canvas paint, delete/duplicate/move to paint; and the memory held by 1,000 undo
 * steps. Timings come from performance marks and measures taken inside the page; the machine's
 * load average is printed with them, since its cores are shared. What the side panels cost to
 * show (the Theme and Layout tabs, an area's fields) is editorPanels.bench.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startupSize } from '../scripts/lib/startupChunks';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/browser/support/chromium';
import { startEditorServer } from './editorServer';
import {
  AFTER_FRAME,
  loadAverage,
  loadedProbe,
  median,
  p95,
  timeOneLoad,
  timeSelectToField,
  UNTHROTTLED_FRAMES,
  VITRINE_EDITOR,
} from './editorHarness';
import type { BenchResult } from './run';
import { createLayout } from './vitrineLayouts';

/** A quick owner's clicks are at least this far apart (a few a second). */
const OWNER_PACE_MS = 250;

const TYPED = 'the quick brown fox jumps over the lazy dog 0123456789 '.repeat(2);

/**
 * Selects c-500 (the canvas scrolls to it), types into its rich-text field in `rounds` rounds
 * and returns, per round and key, the time from the key's own timestamp (when the browser
 * received it, so any wait before the page handled it counts) to the end of the frame that
 * painted the canvas's change.
 */
async function typeIntoTextField(page: Page, rounds: number): Promise<number[][]> {
  await page.evaluate(() =>
    window.__vitrineEditor!.store.getState().select({ kind: 'component', id: 'c-500' }),
  );
  const field = page.locator('.one-editor-right [role="textbox"]').first();
  // The inspector mounts the selected component's panel as a deferred update (right after the
  // canvas shows the selection), so wait for the field rather than counting at once.
  await field.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if ((await field.count()) === 0) {
    throw new Error('The text component c-500 shows no rich-text field in the inspector');
  }
  await field.click();
  await page.keyboard.press('End');
  // A few keys first, not counted: the first keystrokes of a page run code the browser has not
  // compiled yet, as any benchmark's warm-up round does.
  await page.keyboard.type(' warm up', { delay: 40 });
  await page.waitForTimeout(200);
  await page.evaluate((afterFrameSource) => {
    const afterFrame = new Function(`return ${afterFrameSource}`)() as (done: () => void) => void;
    const w = window as unknown as { __keys: number[]; __paints: number[] };
    w.__keys = [];
    w.__paints = [];
    document.addEventListener('keydown', (event) => w.__keys.push(event.timeStamp), true);
    const frame = document.querySelector<HTMLIFrameElement>('iframe.one-editor-frame')!;
    const target = frame.contentDocument!.querySelector('[data-component-id="c-500"]')!;
    let waiting = false;
    new MutationObserver(() => {
      const key = w.__keys[w.__keys.length - 1];
      if (key === undefined || waiting) return;
      waiting = true;
      afterFrame(() => {
        waiting = false;
        performance.mark('keystroke-painted');
        w.__paints.push(performance.now() - key);
      });
    }).observe(target, { subtree: true, childList: true, characterData: true });
  }, AFTER_FRAME);
  const results: number[][] = [];
  for (let round = 0; round < rounds; round++) {
    await page.evaluate(() => {
      (window as unknown as { __paints: number[] }).__paints = [];
    });
    await page.keyboard.type(TYPED, { delay: 40 });
    await page.waitForTimeout(300);
    results.push(await page.evaluate(() => (window as unknown as { __paints: number[] }).__paints));
  }
  return results;
}

/**
 * The same keystrokes into a bare `contenteditable` whose text a listener copies into a small
 * iframe — no product code. What this machine's Chromium itself needs from a key to a painted
 * frame at that moment: the shared cores make whole runs faster or slower, and this figure,
 * printed beside the editor's, says which kind of run it was.
 */
async function referenceKeystrokes(page: Page): Promise<number[]> {
  await page.setContent(
    '<div contenteditable="true" role="textbox" aria-label="Reference field" style="min-height:40px"></div>' +
      '<iframe title="Reference canvas" srcdoc="<body></body>"></iframe>',
  );
  await page.waitForFunction(
    () => document.querySelector('iframe')?.contentDocument?.readyState === 'complete',
  );
  const field = page.getByRole('textbox', { name: 'Reference field' });
  await field.click();
  await page.keyboard.type(' warm up', { delay: 40 });
  await page.evaluate((afterFrameSource) => {
    const afterFrame = new Function(`return ${afterFrameSource}`)() as (done: () => void) => void;
    const w = window as unknown as { __keys: number[]; __paints: number[] };
    w.__keys = [];
    w.__paints = [];
    const body = document.querySelector('iframe')!.contentDocument!.body;
    const field = document.querySelector('[contenteditable]')!;
    document.addEventListener('keydown', (event) => w.__keys.push(event.timeStamp), true);
    field.addEventListener('input', () => {
      body.textContent = field.textContent;
    });
    new MutationObserver(() => {
      const key = w.__keys[w.__keys.length - 1];
      if (key === undefined) return;
      afterFrame(() => w.__paints.push(performance.now() - key));
    }).observe(body, { subtree: true, childList: true, characterData: true });
  }, AFTER_FRAME);
  await page.keyboard.type(TYPED, { delay: 40 });
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __paints: number[] }).__paints);
}

/**
 * Runs `action` in the page N times, each timed from before the change to the next paint.
 * With `pauseMs`, each action starts from a settled editor — that long after the previous one's
 * paint, and then at the browser's next idle moment — as an owner's clicks do: even a quick
 * owner clicks a few times a second, so the previous action's deferred work (the inspector
 * mounting the copy's forms, the rasterising of the frame) has finished. Without it, actions
 * follow each other at once and each also pays for the leftovers of the one before.
 */
async function timeActions(
  page: Page,
  name: string,
  count: number,
  action: string,
  pauseMs = 0,
): Promise<number[]> {
  return page.evaluate(
    async ({ name, count, action, afterFrameSource, pauseMs }) => {
      const store = window.__vitrineEditor!.store;
      const run = new Function('store', 'i', action) as (s: typeof store, i: number) => void;
      const afterFrame = new Function(`return ${afterFrameSource}`)() as (done: () => void) => void;
      const paint = () => new Promise<void>((resolve) => afterFrame(resolve));
      const durations: number[] = [];
      const settle = () =>
        new Promise<void>((resolve) =>
          setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 1000 }), pauseMs),
        );
      for (let i = 0; i < count; i++) {
        if (pauseMs > 0) await settle();
        performance.mark(`${name}-start-${i}`);
        run(store, i);
        await paint();
        performance.mark(`${name}-end-${i}`);
        durations.push(
          performance.measure(`${name}-${i}`, `${name}-start-${i}`, `${name}-end-${i}`).duration,
        );
      }
      return durations;
    },
    { name, count, action, afterFrameSource: AFTER_FRAME, pauseMs },
  );
}

/** What each size is held to: load to interactive, keystroke p95, delete/duplicate/move p95. */
const TARGETS: Record<number, { load?: number; keystroke?: number; structural?: number }> = {
  100: {},
  1000: { load: 1000, keystroke: 16, structural: 50 },
  3000: { load: 1500, keystroke: 16.7, structural: 50 },
  5000: { load: 2500, keystroke: 25 },
};
const LOAD_SIZES = [100, 1000, 3000, 5000];
const EDIT_SIZES = [1000, 3000, 5000];

const withTarget = (metric: string, value: number, unit: string, max?: number): BenchResult =>
  max === undefined
    ? { metric: `${metric} (no target)`, value, unit }
    : { metric, value, unit, target: `≤ ${max} ${unit}`, ok: value <= max };

/**
 * Loads of each size timed after the first (which warms the HTTP cache, like a returning owner).
 * One load of a size varies widely on this machine's shared cores: the 1,000 ÷ 100 ratio of two
 * medians of five moved by more than its margin from run to run of one build; of nine, less.
 */
const LOAD_ROUNDS = 9;

interface LoadFigures {
  /** Navigation → the canvas holds all components and a frame has painted, per size. */
  times: Map<number, number[]>;
  /** The editor's JavaScript the browser received before that moment on its first load. */
  scriptBytes: number;
  scriptPaths: string[];
}

/**
 * Each size's load, in rounds that take every size in turn — the machine's load then weighs on
 * every size alike, which loads of one size after another's do not — after a first round that
 * is not timed. Before each, the tab leaves the editor for a blank page and the garbage of the
 * page it left is collected: otherwise a load pays for taking down the page before it, which
 * after a page of 5,000 blocks is more than a page of 100 costs. Also the JavaScript the first
 * load of the first size received: its bytes as sent and its files.
 */
async function timeLoads(
  page: Page,
  url: string,
  layouts: Map<number, string>,
): Promise<LoadFigures> {
  const session = await page.context().newCDPSession(page);
  const times = new Map<number, number[]>(LOAD_SIZES.map((count) => [count, []]));
  let scriptBytes = 0;
  let scriptPaths: string[] = [];
  for (let round = 0; round <= LOAD_ROUNDS; round++) {
    for (const count of LOAD_SIZES) {
      await page.goto('about:blank');
      await session.send('HeapProfiler.collectGarbage');
      await page.waitForTimeout(200);
      const load = await timeOneLoad(
        page,
        `${url}/editor?layout=${layouts.get(count)!}&expect=${count}`,
      );
      if (round === 0 && count === LOAD_SIZES[0]) {
        scriptBytes = load.scriptBytes;
        scriptPaths = load.scriptPaths;
      }
      if (round > 0) times.get(count)!.push(load.ms);
    }
  }
  await session.detach();
  return { times, scriptBytes, scriptPaths };
}

/** The built files the page fetched (their paths under dist/), gzipped as a server would send them. */
function gzippedFiles(distDir: string, paths: string[]): number {
  return [...new Set(paths)].reduce(
    (sum, path) =>
      sum + gzipSync(readFileSync(join(distDir, decodeURIComponent(path))), { level: 9 }).length,
    0,
  );
}

/** Keystroke and delete/duplicate/move figures on the layout open in `page`. */
async function editFigures(page: Page, count: number): Promise<BenchResult[]> {
  const target = TARGETS[count] ?? {};
  const label = `editor @ ${count.toLocaleString('en')}`;
  const results: BenchResult[] = [];
  // Three rounds of 110 keys; the figure is the middle round's p95. This machine's cores are
  // shared with other virtual machines, and a round that meets their load is slower as a
  // whole: the middle of three is the typical round, neither the luckiest nor that one.
  const rounds = (await typeIntoTextField(page, 3)).map(p95);
  results.push(
    withTarget(
      `${label}: keystroke in a field → canvas painted, p95 (middle of ${rounds.map((r) => r.toFixed(1)).join(' / ')}; load ${loadAverage()})`,
      median(rounds),
      'ms',
      target.keystroke,
    ),
  );
  // Each action from a settled editor, at a quick owner's pace (see timeActions); 60 of each,
  // so that the p95 is the fourth slowest, not the second.
  const base = count - 100;
  const remove = p95(
    await timeActions(
      page,
      'delete',
      60,
      `store.getState().removeComponent('c-' + (${base} + i))`,
      OWNER_PACE_MS,
    ),
  );
  // An owner duplicates what they are looking at: select (and so scroll to) the first one.
  await page.evaluate(() =>
    window.__vitrineEditor!.store.getState().select({ kind: 'component', id: 'c-100' }),
  );
  await page.waitForTimeout(300);
  const duplicate = p95(
    await timeActions(
      page,
      'duplicate',
      60,
      "store.getState().duplicateComponent('c-' + (100 + i))",
      OWNER_PACE_MS,
    ),
  );
  const move = p95(
    await timeActions(
      page,
      'move',
      60,
      "store.getState().moveComponent('c-' + (200 + i), { areaId: 'area-0' }, i)",
      OWNER_PACE_MS,
    ),
  );
  const load = loadAverage();
  results.push(
    withTarget(`${label}: delete → paint, p95 (load ${load})`, remove, 'ms', target.structural),
  );
  results.push(
    withTarget(
      `${label}: duplicate → paint, p95 (load ${load})`,
      duplicate,
      'ms',
      target.structural,
    ),
  );
  results.push(
    withTarget(`${label}: move → paint, p95 (load ${load})`, move, 'ms', target.structural),
  );
  return results;
}

/** The figures only taken at 1,000 components: the canvas's share, stress rows, 60 Hz, memory. */
async function detailFigures(
  browser: Browser,
  page: Page,
  url: string,
  layoutId: string,
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const reference = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await reference.addInitScript('window.__name = (f) => f;');
  try {
    results.push({
      metric:
        'editor: machine reference — the same keys into a bare contenteditable copied into an iframe, p95 (no target)',
      value: p95(await referenceKeystrokes(reference)),
      unit: 'ms',
    });
  } finally {
    await reference.close();
  }
  // The canvas's own share of a keystroke — the store update the field makes, to the frame's
  // paint, without the form and rich-text editor work.
  results.push({
    metric: 'editor @ 1,000: content update → canvas paint, p95 (canvas share, no target)',
    value: p95(
      await timeActions(
        page,
        'store-keystroke',
        60,
        "store.getState().updateComponentData('c-500', { content: '<p>typing ' + i + '</p>' }, 'typing')",
      ),
    ),
    unit: 'ms',
  });
  // The same actions 30 in a row with no pause, each also paying for the deferred work of the
  // one before — a stress figure, not an owner's pace.
  results.push({
    metric: 'editor @ 1,000: duplicate → paint, 30 in a row with no pause, p95 (no target)',
    value: p95(
      await timeActions(
        page,
        'duplicate-row',
        30,
        "store.getState().duplicateComponent('c-' + (160 + i))",
      ),
    ),
    unit: 'ms',
  });
  results.push({
    metric: 'editor @ 1,000: move → paint, 30 in a row with no pause, p95 (no target)',
    value: p95(
      await timeActions(
        page,
        'move-row',
        30,
        "store.getState().moveComponent('c-' + (260 + i), { areaId: 'area-0' }, i)",
      ),
    ),
    unit: 'ms',
  });

  // The same keystrokes at 60 Hz, where each paint also waits for the display's refresh.
  const display = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const displayPage = await display.newPage({ viewport: { width: 1920, height: 1080 } });
    await displayPage.addInitScript('window.__name = (f) => f;');
    await displayPage.goto(`${url}/editor?layout=${layoutId}`);
    await displayPage.waitForFunction(
      () => performance.getEntriesByName('vitrine:editor-interactive').length > 0,
      null,
      { timeout: 30_000 },
    );
    await displayPage.waitForTimeout(1000);
    const atDisplay = (await typeIntoTextField(displayPage, 1))[0]!;
    results.push({
      metric: `editor @ 1,000: keystroke → canvas on a 60 Hz display, p95 (${atDisplay.length} keys, no target)`,
      value: p95(atDisplay),
      unit: 'ms',
    });
  } finally {
    await display.close();
  }

  // Memory held by 1,000 undo steps: heap after GC, before and after, same document size.
  const memory = await page.evaluate(async () => {
    const gc = (window as unknown as { gc?: () => void }).gc;
    const heap = () =>
      (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
    const store = window.__vitrineEditor!.store;
    const settle = async () => {
      for (let i = 0; i < 3; i++) {
        gc?.();
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const doc = store.getState().document;
    store.getState().loadDocument(doc);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    await settle();
    const before = heap();
    for (let i = 0; i < 1000; i++) {
      // Distinct steps (no coalescing): each changes one component's text.
      store.getState().updateComponentData(`c-${(i * 7) % 800}`, { content: `<p>step ${i}</p>` });
    }
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    await settle();
    const after = heap();
    const steps = store.getState().past.length;
    return { bytes: after - before, steps, hasGc: typeof gc === 'function' };
  });
  const mb = memory.bytes / (1024 * 1024);
  results.push({
    metric: `editor: memory held by ${memory.steps} undo steps${memory.hasGc ? '' : ' (no gc: upper bound)'}`,
    value: mb,
    unit: 'MB',
    target: '≤ 5 MB',
    ok: mb <= 5,
  });
  return results;
}

/** A result list that also reports each figure to stderr as it is taken: the run is long. */
function progressList(): BenchResult[] {
  const list: BenchResult[] = [];
  const push = list.push.bind(list);
  list.push = (...items: BenchResult[]) => {
    for (const item of items)
      console.error(`  … ${item.metric}: ${item.value.toFixed(2)} ${item.unit}`);
    return push(...items);
  };
  return list;
}

export default async function editorBench(): Promise<BenchResult[]> {
  const results = progressList();
  const dist = join(import.meta.dirname, '..', 'dist');
  const size = startupSize(dist);
  results.push(
    withTarget(
      "editor: start-up JavaScript, gzipped (entry + editor chunk + its first screen's chunks + their imports)",
      size.gzip / 1024,
      'KiB',
      250,
    ),
  );

  const server = await startEditorServer();
  // Frames are drawn as soon as the page is ready, not held for the display's next refresh:
  // the figures are the product's own time. At 60 Hz a change also waits 0–16.7 ms for the
  // next refresh (whatever the page does); that figure is printed too, without a target.
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      ...UNTHROTTLED_FRAMES,
      '--enable-precise-memory-info',
      '--js-flags=--expose-gc',
    ],
  });
  try {
    const newPage = async () => {
      const opened = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      // tsx keeps function names with a __name helper that the page does not have.
      await opened.addInitScript('window.__name = (f) => f;');
      await opened.addInitScript(loadedProbe(VITRINE_EDITOR));
      return opened;
    };
    const page = await newPage();
    await page.goto(`${server.url}/editor`);
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    const layouts = new Map<number, string>();
    for (const count of LOAD_SIZES) layouts.set(count, await createLayout(page, count));

    const { times, scriptBytes, scriptPaths } = await timeLoads(page, server.url, layouts);
    results.push({
      metric: `editor: JavaScript received before interactive, as sent (the server compresses it: Brotli for Chromium)`,
      value: scriptBytes / 1024,
      unit: 'KiB',
    });
    // The same files gzipped: what the editor fetched before the canvas held the layout,
    // whatever it waited for (its first screen, the layout's component types).
    results.push(
      withTarget(
        `editor @ 100: JavaScript fetched before interactive, gzipped (${new Set(scriptPaths).size} files)`,
        gzippedFiles(dist, scriptPaths) / 1024,
        'KiB',
        250,
      ),
    );
    const loadMedian = (count: number) => median(times.get(count)!);
    for (const count of LOAD_SIZES) {
      const all = times
        .get(count)!
        .map((ms) => ms.toFixed(0))
        .join(' / ');
      const label = `editor @ ${count.toLocaleString('en')}: load to interactive (navigation → all components painted), median of ${all} (load ${loadAverage()})`;
      if (count === 100) {
        results.push({
          metric: `${label}; compared with Puck's in puck.bench.ts`,
          value: loadMedian(count),
          unit: 'ms',
        });
      } else {
        results.push(withTarget(label, loadMedian(count), 'ms', TARGETS[count]?.load));
      }
    }
    // Selecting a text → its field shows the text, on this small page and on 1,000 below.
    await page.goto(`${server.url}/editor?layout=${layouts.get(100)!}&expect=100`);
    await page.waitForFunction(() => typeof window.__loadedAt === 'number');
    await page.waitForTimeout(1000);
    const select = p95(
      await timeSelectToField(page, VITRINE_EDITOR, ['c-0', 'c-3', 'c-5', 'c-8'], 20),
    );
    results.push({
      metric: `editor @ 100: select a text → its field shows the text, p95 (load ${loadAverage()}); compared with Puck's in puck.bench.ts`,
      value: select,
      unit: 'ms',
    });
    const ratio = loadMedian(1000) / loadMedian(100);
    results.push({
      metric: 'editor: load at 1,000 ÷ load at 100 (their medians)',
      value: ratio,
      unit: '×',
      target: '≤ 1.3 ×',
      ok: ratio <= 1.3,
    });

    await page.close();
    // A page per size: the edits leave the layout unsaved, and a fresh page leaves without
    // the editor's "unsaved changes" prompt.
    for (const count of EDIT_SIZES) {
      const page = await newPage();
      await page.goto(`${server.url}/editor?layout=${layouts.get(count)!}&expect=${count}`);
      await page.waitForFunction(() => typeof window.__loadedAt === 'number', null, {
        timeout: 120_000,
      });
      // An owner does not type in the editor's first second.
      await page.waitForTimeout(1000);
      if (count === 1000) {
        const select = p95(
          await timeSelectToField(page, VITRINE_EDITOR, ['c-300', 'c-303', 'c-305', 'c-308'], 20),
        );
        results.push({
          metric: `editor @ 1,000: select a text → its field shows the text, p95 (load ${loadAverage()}); compared with Puck's in puck.bench.ts`,
          value: select,
          unit: 'ms',
        });
      }
      results.push(...(await editFigures(page, count)));
      if (count === 1000) {
        results.push(...(await detailFigures(browser, page, server.url, layouts.get(count)!)));
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}
