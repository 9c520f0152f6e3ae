import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The owner apps' starter (React and the loading screen), which every owner page runs first. */
const OWNER_START = resolve('src/ownerStart.tsx');
/** The editor's app module, which src/ownerStart.tsx imports when the page is /editor. */
const EDITOR_APP = resolve('src/editor/EditorApp.tsx');
/** The studio's app module, which src/ownerStart.tsx imports when the page is /studio. */
const STUDIO_APP = resolve('src/studio/StudioApp.tsx');
/** The studio's account screens (signing in and the like), which start without the studio. */
const ACCOUNT_PAGES = resolve('src/studio/account/AccountPages.tsx');
/**
 * The editor page's opening requests, which its entry imports beside the starter, so the
 * editor's first requests leave before the editor's code is in.
 */
const OPENING_REQUESTS = resolve('src/editor/persistence/openingRequests.ts');
/**
 * The block types' one shared helper, which every type's module imports and no app starts
 * with: left to the bundler, a file of a few dozen bytes that every page with a block waits for.
 */
const COMPONENT_TYPES = resolve('src/components/types.ts');

/** The chunks the owner build groups, by name. */
const CHUNK = {
  ownerStart: 'ownerStart',
  openingRequests: 'openingRequests',
  ownerShared: 'ownerShared',
  editor: 'editor',
} as const;
type GroupedChunk = keyof typeof CHUNK;

/** Everything reachable from `roots` along `next`, the roots included. */
function reachable(
  roots: Iterable<string>,
  next: (node: string) => readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...next(node));
  }
  return seen;
}

/**
 * The owner apps' start-up code in four chunks. Left to the bundler, every module shared by a
 * different set of importers (an app, a lazy part, a block type) goes to a chunk of its own,
 * named after one of them, and the editor would start from dozens of files, many of a few
 * hundred bytes: each one a request, a cache lookup and a module record before the canvas can
 * draw. Each group below holds modules that every page loading its chunk starts with, so no app
 * downloads another's own code:
 *
 * - `ownerStart`: the starter (React, the loading screen) and what every owner app starts with
 *   (the session, the runtime settings, the messages);
 * - `openingRequests`: the editor page's opening requests and the client they use, which the
 *   studio starts with too;
 * - `ownerShared`: what the editor and the studio both start with, beyond those (the layout
 *   renderer, the stores, the icons), and the block types' shared helper;
 * - `editor`: what only the editor starts with.
 *
 * Lazy parts and block types only ever load after an app, so the modules they share with it sit
 * in its chunks at no cost to them. Each group's modules import only their own group's and
 * those of a group loaded before theirs, so the chunks never import one another in a cycle and
 * modules run in their usual order (the build fails if that ever stops being true). Icons are
 * imported each from its own module (eslint.config.js): through the icon package's index, which
 * imports every icon, every icon would look shared.
 */
function startChunks(): { plugin: Plugin; test: (chunk: GroupedChunk) => (id: string) => boolean } {
  const groups = new Map<GroupedChunk, Set<string>>();
  const plugin: Plugin = {
    name: 'vitrine:start-chunks',
    buildEnd() {
      const closure = (...roots: string[]) =>
        reachable(roots, (id) => this.getModuleInfo(id)?.importedIds ?? []);
      const editor = closure(EDITOR_APP);
      const studio = closure(STUDIO_APP);
      const account = closure(ACCOUNT_PAGES);
      const openingClosure = closure(OPENING_REQUESTS);
      const everyApp = closure(OWNER_START);
      for (const id of editor) if (studio.has(id) && account.has(id)) everyApp.add(id);
      const opening = new Set<string>();
      for (const id of openingClosure) {
        if (!everyApp.has(id) && !account.has(id)) opening.add(id);
      }
      const bothApps = new Set([COMPONENT_TYPES]);
      for (const id of editor) {
        if (studio.has(id) && !everyApp.has(id) && !opening.has(id) && !account.has(id)) {
          bothApps.add(id);
        }
      }
      const elsewhere = (id: string) => openingClosure.has(id) || studio.has(id) || account.has(id);
      const editorOnly = new Set<string>();
      for (const id of editor) if (!everyApp.has(id) && !elsewhere(id)) editorOnly.add(id);
      // The apps' own modules keep their chunks, named after them in the manifest, which is how
      // the server finds what to preload for each app's page.
      for (const app of [EDITOR_APP, STUDIO_APP, ACCOUNT_PAGES]) {
        for (const group of [everyApp, opening, bothApps, editorOnly]) group.delete(app);
      }
      groups.set('ownerStart', everyApp);
      groups.set('openingRequests', opening);
      groups.set('ownerShared', bothApps);
      groups.set('editor', editorOnly);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const name of Object.values(CHUNK)) {
        const grouped = chunks.find((chunk) => chunk.name === name);
        if (!grouped) return this.error(`the owner build has no "${name}" chunk`);
        // Whatever a grouped chunk imports must not import it back: a cycle between chunks
        // runs one of them before what it needs has run.
        const imported = reachable(grouped.imports, (file) => byFile.get(file)?.imports ?? []);
        if (imported.has(grouped.fileName)) {
          return this.error(`a chunk the "${name}" chunk imports imports it back`);
        }
      }
    },
  };
  return { plugin, test: (chunk) => (id) => groups.get(chunk)?.has(id) ?? false };
}

const chunks = startChunks();

/**
 * The owner's pages (owner.html: the editor, the studio and its account screens), a build of
 * their own after the visitor pages' (vite.config.ts). Built together, the two would share one
 * chunk graph: every module both use would be cut by which of the visitor pages' islands also
 * load it, and the editor would start from many small files, each compressed apart and each
 * importing the others by name. Built apart, the owner's chunks are cut for the owner's
 * pages alone. The two builds share no module at run time: an owner's page loads only this
 * build's files, a visitor's page only the other's. Its manifest, `.vite/owner-manifest.json`, is
 * what the server preloads the owner's pages from.
 */
export default defineConfig({
  plugins: [react(), chunks.plugin],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: true,
    manifest: '.vite/owner-manifest.json',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: { owner: 'owner.html' },
      output: {
        codeSplitting: {
          // Only the modules each group names: what they import from other chunks stays there.
          groups: (Object.keys(CHUNK) as GroupedChunk[]).map((chunk) => ({
            name: CHUNK[chunk],
            test: chunks.test(chunk),
            includeDependenciesRecursively: false,
          })),
        },
      },
    },
  },
});
