/**
 * The export command, run by `npm run export` (scripts/export.tsx):
 *   <layout.json> <out-dir> [--single-file] [--title "…"] [--locale fr] [--uploads DIR]
 *   [--base-url URL] [--no-script]
 *
 * Writes a page that stands alone (docs/decisions/export.md): <out-dir>/index.html, the
 * standalone script in assets/ and the layout's media in media/, all by relative URL; with
 * --single-file, <out-dir> is one .html file holding everything. Media come from the uploads
 * folder ('/uploads/…'), the project's public/ and dist/ folders ('/…'), the layout file's
 * folder ('./…'), the web (http(s)), or --base-url for root-relative ones not found locally;
 * with --base-url, root-relative links ('/c/demo') point at that site too.
 */
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLayoutDocument } from '../src/components/schemaRegistry';
// --locale renders in any language, synchronously.
import '../src/i18n/allCatalogues';
// Custom CSS is scoped synchronously while rendering: the scoper (postcss) loads at start.
import '../src/renderer/css/scopeCss';
import { supportedLocale } from '../src/schema/locales';
import {
  buildExport,
  EXPORT_GENERATOR,
  type MediaLoader,
} from '../src/renderer/export/buildExport';
import { STANDALONE_SCRIPT_URL } from '../src/renderer/export/ids';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = join(ROOT, 'dist', STANDALONE_SCRIPT_URL);
const USAGE =
  'Usage: npm run export -- <layout.json> <out-dir> [--single-file] [--title "…"] [--locale en|fr|de|es|ja|ar] [--uploads DIR] [--base-url URL] [--no-script]';

/** A refusal of the command's: its message is the whole answer, and the exit code is 1. */
class ExportRefused extends Error {}

function fail(message: string): never {
  throw new ExportRefused(message);
}

/** Where the command writes what it has to say. */
export interface ExportOutput {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

interface Options {
  input: string;
  output: string;
  singleFile: boolean;
  title?: string;
  locale?: string;
  uploads: string;
  baseUrl?: string;
  script: boolean;
}

function parseArgs(args: string[]): Options {
  const positional: string[] = [];
  const options: Partial<Options> = { singleFile: false, script: true };
  const value = (i: number, flag: string) => {
    const next = args[i];
    if (next === undefined || next.startsWith('--')) fail(`${flag} needs a value.\n${USAGE}`);
    return next;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--single-file') options.singleFile = true;
    else if (arg === '--no-script') options.script = false;
    else if (arg === '--title') options.title = value(++i, arg);
    else if (arg === '--locale') options.locale = value(++i, arg);
    else if (arg === '--uploads') options.uploads = value(++i, arg);
    else if (arg === '--base-url') options.baseUrl = value(++i, arg);
    else if (arg.startsWith('--')) fail(`Unknown option ${arg}.\n${USAGE}`);
    else positional.push(arg);
  }
  const [input, output, extra] = positional;
  if (!input || !output || extra) fail(USAGE);
  if (options.baseUrl !== undefined && !/^https?:\/\/[^/]/i.test(options.baseUrl)) {
    fail(`--base-url must be an http(s) address, such as https://shop.example.`);
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  return {
    ...options,
    input,
    output: resolve(output),
    uploads: resolve(options.uploads ?? join(dataDir, 'uploads')),
  } as Options;
}

async function fetchMedia(url: string): ReturnType<MediaLoader> {
  const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  if (!response.ok) return { missing: `HTTP ${response.status}` };
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get('content-type')?.split(';')[0] ?? undefined,
  };
}

async function readLocal(...candidates: string[]): Promise<{ bytes: Uint8Array } | null> {
  for (const file of candidates) {
    try {
      return { bytes: new Uint8Array(await readFile(file)) };
    } catch {
      // try the next place
    }
  }
  return null;
}

/** Where each kind of address is read from (see the header). */
function mediaLoader(options: Options): MediaLoader {
  const layoutDir = dirname(resolve(options.input));
  return async (url) => {
    if (/^https?:\/\//i.test(url)) return fetchMedia(url);
    const path = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
    if (path.startsWith('/')) {
      const local = path.startsWith('/uploads/')
        ? await readLocal(join(options.uploads, basename(path)))
        : await readLocal(join(ROOT, 'public', path), join(ROOT, 'dist', path));
      if (local) return local;
      if (options.baseUrl) return fetchMedia(new URL(url, options.baseUrl).href);
      return {
        missing: path.startsWith('/uploads/')
          ? `not in ${options.uploads}; set DATA_DIR or --uploads, or --base-url`
          : 'not in public/ or dist/; pass --base-url to fetch it',
      };
    }
    return (
      (await readLocal(resolve(layoutDir, path))) ?? {
        missing: `not found beside ${options.input}`,
      }
    );
  };
}

/** A folder we may replace: absent, empty, or a previous export holding only what we write. */
function refuseForeignFolder(dir: string): void {
  if (!existsSync(dir)) return;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    fail(`${dir} exists and is not a folder; choose another output folder.`);
  }
  if (entries.length === 0) return;
  const ours = new Set(['index.html', 'assets', 'media']);
  const foreign = entries.filter((entry) => !ours.has(entry));
  const index = join(dir, 'index.html');
  const isExport =
    existsSync(index) && readFileSync(index, 'utf8').includes(`content="${EXPORT_GENERATOR}"`);
  if (!isExport || foreign.length > 0) {
    fail(
      `${dir} already exists and is not a Vitrine export${foreign.length ? ` (it holds ${foreign.slice(0, 5).join(', ')})` : ''}. Nothing was written: choose a new or empty folder, or remove it.`,
    );
  }
}

function refuseForeignFile(file: string): void {
  if (!existsSync(file)) return;
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    fail(`${file} exists and cannot be read as a page; choose another file name.`);
  }
  if (!text.includes(`content="${EXPORT_GENERATOR}"`)) {
    fail(
      `${file} already exists and is not a Vitrine export. Nothing was written: choose another file name.`,
    );
  }
}

