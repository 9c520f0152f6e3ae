import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  editorStartupFiles,
  lazyOnlyViolations,
  readManifest,
  startupPackages,
} from '../../scripts/lib/startupChunks';
import { definitionModules } from '../../server/static/editorOpening';
import {
  chunkFiles,
  chunkNamed,
  EDITOR_MODULE,
  OWNER_MANIFEST,
  STUDIO_MODULE,
} from '../../server/static/indexHtml';
import { manifestKeyOf } from '../../server/static/moduleChunk';
import { componentTypes } from '../../src/schema/componentTypes';
import { localeModules } from '../../src/i18n/localeModules';
import { LOCALES } from '../../src/schema/locales';

const ACCOUNT_MODULE = 'src/studio/account/AccountPages.tsx';

// Reads the build `npm test` makes first (after a change, run `npx vite build` before this file).
const dist = join(import.meta.dirname, '..', '..', 'dist');

describe("the editor's start-up chunks hold none of the code only some panels and blocks need", () => {
  it("no rich-text editor, code editor, form validator, wallet or image-compression code, no menu or dialog code, no custom-CSS scoper, no block type's renderer, no date formatting or carousel, no whole icon set and no language but English", () => {
    expect(existsSync(join(dist, '.vite', 'manifest.json')), 'run `npx vite build` first').toBe(
      true,
    );
    expect(lazyOnlyViolations(dist)).toEqual([]);
  });

  it("a lazy chunk the first screen waits for counts as start-up code: naming the form engine's chunk adds it and its imports", () => {
    const files = editorStartupFiles(dist, ['SchemaForm']);
    expect(files.some((f) => /\/SchemaForm-[^/]+\.js$/.test(f))).toBe(true);
    expect(files.length).toBeGreaterThan(editorStartupFiles(dist).length);
  });

  it("the start-up chunks are the owner build's entry and the editor chunk with what they import statically, not the visitor pages' entry", () => {
    const files = editorStartupFiles(dist);
    expect(files.some((f) => /\/owner-[^/]+\.js$/.test(f))).toBe(true);
    const visitorEntry = readManifest(dist)['index.html']!.file;
    expect(files).not.toContain(visitorEntry);
    expect(files.some((f) => /\/EditorApp-[^/]+\.js$/.test(f))).toBe(true);
    // The reading works: React is in them, and the editor's own drag-and-drop library.
    const packages = startupPackages(dist);
    expect(packages.get('react-dom')).toBeGreaterThan(0);
    expect(packages.get('@dnd-kit/core')).toBeGreaterThan(0);
  });

  it("the editor's own start-up code is one chunk, so the editor starts from a handful of files, and the studio and its account screens never load it", () => {
    const files = editorStartupFiles(dist);
    const editorChunk = files.filter((f) => /\/editor-[^/]+\.js$/.test(f));
    expect(editorChunk).toHaveLength(1);
    // The owner build's entry and runtime, the starter (with React and what every owner app
    // starts with), the editor's app, the opening requests, what the editor and the studio both
    // start with, and the editor's own chunk. Left to the bundler, each module shared with a
    // lazy part or a block type would be a file of its own.
    expect(files.length).toBeLessThanOrEqual(7);
    const manifest = readManifest(dist, OWNER_MANIFEST);
    for (const module of [STUDIO_MODULE, ACCOUNT_MODULE]) {
      expect(chunkFiles(manifest, module), module).not.toContain(editorChunk[0]);
    }
  });

  it('the account screens load none of the code only the editor and the studio start with', () => {
    const manifest = readManifest(dist, OWNER_MANIFEST);
    const account = chunkFiles(manifest, ACCOUNT_MODULE);
    for (const name of ['ownerShared', 'openingRequests']) {
      const file = manifest[chunkNamed(manifest, name) ?? '']?.file;
      expect(file, name).toBeDefined();
      expect(chunkFiles(manifest, STUDIO_MODULE), name).toContain(file);
      expect(account, name).not.toContain(file);
    }
  });

  it("the block types' shared helper is no file of its own: each block type's code needs one request", () => {
    const manifest = readManifest(dist, OWNER_MANIFEST);
    const text = definitionModules('text').find((module) => manifestKeyOf(dist, manifest, module));
    const imports = manifest[manifestKeyOf(dist, manifest, text!)!]!.imports ?? [];
    // What the text type imports is only what the editor has already loaded.
    const started = new Set(chunkFiles(manifest, EDITOR_MODULE));
    for (const key of imports) expect(started, key).toContain(manifest[key]!.file);
  });

  it("each language's own chunks are in the manifest under the names the server preloads", () => {
    const manifest = readManifest(dist);
    for (const locale of LOCALES) {
      for (const module of localeModules(locale)) expect(manifest[module], module).toBeDefined();
    }
  });

  it("every block type's code is found in the owner build under the names the editor's page preloads it by", () => {
    const manifest = readManifest(dist, OWNER_MANIFEST);
    for (const type of componentTypes) {
      const found = definitionModules(type).filter((module) =>
        manifestKeyOf(dist, manifest, module),
      );
      expect(found, type).toHaveLength(1);
    }
  });
});
