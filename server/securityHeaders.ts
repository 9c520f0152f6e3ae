import { randomFillSync } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerConfig } from './config';
import type { AppEnv } from './context';
import { embedOriginsOf } from './embed/origins';

/**
 * Where a page's nonce goes in HTML cached before any request: `applyCspNonce` swaps it for the
 * response's own nonce. Only markup the server writes carries it, never markup from a layout.
 */
export const CSP_NONCE_PLACEHOLDER = '__VITRINE_CSP_NONCE__';

const NONCE_BYTES = 16;
/**
 * Random bytes drawn a page at a time: one call to the system's generator per 256 nonces
 * instead of one per response (on a page served from the cache it was the largest single cost
 * after the socket). Each nonce still uses bytes no other nonce used.
 */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

/** 128 random bits, fresh for every response, as CSP wants them (base64). */
export function createCspNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** Pages of the editor: never framed by anyone. */
export function isEditorPath(path: string): boolean {
  return path === '/editor' || path.startsWith('/editor/');
}

/**
 * The response's nonce into cached HTML: every placeholder becomes it, and a
 * `<meta property="csp-nonce" nonce="…">` (Vite's convention) tells the front end, which gives
 * it to the `<style>` elements it creates at run time (src/client/cspNonce.ts). The nonce stays in
 * a nonce attribute, which the browser hides from selectors and getAttribute.
 */
export function applyCspNonce(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  const withNonce = html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
  // A page without a <head> (the "not built yet" notice) runs no front end that would read it.
  return withNonce.replace(/<head>/i, `<head>${meta}`);
}

/** Font stylesheets a theme may load (src/ui/theme/themeCss.ts fontSources). */
const FONT_STYLESHEETS = ['https://fonts.googleapis.com', 'https://use.typekit.net'];

/**
 * The Content-Security-Policy of an HTML page. Reasons per directive are in docs/api.md
 * "Security headers"; in short: scripts and `<style>` elements only from our origin or with this
 * response's nonce, eval on the editor alone (its form validator compiles); images, media and frames from the web because owners place them in
 * layouts (frames are sandboxed by SandboxedFrame); nothing framing the page but `frameAncestors`.
 */
export function contentSecurityPolicy(options: {
  nonce: string;
  frameAncestors: readonly string[];
  /**
   * The editor's forms validate with @rjsf/validator-ajv8, which compiles each schema with
   * `new Function`: the editor alone may eval. It is never framed, and injected markup still
   * runs nothing there (no 'unsafe-inline'); visitor pages never eval.
   */
  allowEval?: boolean;
  /**
   * The style attributes a server-rendered page carries, as hashes: the only inline styles it
   * allows (server/pages/styleAttributeHashes.ts).
   */
  styleAttributeHashes?: readonly string[];
}): string {
  const nonce = `'nonce-${options.nonce}'`;
  const evalSource = options.allowEval ? ["'unsafe-eval'"] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", nonce, ...evalSource],
    ['style-src', "'self'", nonce, ...FONT_STYLESHEETS],
    ...(options.styleAttributeHashes?.length
      ? [
          ['style-src-attr', "'unsafe-hashes'", ...options.styleAttributeHashes] as [
            string,
            ...string[],
          ],
        ]
      : []),
    ['img-src', "'self'", 'data:', 'blob:', 'https:', 'http:'],
    ['media-src', "'self'", 'data:', 'blob:', 'https:', 'http:'],
    ['font-src', "'self'", 'data:', 'https:'],
    ['connect-src', "'self'"],
    ['frame-src', "'self'", 'https:', 'http:'],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(options.frameAncestors.length ? options.frameAncestors : ["'none'"])],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Browser features no page of ours uses, turned off for the page and every frame in it. What
 * the product uses (clipboard-write for the share block's copy, fullscreen, autoplay,
 * encrypted-media and picture-in-picture for players, web-share) is not listed, so it keeps the
 * browser's default: this page, and a frame only when its `allow` attribute grants it.
 */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'magnetometer',
  'idle-detection',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One year; no includeSubDomains, since other hosts of the owner's domain are not ours to pin. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Whether the browser reached us over HTTPS: the socket's protocol, or the proxy's word when trusted. */
export function servedOverHttps(c: Context<AppEnv>, trustProxy: number): boolean {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded) return forwarded === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * Who may frame this response: the site's embedding origins for visitor pages (its own list,
 * else EMBED_ORIGINS); nobody for the editor, the studio, the API's reference page, the
 * development outbox or anything else.
 */
function frameAncestorsFor(c: Context<AppEnv>, config: ServerConfig): readonly string[] {
  const path = c.req.path;
  const ownerPage = isEditorPath(path) || path === '/studio' || path.startsWith('/studio/');
  const visitorPage = !ownerPage && !/^\/(v1|dev)(\/|$)/.test(path);
  return visitorPage ? embedOriginsOf(c, config) : [];
}

/**
 * Security headers on every response. Each request gets a fresh nonce (`c.var.cspNonce`) that
 * HTML routes put on their inline `<script>`/`<style>`; after the route ran, an HTML response
 * gets the CSP built around that nonce unless the route set its own. Every response gets
 * Referrer-Policy, nosniff, Permissions-Policy, X-Frame-Options (for browsers without
 * frame-ancestors) and, over HTTPS, HSTS.
 */
export function securityHeaders(config: ServerConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = createCspNonce();
    c.set('cspNonce', nonce);
    await next();
    const headers = c.res.headers;
    const isHtml = headers.get('content-type')?.toLowerCase().startsWith('text/html') ?? false;
    const ancestors = isHtml ? frameAncestorsFor(c, config) : [];
    if (isHtml && !headers.has('content-security-policy')) {
      headers.set(
        'content-security-policy',
        contentSecurityPolicy({
          nonce,
          frameAncestors: ancestors,
          allowEval: isEditorPath(c.req.path),
          styleAttributeHashes: c.var.styleAttributeHashes,
        }),
      );
    }
    // X-Frame-Options names at most one origin: DENY when no one may frame; with embed origins
    // it is left out, so older browsers embed as frame-ancestors allows for newer ones.
    if (ancestors.length === 0) headers.set('x-frame-options', 'DENY');
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    headers.set('x-content-type-options', 'nosniff');
    headers.set('permissions-policy', PERMISSIONS_POLICY);
    if (servedOverHttps(c, config.trustProxy)) {
      headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  };
}
