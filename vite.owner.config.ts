import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: true,
    manifest: '.vite/owner-manifest.json',
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input: { owner: 'owner.html' } },
  },
});
