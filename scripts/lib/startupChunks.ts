import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  chunkFiles,
  chunkNamed,
  EDITOR_MODULE,
  OWNER_APPS,
  OWNER_HTML,
  OWNER_MANIFEST,
  OWNER_START_MODULE,
  VISITOR_MANIFEST,
} from '../../server/static/indexHtml';

type Manifest = Parameters<typeof chunkFiles>[0];

/** A build's manifest: the visitor pages' unless told (the owner's pages have their own build). */
export function readManifest(distDir: string, file: string = VISITOR_MANIFEST): Manifest {
  return JSON.parse(readFileSync(join(distDir, file), 'utf8')) as Manifest;
}

/** The lazy chunks, by name, that the editor's page preloads and waits for before it shows. */
const EDITOR_FIRST_SCREEN = OWNER_APPS.find((app) => app.module === EDITOR_MODULE)!.firstScreen;

/**
 * The JavaScript /editor downloads before it can show the canvas, from the owner build: its
 * entry's static import closure (owner.html's script), the owner apps' starter's, the editor
 * chunk's, and those of the lazy chunks its first screen needs (what the server preloads for
 * /editor, which the page waits for), each file once.
 */
export function editorStartupFiles(
  distDir: string,
  firstScreenChunks: readonly string[] = EDITOR_FIRST_SCREEN,
): string[] {
  const manifest = readManifest(distDir, OWNER_MANIFEST);
  const firstScreen = firstScreenChunks.map((name) => chunkNamed(manifest, name) ?? '');
  return [
    ...new Set(
      [OWNER_HTML, OWNER_START_MODULE, EDITOR_MODULE, ...firstScreen].flatMap((module) =>
        chunkFiles(manifest, module),
      ),
    ),
  ];
}

/** Bytes as built and gzipped (level 9, as a server compressing static files would send them). */
export function startupSize(distDir: string): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of editorStartupFiles(distDir)) {
    const bytes = readFileSync(join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/**
 * How many bytes of a built file each source module became, from its source map (the build
 * writes one beside every chunk of ours). Keys are the map's source paths
 * (…/node_modules/pkg/…). A file without a map holds no source of ours (the bundler's runtime, a
 * chunk that only re-exports another): none.
 */
export function bytesBySource(distDir: string, file: string): Map<string, number> {
  if (!existsSync(join(distDir, `${file}.map`))) return new Map();
  const code = readFileSync(join(distDir, file), 'utf8').split('\n');
  const map = JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const sizes = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const segments = line.split(',').filter(Boolean).map(decodeSegment);
    let column = 0;
    segments.forEach((segment, i) => {
      column += segment[0] ?? 0;
      if (segment.length > 1) source += segment[1] ?? 0;
      const next = segments[i + 1];
      const end = next ? column + (next[0] ?? 0) : (code[lineIndex]?.length ?? column);
      const name = map.sources[source];
      if (name !== undefined) sizes.set(name, (sizes.get(name) ?? 0) + Math.max(0, end - column));
    });
  });
  return sizes;
}

/** A source path's npm package ('@tiptap/core', 'viem'), or null for our own code. */
export function packageOf(source: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match?.[1] ?? null;
}

/** Bytes per npm package over the editor's start-up files. */
export function startupPackages(distDir: string): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of editorStartupFiles(distDir)) {
    // The bundler's own runtime chunk has no source map, and no source of ours.
    for (const [source, bytes] of bytesBySource(distDir, file)) {
      const name = packageOf(source);
      if (name) sizes.set(name, (sizes.get(name) ?? 0) + bytes);
    }
  }
  return sizes;
}

/**
 * What the editor loads only when a panel or field uses it (src/editor/lazy/parts.ts and the
 * lazy imports docs/architecture.md lists): none of it may be in the start-up chunks. Icon sets
 * may be there with the few icons used, never whole.
 */
