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
  OWNER_HTML,
  OWNER_MANIFEST,
  ownerAppOf,
  OWNER_START_MODULE,
  VISITOR_HTML,
  VISITOR_MANIFEST,
} from './indexHtml';
import { manifestKeyOf } from './moduleChunk';
import { readEditorOpening } from './editorOpening';

/** A path whose last segment has an extension (favicon.png, assets/app-1a2b.js). */
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

type Manifest = Parameters<typeof chunkFiles>[0];

/** One build's page and what its manifest says each source module needs. */
interface Build {
  html: string;
  manifest: Manifest | null;
  /** The built files of these modules and what they import, for a page to preload. */
  filesOf: (modules: string[]) => string[];
  /** Their style sheets. */
  stylesOf: (modules: string[]) => string[];
}

/**
 * A build's page and manifest from root, or null while its page is not built. Without a
 * manifest (an older build) nothing is preloaded: the page loads its chunks after its entry.
 */
function readBuild(root: string, htmlFile: string, manifestFile: string): Build | null {
  const htmlPath = join(root, htmlFile);
  if (!existsSync(htmlPath)) return null;
  let manifest: Manifest | null = null;
  try {
    manifest = JSON.parse(readFileSync(join(root, manifestFile), 'utf8')) as Manifest;
  } catch {
    // No manifest: nothing to preload.
  }
  /** Each source module's manifest key, found once (a shared chunk's is read from its map). */
  const keys = new Map<string, string | null>();
  const keyOf = (module: string) => {
    if (!keys.has(module)) keys.set(module, manifestKeyOf(root, manifest!, module));
    return keys.get(module) ?? null;
  };
  const lookUp = (read: typeof chunkFiles) => (modules: string[]) =>
    manifest ? [...new Set(modules.flatMap((m) => read(manifest!, keyOf(m) ?? m)))] : [];
  return {
    html: readFileSync(htmlPath, 'utf8'),
    manifest,
    filesOf: lookUp(chunkFiles),
    stylesOf: lookUp(chunkStyles),
  };
}

/**
 * The built front end from staticDir: files as they are (hashed assets cached for a year); the
 * visitor pages rendered on the server into index.html (server/pages/visitorPage.ts); the
 * owner's pages (the editor, the studio) from owner.html, their own build, with the runtime
 * config injected and their apps' chunks preloaded; index.html with the runtime config for any
 * other GET (/preview, /demo).
 */
export function registerFrontEnd(app: Hono<AppEnv>, staticDir: string, config: ServerConfig) {
  const root = resolve(staticDir);
  let visitor: (Build & { page: string }) | null = null;
  let owner: (Build & { pages: Map<string, string> }) | null = null;
  // Each build is read once, and re-read while it is missing (a build that finished later).
  const visitorBuild = () => {
    if (visitor) return visitor;
    const build = readBuild(root, VISITOR_HTML, VISITOR_MANIFEST);
    if (build) visitor = { ...build, page: injectRuntimeConfig(build.html, config, 'visitor') };
    return visitor;
  };
  const ownerBuild = () => {
    if (owner) return owner;
    const build = readBuild(root, OWNER_HTML, OWNER_MANIFEST);
    if (!build) return null;
    const page = injectRuntimeConfig(build.html, config, 'editor');
    /** Each owner app's page, by its path prefix: its starter's and its chunks' files preloaded. */
    const pages = new Map<string, string>();
    for (const ownerApp of OWNER_APPS) {
      const modules = [
        OWNER_START_MODULE,
        ownerApp.module,
        ...ownerApp.firstScreen.map((name) =>
          build.manifest ? (chunkNamed(build.manifest, name) ?? '') : '',
        ),
      ];
      const titled = page.replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${ownerApp.title}</title>`,
      );
      pages.set(
        ownerApp.prefix,
        injectStylesheets(
          injectModulePreloads(titled, build.filesOf(modules)),
          build.stylesOf(modules),
        ),
      );
    }
    owner = { ...build, pages };
    return owner;
  };

  app.get('*', async (c) => {
    const path = c.req.path;
    // Every file a build writes has an extension; a page's path (/c/demo/3) is not looked for
    // on disk, which would cost a system call on every page a cache answers.
    // The two pages are answered as pages, never as their unfilled files.
    if (
      path !== '/' &&
      path !== `/${VISITOR_HTML}` &&
      path !== `/${OWNER_HTML}` &&
      FILE_NAME.test(path)
    ) {
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
    const ownerApp = ownerAppOf(path);
    if (!ownerApp) {
      const built = visitorBuild();
      if (!built) return c.html(applyCspNonce(NOT_BUILT, c.var.cspNonce));
      const page = await renderVisitorPage(c, built.page, built.filesOf);
      return page ?? c.html(applyCspNonce(built.page, c.var.cspNonce));
    }
    // The editor and the studio are revalidated every time, and a page carrying an owner's
    // draft is theirs alone; a visitor page takes the visitor page policy
    // (server/transport/cachePolicy.ts).
    const built = ownerBuild();
    if (!built) {
      return c.html(applyCspNonce(NOT_BUILT, c.var.cspNonce), 200, { 'cache-control': 'no-cache' });
    }
    let html = built.pages.get(ownerApp.prefix)!;
    // The layout an editor page opens comes with it, and the code of its block types is
    // preloaded: opening it waits for no request after the editor's code.
    const opening = ownerApp.prefix === '/editor' ? await readEditorOpening(app, c, config) : null;
    if (opening) {
      html = injectStylesheets(
        injectModulePreloads(html, built.filesOf(opening.modules)),
        built.stylesOf(opening.modules),
      );
      html = html.includes('</body>')
        ? html.replace('</body>', () => `${opening.script}</body>`)
        : `${html}${opening.script}`;
    }
    return c.html(applyCspNonce(html, c.var.cspNonce), 200, {
      'cache-control': opening ? 'private, no-cache' : 'no-cache',
    });
  });
}
