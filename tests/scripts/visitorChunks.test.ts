import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  sourcesIn,
  visitorLazyRules,
  visitorLazyViolations,
  visitorLoadFiles,
} from '../../scripts/lib/visitorChunks';
import { packageOf } from '../../scripts/lib/startupChunks';

// Reads the build `npm test` makes first (after a change, run `npx vite build` before this file).
const dist = join(import.meta.dirname, '..', '..', 'dist');

describe("a visitor page's load chunks hold none of the code only some blocks need", () => {
  it('the build is there to read', () => {
    expect(existsSync(join(dist, '.vite', 'manifest.json')), 'run `npx vite build` first').toBe(
      true,
    );
  });

  for (const locale of ['en', 'fr', 'ar'] as const) {
    it(`a page in "${locale}" loads its own language (and the built-in English) only, and no wallet, confetti, image compression or form code`, () => {
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

  // Still loaded with the page, through the blocks that hydrate at once: the feed's and the
  // registration's settings are merged and checked with their zod schemas as they render, text
  // and block cards sanitise their HTML as they render, every island shares the page's
  // react-query cache, and the dialog host imports the modal (Radix's dialog) statically.
  it.todo('no zod, DOMPurify, @tanstack/react-query or Radix dialog in the load chunks');
});
