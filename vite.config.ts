import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One build serves the visitor pages and the editor; the editor is a lazily loaded chunk so
// visitors never download it (see docs/architecture.md).
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/v1': 'http://localhost:3000', '/t': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
