import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The standalone export's script (src/renderer/export/standaloneEntry.tsx): one classic IIFE
 * file with a stable name, no imports and no chunks, because Chromium blocks module scripts
 * (and their imports) on pages opened from file://. vite.config.ts builds it after the main
 * build, into dist/standalone/, which the server serves and `npm run export` copies.
 */
export default defineConfig({
  configFile: false,
  plugins: [react()],
  // Library builds leave process.env for the consumer; this file runs as is in a browser.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  logLevel: 'warn',
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/renderer/export/standaloneEntry.tsx',
      formats: ['iife'],
      name: 'VitrineStandalone',
      fileName: () => 'vitrine-standalone.js',
    },
  },
});
