import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  sourcesIn,
  visitorLazyRules,
  visitorLazyViolations,
  visitorLoadBytes,
  visitorLoadFiles,
} from '../../scripts/lib/visitorChunks';
import { ISLAND_TYPES, LOAD_RENDERER_MODULES } from '../../src/site/islands/islandData';
import { packageOf, readManifest } from '../../scripts/lib/startupChunks';
import { chunkFiles } from '../../server/static/indexHtml';
import { manifestKeyOf } from '../../server/static/moduleChunk';

// Reads the build `npm test` makes first (after a change, run `npx vite build` before this file).
const dist = join(import.meta.dirname, '..', '..', 'dist');

/**
 * The ceiling the load path holds now, so it cannot grow back unnoticed; lower it as the path
 * shrinks toward the 90 KB (react-dom alone is about two thirds of that).
 */
const LOAD_BUDGET_KB = 127;

describe("a visitor page's load chunks hold none of the code only some blocks need", () => {
  it('the build is there to read', () => {
    expect(existsSync(join(dist, '.vite', 'manifest.json')), 'run `npx vite build` first').toBe(
      true,
    );
  });

  for (const locale of ['en', 'fr', 'ar'] as const) {
    it(`a page in "${locale}" loads its own language (and the built-in English) only, and no wallet, confetti, image compression, form, schema or sanitiser code`, () => {
      expect(visitorLazyViolations(dist, locale, visitorLazyRules(locale))).toEqual([]);
    });
  }

  it('the reading works: the load chunks hold React, the islands runtime and the page language', () => {
    const sources = [...sourcesIn(dist, visitorLoadFiles(dist, 'fr')).keys()];
    expect(sources.some((path) => packageOf(path) === 'react-dom')).toBe(true);
    expect(sources.some((path) => path.endsWith('src/site/islands/startIslands.tsx'))).toBe(true);
    expect(sources.some((path) => path.endsWith('src/i18n/catalogues/fr.ts'))).toBe(true);
    expect(sources.some((path) => /date-fns\/locale\/fr[/.]/.test(path))).toBe(true);
  });

  it('each rule names code the build has (in the chunks loaded later), so none passes by matching nothing', () => {
    const all = readdirSync(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `assets/${file}`);
    const sources = [...sourcesIn(dist, all).keys()];
    const unmatched = visitorLazyRules('fr')
      .filter((rule) => !sources.some(rule.source))
      .map((rule) => rule.what);
    expect(unmatched).toEqual([]);
  });

  it('every island type that hydrates at load has its renderer named, so the reading counts it', () => {
    const atLoad = Object.entries(ISLAND_TYPES)
      .filter(([, timing]) => timing === 'load')
      .map(([type]) => type);
    expect(atLoad.filter((type) => !LOAD_RENDERER_MODULES[type])).toEqual([]);
  });

  it('the renderers of the blocks that hydrate once the page is idle (the feed, the countdown, the clock) load no schema library, since they hydrate on every page that has them', () => {
    const manifest = readManifest(dist);
    const renderers = [
      'src/components/activity-feed/ActivityFeed.tsx',
      'src/components/countdown/CountdownRender.tsx',
      'src/components/date-time/DateTimeRender.tsx',
    ];
    const files = renderers.flatMap((module) => {
      const key = manifestKeyOf(dist, manifest, module);
      expect(key, module).not.toBeNull();
      return chunkFiles(manifest, key!);
    });
    const zod = visitorLazyRules('en').find((rule) => rule.what.includes('zod'))!;
    expect([...sourcesIn(dist, files).keys()].filter(zod.source)).toEqual([]);
  });

  it(`the load chunks of a page in English stay within ${LOAD_BUDGET_KB} KB gzipped, React included`, () => {
    expect(Math.round(visitorLoadBytes(dist, 'en') / 1024)).toBeLessThanOrEqual(LOAD_BUDGET_KB);
  });

  // Still loaded with the page: the islands share the page's react-query cache (the session
  // check, the registration's ownership and settings), and the dialog host imports the modal
  // (Radix's dialog) statically.
  it.todo('no @tanstack/react-query or Radix dialog in the load chunks');
});
