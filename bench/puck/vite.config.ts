import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The bench's Puck page (bench/puck.bench.ts builds it before a run): a production build like
 * our editor's, into bench/puck/dist, which bench/puckServer.ts serves.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
