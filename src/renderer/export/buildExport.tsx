import { renderToString } from 'react-dom/server';
// Every block type at hand, so a page renders in one synchronous pass.
import '../../components/registry';
import type { LayoutDocument } from '../../schema/layout/document';
import { DEFAULT_LOCALE, textDirection, type Locale } from '../../schema/locales';
import { currentLocale, setLocale } from '../../i18n/i18n';
import { escapeHtml } from '../staticPage';
import { scriptSafeJson } from '../scriptSafeJson';
import { StandaloneLayout } from '../standalone';
import { STATIC_LAYOUT_ID, STATIC_ROOT_ID } from '../staticLayout';
import { EXPORT_ASSETS_ID, MEDIA_DIR, STANDALONE_SCRIPT_FILE } from './ids';
import {
  isRootRelative,
  MEDIA_TYPES,
  mediaReferences,
  replaceValues,
  urlExtension,
} from './mediaReferences';

/** A media file an export carries; `type` is its MIME type when the source said so. */
export interface MediaFile {
  bytes: Uint8Array;
  type?: string;
}

/** Reads one media address; null (or a throw) when it cannot, with the reason when known. */
export type MediaLoader = (url: string) => Promise<MediaFile | { missing: string } | null>;

export interface ExportOptions {
  /** The standalone script's text (dist/standalone/vitrine-standalone.js); none: no script. */
  script?: string;
  loadMedia: MediaLoader;
  title?: string;
  locale?: Locale;
  /** One HTML file with the script and the media inside it. */
  singleFile?: boolean;
  /** The live site's address: root-relative links and media not carried in point there. */
  siteUrl?: string;
}

export interface ExportResult {
  /** Relative path → contents: 'index.html', 'assets/…', 'media/…' (just 'index.html' single-file). */
  files: Map<string, string | Uint8Array>;
  /** One line per media address that could not be carried (left pointing where it pointed). */
  warnings: string[];
}

/** The generator mark of an exported page: how a later export knows the folder is its own. */
export const EXPORT_GENERATOR = 'Vitrine standalone export';

function mediaName(url: string, index: number, type: string | undefined): string {
  const base = (url.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const byType = Object.entries(MEDIA_TYPES).find(([, t]) => t === type)?.[0];
  const extension = urlExtension(url) || byType || 'bin';
  return `${MEDIA_DIR}/${index + 1}-${stem || 'media'}.${extension}`;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function dataUrl(file: MediaFile, name: string): string {
  const type = MEDIA_TYPES[urlExtension(name)] ?? file.type ?? 'application/octet-stream';
  return `data:${type};base64,${base64(file.bytes)}`;
}

/**
 * Script text that cannot end its own <script> element early: '<' before '/script' or '!--'
 * becomes '\\x3C', which means '<' alike in a string, a template and a regular expression.
 */
function inlineScript(text: string): string {
  return text.replace(/<(\/script|!--)/gi, '\\x3C$1');
}

/** Renders in `locale`, then puts the page's language back (the editor shares the instance). */
function renderIn(locale: Locale, layout: LayoutDocument): string {
  const before = currentLocale();
  setLocale(locale);
  try {
    // Style elements carry the CSP nonce of the page they render in (the editor's, when the
    // editor exports): a file has no policy, and its own script renders them without one.
    return renderToString(<StandaloneLayout layout={layout} />).replace(
      /<style nonce="[^"]*"/g,
      '<style',
    );
  } finally {
    setLocale(before);
  }
}

async function carryMedia(layout: LayoutDocument, loadMedia: MediaLoader) {
  const media = new Map<string, { name: string; file: MediaFile }>();
  const warnings: string[] = [];
  const references = mediaReferences(layout);
  await Promise.all(
    references.map(async (url, index) => {
      let loaded: Awaited<ReturnType<MediaLoader>>;
      try {
        loaded = await loadMedia(url);
      } catch (error) {
        loaded = { missing: error instanceof Error ? error.message : String(error) };
      }
      if (loaded && 'bytes' in loaded) {
        media.set(url, { name: mediaName(url, index, loaded.type), file: loaded });
      } else {
        warnings.push(
          `Image or media not found: ${url}${loaded?.missing ? ` (${loaded.missing})` : ''}; the page keeps the original address`,
        );
      }
    }),
  );
  return { media, warnings };
}

/**
 * An exported page that stands alone: the layout rendered to HTML (readable with JavaScript
 * off), its media copied in under relative names, and the standalone script that brings the
 * interactive blocks to life from file:// or any static host. The same function runs in Node
 * (`npm run export`) and in the editor's browser ("Export page"): React's server renderer has
 * a browser build, and the media come through `loadMedia`.
 */
export async function buildExport(
  layout: LayoutDocument,
  options: ExportOptions,
): Promise<ExportResult> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const { media, warnings } = await carryMedia(layout, options.loadMedia);
  const relative = new Map([...media].map(([url, { name }]) => [url, `./${name}`]));
  const site = options.siteUrl;
  // Media carried in get their relative name; other root-relative addresses (a button to
  // '/c/demo', an upload that could not be read) mean the live site's, so they point there.
  const exported = replaceValues(
    layout,
    (text) =>
      relative.get(text) ?? (site && isRootRelative(text) ? new URL(text, site).href : undefined),
  );
  let body = renderIn(locale, exported);

  const files = new Map<string, string | Uint8Array>();
  let assets = '';
  let script = '';
  if (options.singleFile) {
    const inline: Record<string, string> = {};
    for (const { name, file } of media.values()) inline[`./${name}`] = dataUrl(file, name);
    // Longest first, so no name is replaced inside a longer one.
    for (const [name, url] of Object.entries(inline).sort((a, b) => b[0].length - a[0].length)) {
      body = body.split(name).join(url);
    }
    if (options.script && media.size > 0) {
      assets = `\n<script type="application/json" id="${EXPORT_ASSETS_ID}">${scriptSafeJson(inline)}</script>`;
    }
    if (options.script) script = `\n<script>${inlineScript(options.script)}</script>`;
  } else {
    for (const { name, file } of media.values()) files.set(name, file.bytes);
    if (options.script) {
      files.set(STANDALONE_SCRIPT_FILE, options.script);
      script = `\n<script src="./${STANDALONE_SCRIPT_FILE}" defer></script>`;
    }
  }
  const layoutJson = options.script
    ? `\n<script type="application/json" id="${STATIC_LAYOUT_ID}">${scriptSafeJson(exported)}</script>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="${EXPORT_GENERATOR}">
<title>${escapeHtml(options.title ?? 'Vitrine page')}</title>
<style>html,body{margin:0}</style>
</head>
<body>
<div id="${STATIC_ROOT_ID}">${body}</div>${layoutJson}${assets}${script}
</body>
</html>
`;
  files.set('index.html', html);
  return { files, warnings };
}
