import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The blocks that need the API never render on a standalone page (they show a sentence instead:
 * src/renderer/standalone.tsx), so this script carries their schema and CSS only — the CSS the
 * page's style element was rendered with — not their forms, uploads and image compression.
 */
const LIVE_ONLY = {
  registration: {
    name: 'registrationComponent',
    schema: 'registrationSchema',
    css: 'registrationCss',
  },
  'activity-feed': {
    name: 'activityFeedComponent',
    schema: 'activityFeedSchema',
    css: 'activityFeedCss',
  },
} as const;
const STUB = '\0vitrine-live-only:';

function liveOnlyBlocksWithoutRenderers(): Plugin {
  return {
    name: 'vitrine-standalone-live-only-blocks',
    enforce: 'pre',
    resolveId(source, importer) {
      const type = /^\.\/(registration|activity-feed)\/definition$/.exec(source)?.[1];
      if (!type || !/\/src\/components\/(lazyR|r)egistry\.ts$/.test(importer ?? '')) return null;
      return `${STUB}${type}`;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const type = id.slice(STUB.length) as keyof typeof LIVE_ONLY;
      const { name, schema, css } = LIVE_ONLY[type];
      const dir = resolve('src/components', type);
      return `import { ${schema} } from ${JSON.stringify(`${dir}/schema.ts`)};
import { ${css} } from ${JSON.stringify(`${dir}/css.ts`)};
const nothing = () => null;
export const ${name} = { ...${schema}, icon: nothing, Render: nothing, css: ${css} };`;
    },
  };
}

const ENTRY = 'src/renderer/export/standaloneEntry.tsx';

/**
 * An exported page hydrates in the language it was exported in, synchronously and offline: the
 * script carries every language (src/i18n/allCatalogues.ts), added before the entry runs — the
 * main build's pages fetch only the one they speak.
 */
function everyLanguageFirst(): Plugin {
  return {
    name: 'vitrine-standalone-every-language',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(ENTRY)) return null;
      return `import ${JSON.stringify(resolve('src/i18n/allCatalogues.ts'))};\n${code}`;
    },
  };
}

/**
 * The standalone export's script (src/renderer/export/standaloneEntry.tsx): one classic IIFE
 * file with a stable name, no imports and no chunks, because Chromium blocks module scripts
 * (and their imports) on pages opened from file://. vite.config.ts builds it after the main
 * build, into dist/standalone/, which the server serves and `npm run export` copies.
 */
export default defineConfig({
  configFile: false,
  plugins: [react(), liveOnlyBlocksWithoutRenderers(), everyLanguageFirst()],
  // Library builds leave process.env for the consumer; this file runs as is in a browser.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  logLevel: 'warn',
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: ENTRY,
      formats: ['iife'],
      name: 'VitrineStandalone',
      fileName: () => 'vitrine-standalone.js',
    },
  },
});
