import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * `@vitrine/kit`'s JavaScript (docs/decisions/packages.md): one ES build of the subpath entries
 * with shared chunks; each block type is a chunk of its own, which the browser's renderer loads
 * when a layout shows the type and the server entry imports at once. React, react-dom and
 * @tanstack/react-query stay the app's own (peer dependencies: one React, one query cache). isomorphic-dompurify stays a dependency: it
 * picks the browser's DOM or jsdom in Node when the app resolves it, which a bundle fixed at
 * build time cannot. Every other library is bundled. Types come from tsc (tsconfig.json here).
 */
const EXTERNAL = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@tanstack\/react-query($|\/)/,
  /^isomorphic-dompurify$/,
];

export default defineConfig({
  configFile: false,
  plugins: [react()],
  logLevel: 'warn',
  define: { 'import.meta.env.DEV': 'false' },
  build: {
    outDir: 'packages/kit/dist',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    minify: true,
    lib: {
      entry: {
        schema: 'packages/kit/src/schema.ts',
        client: 'packages/kit/src/client.ts',
        renderer: 'packages/kit/src/renderer.ts',
        'renderer-server': 'packages/kit/src/rendererServer.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => EXTERNAL.some((name) => name.test(id)),
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