export const LAZY_ONLY: readonly {
  what: string;
  /** npm packages, by name; or, with `sources`, the source paths (our own modules, a package's files). */
  packages?: RegExp;
  sources?: RegExp;
  maxBytes: number;
}[] = [
  { what: 'the rich-text editor (TipTap)', packages: /^(@tiptap\/|prosemirror-)/, maxBytes: 0 },
  {
    what: 'the code editor (CodeMirror)',
    packages: /^(@codemirror\/|codemirror$|@lezer\/)/,
    maxBytes: 0,
  },
  {
    what: 'the form validator (ajv) and rjsf',
    packages: /^(ajv|ajv-formats|@rjsf\/)/,
    maxBytes: 0,
  },
  { what: 'the wallet code (viem)', packages: /^(viem|ox|abitype|@noble\/)/, maxBytes: 0 },
  { what: 'image compression', packages: /^browser-image-compression$/, maxBytes: 0 },
  // Whole, lucide-react is ≈ 600 KB and simple-icons ≈ 4 MB; the icons used are a few KB.
  { what: 'the full lucide icon set', packages: /^lucide-react$/, maxBytes: 60_000 },
  { what: 'the full simple-icons set', packages: /^simple-icons$/, maxBytes: 60_000 },
  {
    what: "the menus' code (Radix's drop-down menu and Floating UI)",
    packages: /^(@radix-ui\/react-(dropdown-menu|menu|popper)|@floating-ui\/)/,
    maxBytes: 0,
  },
  // Custom CSS is scoped with postcss once a layout has some (src/renderer/css/cssScoper.ts).
  {
    what: 'the custom-CSS scoper (postcss and its selector parser)',
    packages: /^postcss(-selector-parser)?$/,
    maxBytes: 0,
  },
  // Dialogs load Radix's dialog the first time one opens (src/ui/dialog/modalImplementation.ts).
  {
    what: "the dialogs' code (Radix's dialog and its scroll lock)",
    packages:
      /^(@radix-ui\/react-(dialog|focus-scope|focus-guards)|react-remove-scroll(-bar)?|aria-hidden)$/,
    maxBytes: 0,
  },
  // The editor loads the code of the block types the open layout uses, with the layout
  // (src/components/lazyRegistry.ts); the palette, layers and forms read schemas and icons.
  {
    what: "the block types' renderers (registry.ts and each type's definition)",
    sources: /\/src\/components\/(registry\.ts|[^/]+\/definition\.tsx?)$/,
    maxBytes: 0,
  },
  {
    what: "the blocks' date formatting (date-fns) and carousel (Embla)",
    packages: /^(date-fns|embla-carousel(-.+)?)$/,
    maxBytes: 0,
  },
  // The editor speaks English: the visitor pages' other languages load with the page that speaks one.
  {
    what: 'the catalogues and date names of languages other than English',
    sources:
      /(\/src\/i18n\/catalogues\/(?!en\.ts)|\/node_modules\/date-fns\/locale\/(?!en-US[/.]|_lib\/))/,
    maxBytes: 0,
  },
];

/** Bytes per source path over the editor's start-up files. */
export function startupSources(distDir: string): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of editorStartupFiles(distDir)) {
    for (const [source, bytes] of bytesBySource(distDir, file)) {
      sizes.set(source, (sizes.get(source) ?? 0) + bytes);
    }
  }
  return sizes;
}

/** Each lazy-only entry found in the start-up chunks, with the packages and bytes found. */
export function lazyOnlyViolations(distDir: string): string[] {
  const packages = startupPackages(distDir);
  const sources = startupSources(distDir);
  const problems: string[] = [];
  for (const rule of LAZY_ONLY) {
    const found = rule.sources
      ? [...sources].filter(([path]) => rule.sources!.test(path))
      : [...packages].filter(([name]) => rule.packages!.test(name));
    const bytes = found.reduce((sum, [, n]) => sum + n, 0);
    if (found.length > 0 && bytes > rule.maxBytes) {
      problems.push(
        `${rule.what}: ${found.map(([name, n]) => `${name} (${n} B)`).join(', ')} in the editor's start-up chunks`,
      );
    }
  }
  return problems;
}
