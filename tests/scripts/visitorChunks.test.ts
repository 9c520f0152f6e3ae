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
import { LOAD_RENDERER_MODULES } from '../../src/site/islands/islandData';
import { packageOf, readManifest } from '../../scripts/lib/startupChunks';
import { chunkFiles } from '../../server/static/indexHtml';
import { manifestKeyOf } from '../../server/static/moduleChunk';

// Reads the build `npm test` makes first (after a change, run `npx vite build` before this file).
const dist = join(import.meta.dirname, '..', '..', 'dist');

/**
 * What every visitor page loads (the entry and the islands' scheduler), and what its first
 * island brings besides (React, the hydrator, the page's language, the dialogs and toasts, the
 * registration block): ceilings that hold now, so neither grows back unnoticed.
 */
const LOAD_BUDGET_KB = 12;
const FIRST_ISLAND_BUDGET_KB = 130;

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

  it('the reading works: the load chunks hold the islands scheduler and no React; the first island brings React, the hydrator and the page language', () => {
    const load = [...sourcesIn(dist, visitorLoadFiles(dist, 'fr', 'load')).keys()];
    expect(load.some((path) => path.endsWith('src/site/islands/islandScheduler.ts'))).toBe(true);
    expect(load.filter((path) => /^react(-dom)?$/.test(packageOf(path) ?? ''))).toEqual([]);
    const sources = [...sourcesIn(dist, visitorLoadFiles(dist, 'fr', 'first-island')).keys()];
    expect(sources.some((path) => packageOf(path) === 'react-dom')).toBe(true);
    expect(sources.some((path) => path.endsWith('src/site/islands/islandHydrator.tsx'))).toBe(true);
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

  it('every island type that may hydrate at load has its renderer named, so the reading counts it', () => {
    expect(Object.keys(LOAD_RENDERER_MODULES)).toEqual(['registration']);
    expect(
      existsSync(join(import.meta.dirname, '..', '..', LOAD_RENDERER_MODULES.registration!)),
    ).toBe(true);
  });

  it('the renderers of the blocks that hydrate as soon as they are seen (the feed, the countdown, the clock) load no schema library, since they hydrate on every page that shows them', () => {
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

  it(`the load chunks of a page in English stay within ${LOAD_BUDGET_KB} KB gzipped, and with its first island's within ${FIRST_ISLAND_BUDGET_KB} KB, React included`, () => {
    expect(Math.round(visitorLoadBytes(dist, 'en', 'load') / 1024)).toBeLessThanOrEqual(
      LOAD_BUDGET_KB,
    );
    expect(Math.round(visitorLoadBytes(dist, 'en', 'first-island') / 1024)).toBeLessThanOrEqual(
      FIRST_ISLAND_BUDGET_KB,
    );
  });

  it('no React, react-query or Radix dialog in the chunks every page loads', () => {
    const load = [...sourcesIn(dist, visitorLoadFiles(dist, 'en', 'load')).keys()];
    expect(
      load.filter((path) =>
        /^(react|react-dom|@tanstack\/.*|@radix-ui\/.*)$/.test(packageOf(path) ?? ''),
      ),
    ).toEqual([]);
  });
});
