/**
 * `npm run bench`: runs every bench/*.bench.ts and prints each figure beside its target;
 * `npm run bench pages render` runs only the files whose names contain one of the words.
 * A bench file default-exports `async () => BenchResult[]`; one that throws is reported as
 * failed and the rest still run.
 */
// First: the servers the benches start in this process render as production ones do.
import '../server/productionLibraries';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BenchResult {
  metric: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. '≤ 20 ms'. */
  target?: string;
  /** Whether the value meets the target; omitted for figures without one. */
  ok?: boolean;
}

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as {
    default: () => Promise<BenchResult[]>;
  };
  let results: BenchResult[];
  try {
    results = await mod.default();
  } catch (error) {
    // One bench that cannot run (no Chromium, a port taken) is reported; the others still run.
    failed++;
    console.log(`FAIL ${file}: ${error instanceof Error ? error.message : String(error)}`);
    continue;
  }
  for (const r of results) {
    const status = r.ok === undefined ? '' : r.ok ? 'ok  ' : 'MISS';
    if (r.ok === false) failed++;
    const value = Number.isInteger(r.value) ? String(r.value) : r.value.toFixed(2);
    console.log(
      `${status.padEnd(5)}${r.metric.padEnd(60)} ${`${value} ${r.unit}`.padStart(16)}   target ${r.target ?? '—'}`,
    );
  }
}
console.log(`\n${files.length} bench files, ${failed} figure(s) missing their target or failed.`);
process.exit(0);
