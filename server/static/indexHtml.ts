import type { ServerConfig } from '../config';
import { CSP_NONCE_PLACEHOLDER } from '../securityHeaders';

/** Which page the HTML is for: an owner's page (/editor…, /studio…) or any visitor page. */
export type PageKind = 'editor' | 'visitor';

/** What the front end reads with getRuntimeConfig() (src/client/runtimeConfig.ts). */
export function runtimeConfigFor(config: ServerConfig, page: PageKind) {
  const localEditor = config.development && config.usingDefaultSecret;
  return {
    publishableKey: config.publishableKey,
    // The secret key reaches the browser only on the owner's pages (the editor, the studio) of a
    // development server that runs with the public local default key: never on a page a
    // visitor opens, never otherwise.
    editorKey: localEditor && page === 'editor' ? config.secretKey : null,
    // The home page points a local owner at the editor without carrying the key itself.
    localEditor,
    domain: config.siteDomain,
    apiBaseUrl: '',
    siteLocale: config.siteLocale,
  };
}

/**
 * `<` is escaped so no value can close the script element. Its nonce is a placeholder the
 * response's own nonce replaces (applyCspNonce).
 */
export function injectRuntimeConfig(html: string, config: ServerConfig, page: PageKind): string {
  const json = JSON.stringify(runtimeConfigFor(config, page)).replace(/</g, '\\u003c');
  const tag = `<script nonce="${CSP_NONCE_PLACEHOLDER}">window.__VITRINE_CONFIG__=${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

/** The manifest key of the chunk Vite named `name` (a shared lazy chunk has no source key). */
export function chunkNamed(manifest: Record<string, ManifestChunk>, name: string): string | null {
  return Object.keys(manifest).find((key) => manifest[key]!.name === name) ?? null;
}

/**
 * The owner's pages (/editor, /studio) come from a build of their own (vite.owner.config.ts):
 * its page, and its manifest, which names the same source modules as the visitor pages' does.
 */
export const OWNER_HTML = 'owner.html';
export const OWNER_MANIFEST = '.vite/owner-manifest.json';
/** The visitor pages' build: its page and manifest. */
export const VISITOR_HTML = 'index.html';
export const VISITOR_MANIFEST = '.vite/manifest.json';

/** The source module of the editor's chunk, as the owner build's manifest names it. */
export const EDITOR_MODULE = 'src/editor/EditorApp.tsx';
/** The source module of the studio's chunk. */
export const STUDIO_MODULE = 'src/studio/StudioApp.tsx';
/** The owner apps' starter (React and the loading screen), which the owner's entry imports. */
export const OWNER_START_MODULE = 'src/ownerStart.tsx';

/**
 * The owner's apps, each a lazy chunk at its own path: its HTML preloads the chunk's files and
 * those of the lazy chunks its first screen needs (`firstScreen`, by chunk name).
 */
export const OWNER_APPS = [
  // The editor's first screen (nothing selected: the page's Layout tab) needs no lazy chunk: its
  // fields are drawn without the form engine (src/editor/panels/form/LightForm.tsx).
  // `title` is the page's until its app names it (the editor keeps it): a tab that changes its
  // title as the app starts has the browser lay out and draw its tab strip again meanwhile.
  {
    prefix: '/editor',
    module: EDITOR_MODULE,
    firstScreen: [] as string[],
    title: 'Vitrine editor',
  },
  {
    prefix: '/studio',
    module: STUDIO_MODULE,
    firstScreen: [] as string[],
    title: 'Vitrine studio',
  },
] as const;

/** The owner app a path belongs to, or null for a visitor page. */
export function ownerAppOf(path: string): (typeof OWNER_APPS)[number] | null {
  return OWNER_APPS.find((app) => path === app.prefix || path.startsWith(`${app.prefix}/`)) ?? null;
}

/**
 * The files of a dynamically imported module and of every chunk it imports statically, from
 * Vite's build manifest (dist/.vite/manifest.json); [] when the module is not in it.
 */
export function chunkFiles(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return files;
}

/**
 * The style sheets of a dynamically imported module's chunk and of every chunk it imports
 * statically, from Vite's build manifest, in the order Vite's loader adds them: a chunk's after
 * those of the chunks it imports, so its rules win the cascade as they do once loaded; [] when
 * the module is not in it.
 */
export function chunkStyles(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const style of chunk.css ?? []) styles.add(style);
  };
  visit(module);
  return [...styles];
}

/** A `<link>` of `rel` for each built file the page does not name already, at the end of its head. */
function injectHeadLinks(html: string, rel: string, files: string[]): string {
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="${rel}" crossorigin href="/${encodeURI(file)}">`)
    .join('');
  if (!links) return html;
  return html.includes('</head>') ? html.replace('</head>', `${links}</head>`) : `${links}${html}`;
}

/**
 * `<link rel="stylesheet">` for each style sheet not already linked, in the head: the browser
 * fetches them with the page's scripts, and Vite's loader, which waits for a chunk's style
 * sheets before it runs the chunk, finds them there and does not fetch them again after the
 * scripts have run.
 */
export function injectStylesheets(html: string, files: string[]): string {
  return injectHeadLinks(html, 'stylesheet', files);
}

/**
 * `<link rel="modulepreload">` for each file not already loaded by the page, so the browser
 * fetches and compiles them while the entry runs instead of after it.
 */
export function injectModulePreloads(html: string, files: string[]): string {
  return injectHeadLinks(html, 'modulepreload', files);
}
