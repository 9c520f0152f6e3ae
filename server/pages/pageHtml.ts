import { randomBytes } from 'node:crypto';
import { scriptSafeJson } from '../../src/renderer/scriptSafeJson';
import { PAGE_DATA_ID, type PageData } from '../../src/site/ssr/pageData';
import { CSP_NONCE_PLACEHOLDER } from '../securityHeaders';

/**
 * What the server's render of a page writes in every nonce attribute. Random per process, so no
 * layout can contain it: after rendering, a layout's own copies of the public placeholder are
 * made inert and only this mark becomes the placeholder that applyCspNonce fills in.
 */
export const RENDER_NONCE_MARK = `__VITRINE_RENDER_NONCE_${randomBytes(12).toString('hex')}__`;

/** The placeholder as text a layout wrote: the same characters on screen, no longer a match. */
const INERT_PLACEHOLDER = CSP_NONCE_PLACEHOLDER.replace(/_$/, '&#95;');
const INERT_PLACEHOLDER_JSON = CSP_NONCE_PLACEHOLDER.replace(/_$/, '\\u005f');

/**
 * A value as the text of a `<script type="application/json">`: nothing in it can close the
 * element, and no copy of the nonce placeholder in it is filled in.
 */
export function pageJson(value: unknown): string {
  return scriptSafeJson(value).replaceAll(CSP_NONCE_PLACEHOLDER, INERT_PLACEHOLDER_JSON);
}

export interface PageParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  /**
   * The light or dark class the page's theme puts on <html>, when the render knows it (a page
   * of islands): written here so the first paint has the theme's colours, not after the script.
   */
  rootMode?: 'light' | 'dark';
  /** The head tags that replace the shell's title (pageHead.ts headTags). */
  head: string;
  /** The rendered app, markup only. */
  body: string;
  data: PageData;
}

/**
 * The shell's own notice for a browser without JavaScript (index.html), English and for a page
 * the browser alone renders: a rendered page carries its notice in its own language instead.
 */
const SHELL_NOSCRIPT = /<noscript id="vitrine-shell-noscript">[\s\S]*?<\/noscript>\s*/;

/**
 * A server-rendered visitor page in the built front end's shell (dist/index.html, runtime config
 * already injected): the page's language on <html>, its head tags instead of the shell's title,
 * the rendered app in #root and the data it was rendered with beside it.
 */
export function fillPageShell(shell: string, parts: PageParts): string {
  const body = parts.body
    .replaceAll(CSP_NONCE_PLACEHOLDER, INERT_PLACEHOLDER)
    .replaceAll(RENDER_NONCE_MARK, CSP_NONCE_PLACEHOLDER);
  const data = pageJson(parts.data);
  const head = parts.head.replaceAll(CSP_NONCE_PLACEHOLDER, INERT_PLACEHOLDER);
  return shell
    .replace(SHELL_NOSCRIPT, '')
    .replace(
      /<html[^>]*>/,
      () =>
        `<html lang="${parts.lang}" dir="${parts.dir}"${parts.rootMode ? ` class="${parts.rootMode}"` : ''}>`,
    )
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div><script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`,
    );
}
