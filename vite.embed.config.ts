import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The embed kit (src/embed/embed.ts): `dist/embed.js`, a stable name other sites load with a
 * script tag, and its chunks in `dist/embed/`. A build of its own, after the main build
 * (vite.config.ts), so the islands and chunks of Vitrine's own pages never change its files and
 * its entry carries no React: the page's code is a chunk the entry imports when an element
 * connects. A relative base makes every chunk address relative to the script (import.meta.url),
 * since the page that runs it is on another origin; no module preload helper, which would add
 * `<link>` elements to the host page's head.
 */
export default defineConfig({
  configFile: false,
  plugins: [react()],
  base: './',
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    copyPublicDir: false,
    modulePreload: false,
    rollupOptions: {
      input: { embed: 'src/embed/embed.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: 'embed.js',
        chunkFileNames: 'embed/[name]-[hash].js',
        assetFileNames: 'embed/[name]-[hash][extname]',
      },
    },
  },
});
