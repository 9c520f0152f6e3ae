/**
 * `@vitrine/kit`'s size (docs/decisions/packages.md): each subpath entry with the chunks it
 * imports statically, gzipped — the blocks' lazy parts (dynamic imports) and React (a peer) left
 * out. Read from the package's build: run `npm run build:packages` first.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BenchResult } from './run';
import { gzippedSize, staticClosure } from './staticClosure';

const DIST = resolve('packages/kit/dist');
const KB = 1024;

export default async function packagesBench(): Promise<BenchResult[]> {
  if (!existsSync(join(DIST, 'renderer.js')))
    throw new Error('packages/kit/dist is missing: run npm run build:packages first');
  const size = (entry: string) => gzippedSize(staticClosure(join(DIST, `${entry}.js`)));
  const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
  const renderer = size('renderer');
  return [
    {
      metric: '@vitrine/kit/renderer core (gzipped, no lazy parts, no React)',
      value: kb(renderer),
      unit: 'KB',
      target: '≤ 30 KB',
      ok: renderer <= 30 * KB,
    },
    { metric: '@vitrine/kit/schema (gzipped)', value: kb(size('schema')), unit: 'KB' },
    { metric: '@vitrine/kit/client (gzipped, no React)', value: kb(size('client')), unit: 'KB' },
  ];
}
