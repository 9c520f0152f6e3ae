import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One build serves the visitor pages and the editor; the editor is a lazily loaded chunk so
// visitors never download it. The renderer's hydration script is its own entry with a stable
// name, so statically exported pages can point at it (see docs/architecture.md).
export default defineConfig({
  plugins: [react()],
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
