import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The editor's app module, which src/ownerStart.tsx imports when the page is /editor. */
const EDITOR_APP = resolve('src/editor/EditorApp.tsx');

/** The chunk of the editor's start-up code. */
const EDITOR_CHUNK = 'editor';

/** The owner apps' starter (React and the loading screen), which every owner page runs first. */
const OWNER_START = resolve('src/ownerStart.tsx');

/**
 * What else a page loads without the editor: the editor page's opening requests (their own
 * small chunk, so the layout's request leaves before the editor's code is in), the studio and
 * its account screens.
 */
const LOADED_WITHOUT_THE_EDITOR = [
  'src/editor/persistence/openingRequests.ts',
  'src/studio/StudioApp.tsx',
  'src/studio/account/AccountPages.tsx',
].map((path) => resolve(path));

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
 * The editor's own start-up code in one chunk, and the starter with React in another. Left to
 * the bundler, every module the editor shares with one of its lazy parts or block types goes to
 * a chunk of its own, named by who shares it, and the editor would start from dozens of files,
 * many of a few hundred bytes: each one a request, a cache lookup and a module record before
 * the canvas can draw. The lazy parts and block types only ever load after the editor, so the
 * modules they share with it can sit in the editor's chunk at no cost to them; every owner page
 * runs the starter first, so React can sit in its chunk at no cost to any.
 *
 * The chunk holds every module the editor imports statically that nothing loaded without the
 * editor imports: those stay where the bundler puts them, so the studio and the account
 * screens never download the editor. As nothing outside the chunk imports into it, the chunk
 * imports the shared chunks and never the reverse, and the modules run in the order they
 * would without it (the build fails if that ever stops being true). Icons are imported each
 * from its own module (eslint.config.js): through the icon package's index, which imports
 * every icon, every icon would look shared.
 */
function startChunks(): {
  plugin: Plugin;
  inOwnerStart: (id: string) => boolean;
  inEditor: (id: string) => boolean;
} {
  const ownerStart = new Set<string>();
  const editor = new Set<string>();
  const plugin: Plugin = {
    name: 'vitrine:start-chunks',
    buildEnd() {
      const staticClosure = (roots: string[]) =>
        reachable(roots, (id) => this.getModuleInfo(id)?.importedIds ?? []);
      ownerStart.clear();
      for (const id of staticClosure([OWNER_START])) ownerStart.add(id);
      const elsewhere = staticClosure(LOADED_WITHOUT_THE_EDITOR);
      editor.clear();
      for (const id of staticClosure([EDITOR_APP])) {
        if (!ownerStart.has(id) && !elsewhere.has(id)) editor.add(id);
      }
      // The app's own module keeps its chunk, named after it in the manifest, which is how the
      // server finds what to preload for /editor.
      editor.delete(EDITOR_APP);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const editorChunk = chunks.find((chunk) => chunk.name === EDITOR_CHUNK);
      if (!editorChunk) return this.error(`the owner build has no "${EDITOR_CHUNK}" chunk`);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // Whatever the editor's chunk imports must not import it back: a cycle between chunks
      // runs one of them before what it needs has run.
      const imported = reachable(editorChunk.imports, (file) => byFile.get(file)?.imports ?? []);
      if (imported.has(editorChunk.fileName)) {
        return this.error(
          `a chunk the editor's chunk imports imports it back: a module the editor shares is in the editor's chunk (${EDITOR_CHUNK})`,
        );
      }
    },
  };
  return {
    plugin,
    inOwnerStart: (id) => ownerStart.has(id),
    inEditor: (id) => editor.has(id),
  };
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
          groups: [
            // Every owner page runs the starter first: React with it in one file.
            { name: 'ownerStart', test: chunks.inOwnerStart },
            {
              name: EDITOR_CHUNK,
              test: chunks.inEditor,
              // Only the modules above: what they import from the shared chunks stays there.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
