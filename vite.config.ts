import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * After the main build, the owner's pages (vite.owner.config.ts), whose chunks are cut for them
 * alone; the standalone export's script (vite.standalone.config.ts): a build of
 * its own, because it is one classic script with no chunks, which the main build's module
 * entries are not; and the embed kit (vite.embed.config.ts), whose script other sites load by a
 * stable name. `vite build` alone thus leaves everything the server and `npm run export` read.
 */
function laterBuilds(): Plugin {
  return {
    name: 'vitrine-later-builds',
    apply: 'build',
    async closeBundle() {
      await build({ configFile: 'vite.owner.config.ts' });
      await build({ configFile: 'vite.standalone.config.ts' });
      await build({ configFile: 'vite.embed.config.ts' });
    },
  };
}

/** The owner's pages, as the server tells them from a visitor's (server/static/indexHtml.ts). */
const OWNER_PAGE = /^\/(editor|studio)([/?]|$)/;

/**
 * In development (`npm run dev`), the owner's pages are owner.html, as the server answers them
 * once built; every other page falls back to index.html.
 */
function ownerPagesInDevelopment(): Plugin {
  return {
    name: 'vitrine-owner-pages-in-development',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const accepts = request.headers.accept ?? '';
        if (request.url && OWNER_PAGE.test(request.url) && accepts.includes('text/html')) {
          request.url = '/owner.html';
        }
        next();
      });
    },
  };
}

// The visitor pages' build; the owner's pages are built after it (laterBuilds). The renderer's
// hydration script is its own entry with a stable name, so statically exported pages can point
// at it (see docs/architecture.md).
export default defineConfig({
  plugins: [react(), ownerPagesInDevelopment(), laterBuilds()],
  server: {
    proxy: {
      '/v1': 'http://localhost:3000',
      '/t/': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The server reads it to preload a visitor page's islands and language with its entry.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: { main: 'index.html', hydrate: 'src/renderer/hydrate.tsx' },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'hydrate' ? 'assets/hydrate.js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
