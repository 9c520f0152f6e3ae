/**
 * What the editor benchmarks measure the same way in any editor — ours and Puck in
 * bench/puck.bench.ts: navigation → the canvas holds all N components and a frame has painted,
 * and select → the panel's text field shows the component's text. An editor is described by
 * where its canvas, its components and its panel are and how a component is selected; the
 * timing code does not change between them.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';

export interface BenchedEditor {
  name: string;
  /** The canvas's iframe. */
  frame: string;
  /** One component in the canvas (counted inside the iframe). */
  component: string;
  /**
   * What in the canvas says a component is not drawn yet (its code still on its way): while
   * one matches, the components are not counted as painted.
   */
  pending?: string;
  /** The panel that shows the selected component's fields. */
  panel: string;
  /** Run in the page with `id` bound: selects that component as a state change, not a click. */
  select: string;
}

export const VITRINE_EDITOR: BenchedEditor = {
  name: 'Vitrine',
  frame: 'iframe.one-editor-frame',
  component: '[data-component-id]',
  pending: '.one-component-loading, .one-layout[aria-busy]',
  panel: '.one-editor-right',
  select: "window.__vitrineEditor.store.getState().select({ kind: 'component', id })",
};

/** Chromium draws each frame when it is ready instead of at the display's 60 Hz refresh. */
export const UNTHROTTLED_FRAMES = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

/**
 * In the page: calls `done` right after the next frame's rendering (style, layout, paint) — a
 * user-blocking task posted from the frame's animation callback runs before any other task the
 * page queued (React's deferred renders, timers), so work the page does after the paint is not
 * counted as the paint's.
 */
export const AFTER_FRAME = `(done) => requestAnimationFrame(() => scheduler.postTask(done, { priority: 'user-blocking' }))`;

export function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const loadAverage = () => loadavg()[0]!.toFixed(2);

declare global {
  interface Window {
    /** Set by loadedProbe: when the canvas first painted all the document's components. */
    __loadedAt?: number;
    /** Set by loadedProbe: the frame in which the canvas first held them all. */
    __heldAt?: number;
    /** Set by loadedProbe: settles at `__loadedAt`, so the harness waits without polling. */
    __loaded?: Promise<void>;
  }
}

/**
 * For every page of the context, from its first script: the time the editor's canvas first
 * holds `expect` components, none of them still waiting for its code, to the end of the frame
 * that painted them (rAF-polled, as a
 * harness that knows nothing of the editor would). `expect` comes from the address (?expect=N).
 */
export function loadedProbe(editor: BenchedEditor): string {
  return `(() => {
  if (window !== window.top) return;
  const expected = Number(new URLSearchParams(location.search).get('expect') || 0);
  if (!expected) return;
  let loaded = () => {};
  window.__loaded = new Promise((resolve) => { loaded = resolve; });
  const poll = () => {
    const frame = document.querySelector(${JSON.stringify(editor.frame)});
    const doc = frame?.contentDocument;
    const count = doc?.querySelectorAll(${JSON.stringify(editor.component)}).length ?? 0;
    const pending = ${JSON.stringify(editor.pending ?? '')};
    if (count >= expected && !(pending && doc.querySelector(pending))) {
      window.__heldAt = performance.now();
      requestAnimationFrame(() => { window.__loadedAt = performance.now(); loaded(); });
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;
}

/**
 * Waits in the page for loadedProbe's promise. Not with `page.waitForFunction`: that installs
 * Playwright's selector engine in the page (a third of a megabyte of script, about 10 ms of
 * its main thread) and polls it every frame, in the middle of the load being timed.
 */
export async function waitUntilLoaded(page: Page, timeoutMs = 120_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not loaded after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([page.evaluate(() => window.__loaded), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One load of `url` (whose `expect` parameter names the component count) in `page`, which
 * carries `loadedProbe`: navigation → all components painted, in ms, and the JavaScript the
 * browser asked for before the canvas held them, as sent (nothing once the HTTP cache holds it).
 */
export async function timeOneLoad(
  page: Page,
  url: string,
): Promise<{ ms: number; scriptBytes: number; scriptPaths: string[] }> {
  await page.goto(url);
  await waitUntilLoaded(page);
  return page.evaluate(() => {
    // What was asked for before the canvas held the layout: a script asked for after it
    // (while its frame painted) was not waited for.
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (e) => /\.js(\?|$)/.test(e.name) && e.startTime < window.__heldAt!,
      ) as PerformanceResourceTiming[];
    return {
      ms: window.__loadedAt!,
      scriptBytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
      scriptPaths: scripts.map((e) => new URL(e.name).pathname),
    };
  });
}

/**
 * Select → the panel's text field shows the selected component's text ("Component i" for
 * c-i, in both editors' generated documents), to the end of the frame that painted it;
 * `count` selections cycling through `ids`, each from a settled editor (250 ms after the
 * previous paint, then the browser's next idle moment).
 */
export async function timeSelectToField(
  page: Page,
  editor: BenchedEditor,
  ids: string[],
  count: number,
): Promise<number[]> {
  return page.evaluate(
    async ({ ids, count, afterFrameSource, panelSelector, selectSource }) => {
      const afterFrame = new Function(`return ${afterFrameSource}`)() as (done: () => void) => void;
      const select = new Function('id', selectSource) as (id: string) => void;
      const durations: number[] = [];
      const settle = () =>
        new Promise<void>((resolve) =>
          setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 1000 }), 250),
        );
      for (let i = 0; i < count; i++) {
        await settle();
        const id = ids[i % ids.length]!;
        const text = `Component ${id.slice(2)}`;
        const panel = document.querySelector(panelSelector);
        if (!panel) throw new Error(`No panel ${panelSelector}`);
        const shows = () =>
          [...panel.querySelectorAll('[role="textbox"]')].some((box) =>
            (box.textContent ?? '').includes(text),
          );
        const start = performance.now();
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`Selecting ${id}: no text field showed "${text}" within 10 s`));
          }, 10_000);
          const observer = new MutationObserver(() => {
            if (!shows()) return;
            observer.disconnect();
            clearTimeout(timer);
            afterFrame(resolve);
          });
          observer.observe(panel, { subtree: true, childList: true, characterData: true });
          select(id);
        });
        durations.push(performance.now() - start);
      }
      return durations;
    },
    {
      ids,
      count,
      afterFrameSource: AFTER_FRAME,
      panelSelector: editor.panel,
      selectSource: editor.select,
    },
  );
}
