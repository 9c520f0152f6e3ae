/**
 * The embed kit's size: what a host page downloads before any `<vitrine-page>` connects
 * (`dist/embed.js` and the chunks it imports statically), and the page's code the first element
 * then imports (React, the renderer, the blocks' renderers — their lazy parts excluded).
 * Read from the build: run `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './run';

const DIST = resolve('dist');
const KB = 1024;

/** A module's file and every file it imports statically, once each. */
function staticClosure(entry: string): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import … from "./x.js"` and `import "./x.js"`, never `import("./x.js")`.
    for (const match of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^"'`()]*?\sfrom\s*)?["'`](\.[^"'`]+)["'`]/g,
    )) {
      visit(join(dirname(file), match[1]!));
    }
  };
  visit(entry);
  return files;
}

/** The chunk a dynamic import in `file` names, by the start of its file name. */
function dynamicChunk(file: string, name: string): string | null {
  const code = readFileSync(file, 'utf8');
  const match = new RegExp(`import\\(\\s*["'\`](\\./[^"'\`]*${name}-[^"'\`]+)["'\`]`).exec(code);
  return match ? join(dirname(file), match[1]!) : null;
}

const gzipped = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);

export default async function embedBench(): Promise<BenchResult[]> {
  const entry = join(DIST, 'embed.js');
  if (!existsSync(entry)) throw new Error('dist/embed.js is missing: run npm run build first');
  const before = staticClosure(entry);
  const page = dynamicChunk(entry, 'mountEmbed');
  if (!page) throw new Error('dist/embed.js imports no mountEmbed chunk');
  const pageFiles = staticClosure(page).filter((file) => !before.includes(file));
  const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
  const entryBytes = gzipped(before);
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
      value: kb(gzipped(pageFiles)),
      unit: 'KB',
    },
  ];
}
