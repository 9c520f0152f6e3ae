/**
 * Lighthouse 13 (its default mobile preset: a mid-range phone on a slow 4G link, simulated) on
 * the demo collection page, a token page and the page a tap URL lands on, against the real
 * server with the built front end, in Debian's Chromium. Each figure is the median of 3 runs.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../tests/browser/support/chromium';
import type { BenchResult } from './run';
import { DEMO_PAGES, startVisitorServer } from './visitorServer';

const RUNS = 3;
/**
 * `LIGHTHOUSE_REPORTS=dir` keeps each run's full JSON report there (LCP breakdown, blocking
 * resources) and the trace Lighthouse recorded (which main-thread tasks it counted as long).
 */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Debian's Chromium with a DevTools port for Lighthouse to drive. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'vitrine-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    /** Waits for Chromium to exit before removing its profile, which it writes until then. */
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(url: string, port: number, reportName: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${reportName}.json`), JSON.stringify(result.lhr, null, 1));
    writeFileSync(
      join(REPORTS, `${reportName}.trace.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

export default async function lighthouseBench(): Promise<BenchResult[]> {
  ensureChromium();
  const server = await startVisitorServer();
  const chrome = await launchChromium();
  const results: BenchResult[] = [];
  try {
    const landing = await server.landing(DEMO_PAGES.tap);
    const pages = [
      ['collection', DEMO_PAGES.collection],
      ['token', DEMO_PAGES.token],
      [`${DEMO_PAGES.tap} lands on`, landing],
    ] as const;
    for (const [label, path] of pages) {
      const runs: Scores[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(
          await audit(
            `${server.url}${path}`,
            chrome.port,
            `${label.split(' ')[0]!.replace(/\W/g, '')}-${run}`,
          ),
        );
      const m = (key: keyof Scores) => median(runs.map((r) => r[key]));
      const name = `${label} ${path}`;
      results.push(
        {
          metric: `${name}: Performance`,
          value: m('performance'),
          unit: '',
          target: '≥ 95',
          ok: m('performance') >= 95,
        },
        {
          metric: `${name}: Accessibility`,
          value: m('accessibility'),
          unit: '',
          target: '100',
          ok: m('accessibility') === 100,
        },
        {
          metric: `${name}: Best Practices`,
          value: m('bestPractices'),
          unit: '',
          target: '100',
          ok: m('bestPractices') === 100,
        },
        { metric: `${name}: SEO`, value: m('seo'), unit: '', target: '100', ok: m('seo') === 100 },
        {
          metric: `${name}: LCP`,
          value: m('lcp') / 1000,
          unit: 's',
          target: '≤ 2.0 s',
          ok: m('lcp') <= 2000,
        },
        {
          metric: `${name}: TBT`,
          value: Math.round(m('tbt')),
          unit: 'ms',
          target: '≤ 100 ms',
          ok: m('tbt') <= 100,
        },
        {
          metric: `${name}: CLS`,
          value: m('cls'),
          unit: '',
          target: '≤ 0.02',
          ok: m('cls') <= 0.02,
        },
      );
    }
    return results;
  } finally {
    await chrome.close().catch(() => {});
    await server.close();
  }
}
