import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from '../context';
import { CSP_NONCE_PLACEHOLDER } from '../securityHeaders';

/** Bodies above this are files, not pages or API answers: not worth hashing on every request. */
const MAX_HASHED_BYTES = 2 * 1024 * 1024;

/** The opaque part of an entity tag, for the weak comparison If-None-Match uses. */
function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** Whether If-None-Match names this ETag (weak comparison, `*` matching any). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}

/** Headers a 304 repeats from the 200 it stands for; the browser keeps the rest it stored. */
const KEPT_ON_304 = ['etag', 'cache-control', 'vary', 'expires', 'content-location', 'date'];

/**
 * ETag and 304 for successful GETs of text (pages, API answers, robots, sitemaps): the route's
 * own ETag, or a hash of the body. An HTML page carries this response's CSP nonce, which differs
 * every time, so the hash is of the body with the nonce put back to its placeholder: the tag
 * changes when the content does (a publish), not per request. A 304 carries no
 * Content-Security-Policy: the browser keeps the stored policy, whose nonce is the one in the
 * stored page. Every such tag is weak: the same content goes out with another nonce or coding.
 * Immutable files and responses that set a cookie are left alone.
 *
 * Registered outside the security headers (it must see the CSP to leave it out of a 304) and
 * inside compression (it hashes the identity bytes; compression makes the tag weak).
 */
export function conditionalGet(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const res = c.res;
    // Its body is not asked for unless it must be hashed: asking turns Hono's light response
    // (bytes at hand, written straight out) into a stream, on every page a cache answers.
    if (res.status !== 200 || res.headers.has('set-cookie')) return;
    const type = res.headers.get('content-type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (/\bimmutable\b/i.test(res.headers.get('cache-control') ?? '')) return;

    let etag = res.headers.get('etag');
    if (!etag) {
      if (!res.body) return;
      const declared = Number(res.headers.get('content-length') ?? 0);
      if (declared > MAX_HASHED_BYTES) return;
      const bytes = Buffer.from(await res.clone().arrayBuffer());
      if (bytes.byteLength > MAX_HASHED_BYTES) return;
      const nonce = c.get('cspNonce');
      const hashed =
        nonce && type.toLowerCase().startsWith('text/html')
          ? bytes.toString('utf8').replaceAll(nonce, CSP_NONCE_PLACEHOLDER)
          : bytes;
      etag = `"${createHash('sha1').update(hashed).digest('base64url')}"`;
    }
    // Weak: the same content goes out with another nonce or another coding, never byte for byte.
    if (!etag.startsWith('W/')) etag = `W/${etag}`;
    res.headers.set('etag', etag);
    if (!etagMatches(c.req.header('if-none-match'), etag)) return;
    const headers = new Headers();
    for (const name of KEPT_ON_304) {
      const value = res.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    // The security headers that are not about the body still go out on every response.
    for (const [name, value] of res.headers) {
      if (name === 'content-security-policy') continue;
      if (
        /^(x-frame-options|referrer-policy|x-content-type-options|permissions-policy|strict-transport-security)$/.test(
          name,
        )
      )
        headers.set(name, value);
    }
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers });
  };
}
