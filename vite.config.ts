import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * After the main build, the standalone export's script (vite.standalone.config.ts): a build of
 * its own, because it is one classic script with no chunks, which the main build's module
 * entries are not; and the embed kit (vite.embed.config.ts), whose script other sites load by a
 * stable name. `vite build` alone thus leaves everything the server and `npm run export` read.
 */
function standaloneExportScript(): Plugin {
  return {
    name: 'vitrine-standalone-export-script',
    apply: 'build',
    async closeBundle() {
      await build({ configFile: 'vite.standalone.config.ts' });
      await build({ configFile: 'vite.embed.config.ts' });
    },
  };
}

// One build serves the visitor pages and the editor; the editor is a lazily loaded chunk so
// visitors never download it. The renderer's hydration script is its own entry with a stable
// name, so statically exported pages can point at it (see docs/architecture.md).
export default defineConfig({
  plugins: [react(), standaloneExportScript()],
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
    // The server reads it to let /editor fetch the editor's chunks alongside the entry.
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
