import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { ServerConfig } from '../config';
import { applyCspNonce, CSP_NONCE_PLACEHOLDER } from '../securityHeaders';
import { renderVisitorPage } from '../pages/visitorPage';
import {
  chunkFiles,
  chunkNamed,
  chunkStyles,
  injectModulePreloads,
  injectStylesheets,
  injectRuntimeConfig,
  OWNER_APPS,
  ownerAppOf,
  OWNER_START_MODULE,
} from './indexHtml';
import { manifestKeyOf } from './moduleChunk';
import { readEditorOpening } from './editorOpening';

/** A path whose last segment has an extension (favicon.svg, assets/app-1a2b.js). */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Vitrine</title>
<style nonce="${CSP_NONCE_PLACEHOLDER}">p{font-family:system-ui;padding:24px}</style>
<p>The front end is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds first). The API is up at <a href="/v1/docs">/v1/docs</a>.</p>`;

/** A path inside root, or null when it would escape it. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root + sep) ? full : null;
}

/**
 * The built front end from staticDir: files as they are (hashed assets cached for a year); the
 * visitor pages rendered on the server into index.html (server/pages/visitorPage.ts); and
 * index.html with the runtime config injected for any other GET (the editor, /preview, /demo).
 */
export function registerFrontEnd(app: Hono<AppEnv>, staticDir: string, config: ServerConfig) {
  const root = resolve(staticDir);
  const indexPath = join(root, 'index.html');
  const manifestPath = join(root, '.vite', 'manifest.json');
  let indexHtml: string | null = null;
  let manifestKept: Parameters<typeof chunkFiles>[0] | null = null;
  /** Each source module's manifest key, found once (a shared chunk's is read from its map). */
  const keys = new Map<string, string | null>();
  const keyOf = (module: string) => {
    if (!keys.has(module)) keys.set(module, manifestKeyOf(root, manifestKept!, module));
    return keys.get(module) ?? null;
  };
  /** The built files of these modules and what they import, for a page to preload. */
  const filesOf = (modules: string[]) =>
    manifestKept
      ? [...new Set(modules.flatMap((m) => chunkFiles(manifestKept!, keyOf(m) ?? m)))]
      : [];
  /** Their style sheets. */
  const stylesOf = (modules: string[]) =>
    manifestKept
      ? [...new Set(modules.flatMap((m) => chunkStyles(manifestKept!, keyOf(m) ?? m)))]
      : [];
  /** Each owner app's page (the editor, the studio), by its path prefix. */
  const ownerHtml = new Map<string, string>();
  const loadIndex = (path: string) => {
    // Read once, re-read if it was missing at start (a build that finished later).
    if (indexHtml === null && existsSync(indexPath)) {
      const built = readFileSync(indexPath, 'utf8');
      indexHtml = injectRuntimeConfig(built, config, 'visitor');
      const ownerPage = injectRuntimeConfig(built, config, 'editor');
      let manifest: Parameters<typeof chunkFiles>[0] | null = null;
      try {
        manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Parameters<
          typeof chunkFiles
        >[0];
      } catch {
        // No manifest (an older build): the apps load their chunks after the entry, as before.
      }
      manifestKept = manifest;
      for (const app of OWNER_APPS) {
        if (!manifest) {
          ownerHtml.set(app.prefix, ownerPage);
          continue;
        }
        const modules = [
          OWNER_START_MODULE,
          app.module,
          ...app.firstScreen.map((name) => chunkNamed(manifest!, name) ?? ''),
        ];
        ownerHtml.set(
          app.prefix,
          injectStylesheets(injectModulePreloads(ownerPage, filesOf(modules)), stylesOf(modules)),
        );
      }
    }
    const app = ownerAppOf(path);
    return app ? (ownerHtml.get(app.prefix) ?? null) : indexHtml;
  };

  app.get('*', async (c) => {
    const path = c.req.path;
    // Every file a build writes has an extension; a page's path (/c/demo/3) is not looked for
    // on disk, which would cost a system call on every page a cache answers.
    if (path !== '/' && path !== '/index.html' && FILE_NAME.test(path)) {
      const file = safeJoin(root, path);
      if (file && existsSync(file) && statSync(file).isFile()) {
        const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
        // Hashed names: the main build's assets and the embed kit's chunks.
        const immutable = path.startsWith('/assets/') || path.startsWith('/embed/');
        return c.body(await readFile(file), 200, {
          'content-type': type,
          'cache-control': immutable
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
          'x-content-type-options': 'nosniff',
        });
      }
      if (extname(path) && path.startsWith('/assets/')) return c.text('Not found', 404);
    }
    const shell = loadIndex(path);
    const ownerApp = ownerAppOf(path);
    if (shell && !ownerApp) {
      const page = await renderVisitorPage(c, shell, filesOf);
      if (page) return page;
    }
    let html = shell ?? NOT_BUILT;
    // The layout an editor page opens comes with it, and the code of its block types is
    // preloaded: opening it waits for no request after the editor's code.
    const opening =
      shell && ownerApp?.prefix === '/editor' ? await readEditorOpening(app, c, config) : null;
    if (opening) {
      html = injectStylesheets(
        injectModulePreloads(html, filesOf(opening.modules)),
        stylesOf(opening.modules),
      );
      html = html.includes('</body>')
        ? html.replace('</body>', () => `${opening.script}</body>`)
        : `${html}${opening.script}`;
    }
    // The editor and the studio are revalidated every time, and a page carrying an owner's
    // draft is theirs alone; a visitor page takes the visitor page policy
    // (server/transport/cachePolicy.ts).
    return c.html(
      applyCspNonce(html, c.var.cspNonce),
      200,
      ownerApp ? { 'cache-control': opening ? 'private, no-cache' : 'no-cache' } : {},
    );
  });
}
