/**
 * The embed kit's size: what a host page downloads before any `<vitrine-page>` connects
 * (`dist/embed.js` and the chunks it imports statically), and the page's code the first element
 * then imports (React, the renderer, the blocks' renderers — their lazy parts excluded).
 * Read from the build: run `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzippedSize, staticClosure } from './staticClosure';
import { dirname, join, resolve } from 'node:path';
import type { BenchResult } from './run';

const DIST = resolve('dist');
const KB = 1024;

/** The chunk a dynamic import in `file` names, by the start of its file name. */
function dynamicChunk(file: string, name: string): string | null {
  const code = readFileSync(file, 'utf8');
  const match = new RegExp(`import\\(\\s*["'\`](\\./[^"'\`]*${name}-[^"'\`]+)["'\`]`).exec(code);
  return match ? join(dirname(file), match[1]!) : null;
}

export default async function embedBench(): Promise<BenchResult[]> {
  const entry = join(DIST, 'embed.js');
  if (!existsSync(entry)) throw new Error('dist/embed.js is missing: run npm run build first');
  const before = staticClosure(entry);
  const page = dynamicChunk(entry, 'mountEmbed');
  if (!page) throw new Error('dist/embed.js imports no mountEmbed chunk');
  const pageFiles = staticClosure(page).filter((file) => !before.includes(file));
  const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
  const entryBytes = gzippedSize(before);
  return [
    {
      metric: 'embed.js before the page loads (gzipped, with its static imports)',
      value: kb(entryBytes),
      unit: 'KB',
      target: '≤ 15 KB',
      ok: entryBytes <= 15 * KB,
    },
    {
      metric: 'embed: the page’s code the first element loads (gzipped)',
      value: kb(gzippedSize(pageFiles)),
      unit: 'KB',
    },
  ];
}
