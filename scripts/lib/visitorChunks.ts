import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFiles } from '../../server/static/indexHtml';
import { manifestKeyOf as chunkKeyOf } from '../../server/static/moduleChunk';
import {
  HYDRATOR_MODULE,
  LOAD_RENDERER_MODULES,
  SURFACES_MODULE,
} from '../../src/site/islands/islandData';
import { LOCALES, type Locale } from '../../src/schema/locales';
import { bytesBySource, packageOf, readManifest } from './startupChunks';

/**
 * The JavaScript a visitor page with islands loads, for a page in `locale`, at two moments:
 * `load` — what every page loads, a signed-out visit that uses nothing included: the entry with
 * the islands' scheduler, and what they import statically; `first-island` — what the first
 * island that hydrates brings besides (React, the hydrator, the page's surfaces, its language's
 * chunks and the renderer of every block that may hydrate at once), each with the chunks it
 * imports statically. What they import dynamically (forms, dialogs, players) is not counted.
 */
type Manifest = ReturnType<typeof readManifest>;

export type VisitorStage = 'load' | 'first-island';

export function visitorLoadFiles(
  distDir: string,
  locale: Locale,
  stage: VisitorStage = 'load',
): string[] {
  const manifest = readManifest(distDir);
  const modules = [
    'index.html',
    ...(stage === 'load'
      ? []
      : [
          HYDRATOR_MODULE,
          SURFACES_MODULE,
          // English is built in (the fallback of every page); another language is two chunks
          // the page fetches beside the hydrator: its catalogue and its date names.
          ...(locale === 'en'
            ? []
            : [`src/i18n/catalogues/${locale}.ts`, `node_modules/date-fns/locale/${locale}.js`]),
          ...Object.values(LOAD_RENDERER_MODULES),
        ]),
  ];
  const keys = modules.map((module) => manifestKeyOf(distDir, manifest, module));
  return [...new Set(keys.flatMap((key) => chunkFiles(manifest, key)))];
}

/** The manifest's key for a source module, which the build must have. */
function manifestKeyOf(distDir: string, manifest: Manifest, module: string): string {
  const key = chunkKeyOf(distDir, manifest, module);
  if (!key) throw new Error(`${module} is in no chunk of the build`);
  return key;
}

/** The source modules (map paths: …/node_modules/pkg/…, src/…) in the files, with their bytes. */
export function sourcesIn(distDir: string, files: string[]): Map<string, number> {
  const sources = new Map<string, number>();
  for (const file of files) {
    for (const [source, bytes] of bytesBySource(distDir, file))
      sources.set(source, (sources.get(source) ?? 0) + bytes);
  }
  return sources;
}

export interface LazyRule {
  what: string;
  /** Matches a source path of the source map. */
  source: (path: string) => boolean;
}

const fromPackage =
  (pattern: RegExp) =>
  (path: string): boolean => {
    const name = packageOf(path);
    return name !== null && pattern.test(name);
  };

/**
 * What a visitor page loads only when a block needs it (on interaction, or when an island that
 * needs it hydrates), never with the page, for a page in `locale`.
 */
export function visitorLazyRules(locale: Locale): LazyRule[] {
  // English is every page's built-in fallback, so only the other languages count.
  const others = LOCALES.filter((other) => other !== locale && other !== 'en').join('|');
  return [
    {
      what: "the other languages' catalogues",
      source: (path) => new RegExp(`src/i18n/catalogues/(${others})\\.ts$`).test(path),
    },
    {
      what: "the other languages' date names (date-fns locales)",
      source: (path) => new RegExp(`node_modules/date-fns/locale/(${others})[/.]`).test(path),
    },
    { what: 'image compression', source: fromPackage(/^browser-image-compression$/) },
    { what: 'the confetti', source: fromPackage(/^canvas-confetti$/) },
    { what: 'the wallet code (viem)', source: fromPackage(/^(viem|ox|abitype|@noble\/)/) },
    { what: 'the form library', source: fromPackage(/^(react-hook-form|@hookform\/)/) },
    // The server validated and sanitised what the page shows; the browser does not again.
    // zod's module of patterns is no schema code: the sign-in form checks e-mails with its
    // pattern, as zod would.
    {
      what: 'the schema library (zod)',
      source: (path) => fromPackage(/^zod$/)(path) && !path.endsWith('/zod/v4/core/regexes.js'),
    },
    { what: 'the HTML sanitiser (DOMPurify)', source: fromPackage(/^dompurify$/) },
  ];
}

/** The page's files for `locale` at `stage`, gzipped as a server sends them, in bytes. */
export function visitorLoadBytes(
  distDir: string,
  locale: Locale,
  stage: VisitorStage = 'load',
): number {
  return visitorLoadFiles(distDir, locale, stage)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSync(readFileSync(join(distDir, file))).length, 0);
}

/**
 * Each rule broken by the page's files up to its first island's hydration (the load's
 * included), with the sources found.
 */
export function visitorLazyViolations(distDir: string, locale: Locale, rules: LazyRule[]) {
  const sources = [...sourcesIn(distDir, visitorLoadFiles(distDir, locale, 'first-island')).keys()];
  return rules.flatMap((rule) => {
    const found = sources.filter(rule.source);
    return found.length > 0 ? [`${rule.what}: ${found.join(', ')}`] : [];
  });
}