/** Writes beside the target first, then swaps it in: a failure never leaves half a page. */
async function writeAtomically(
  target: string,
  files: Map<string, string | Uint8Array>,
  singleFile: boolean,
): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const staging = mkdtempSync(join(dirname(target), '.vitrine-export-'));
  try {
    // mkdtemp makes a private folder; an export is for anyone to read, like any new folder.
    chmodSync(staging, 0o755);
    for (const [path, contents] of files) {
      await mkdir(dirname(join(staging, path)), { recursive: true });
      await writeFile(join(staging, path), contents);
    }
    if (singleFile) {
      renameSync(join(staging, 'index.html'), target);
      rmSync(staging, { recursive: true, force: true });
    } else {
      rmSync(target, { recursive: true, force: true });
      renameSync(staging, target);
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

async function exportPage(args: string[], out: ExportOutput): Promise<void> {
  const options = parseArgs(args);
  const locale = options.locale === undefined ? undefined : supportedLocale(options.locale);
  if (locale === null) fail(`--locale ${options.locale} is not one of en, fr, de, es, ja, ar.`);

  let text: string;
  try {
    text = readFileSync(options.input, 'utf8');
  } catch (error) {
    fail(`Cannot read ${options.input}: ${(error as Error).message}`);
  }
  const result = parseLayoutDocument(text);
  if (!result.ok) {
    fail(
      `${options.input} is not a valid layout; nothing was written:\n${result.errors.map((e) => `  ${e.path || '(root)'}: ${e.message}`).join('\n')}`,
    );
  }
  for (const [id, problems] of Object.entries(result.componentErrors)) {
    out.warn(
      `Component ${id} will render 'Error rendering component': ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
    );
  }
  if (options.singleFile) refuseForeignFile(options.output);
  else refuseForeignFolder(options.output);

  let script: string | undefined;
  if (options.script) {
    if (!existsSync(SCRIPT)) {
      fail(`The standalone script ${SCRIPT} is missing: run \`npm run build\` first.`);
    }
    script = readFileSync(SCRIPT, 'utf8');
  }
  const exported = await buildExport(result.layout, {
    script,
    loadMedia: mediaLoader(options),
    title: options.title,
    locale: locale ?? undefined,
    singleFile: options.singleFile,
    siteUrl: options.baseUrl,
  });
  for (const warning of exported.warnings) out.warn(`Warning: ${warning}`);
  await writeAtomically(options.output, exported.files, options.singleFile);
  const count = exported.files.size;
  out.log(
    options.singleFile
      ? `Wrote ${options.output}`
      : `Wrote ${options.output} (${count} file${count === 1 ? '' : 's'}: index.html${count > 1 ? ', assets/, media/' : ''})`,
  );
}

/**
 * Runs the command with its arguments (without `node` and the script's name); the exit code
 * it ends with. Nothing is written unless the whole page could be.
 */
export async function runExport(args: string[], out: ExportOutput): Promise<number> {
  try {
    await exportPage(args, out);
    return 0;
  } catch (error) {
    out.error(
      error instanceof ExportRefused
        ? error.message
        : `Export failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}
