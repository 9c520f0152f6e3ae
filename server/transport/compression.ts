import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from '../context';
import { compressBytes } from './compressBytes';
import { CompressedCache } from './compressedCache';
import { chooseEncoding } from './encoding';

/** Below this a compressed body saves less than the coding's own overhead is worth. */
export const COMPRESS_MIN_BYTES = 1024;

/** Whether a response's bytes never change, so their compressed form is worth keeping. */
function isLongLived(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  if (/\bimmutable\b/i.test(cacheControl)) return true;
  const maxAge = /\bmax-age=(\d+)/i.exec(cacheControl);
  return /\bpublic\b/i.test(cacheControl) && maxAge !== null && Number(maxAge[1]) > 0;
}

/** Adds a field name to Vary unless it, or `*`, is already there. */
export function addVary(headers: Headers, field: string): void {
  const current = headers.get('vary');
  if (!current) return headers.set('vary', field);
  const names = current.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes(field.toLowerCase())) return;
  headers.set('vary', `${current}, ${field}`);
}

/**
 * Text responses compressed by Accept-Encoding — Brotli when the client takes it, else gzip —
 * with `Vary: Accept-Encoding` on every text response so caches keep the codings apart. Left as
 * they are: already-compressed types (images, video, fonts in woff2), bodies under
 * COMPRESS_MIN_BYTES, partial content and anything served for seeking (Accept-Ranges: media),
 * event streams, `no-transform`, HEAD. A strong ETag becomes weak, since the coded bytes differ
 * from the identity ones while meaning the same (If-None-Match compares weakly).
 */
export function compression(): MiddlewareHandler<AppEnv> {
  const cache = new CompressedCache();
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (res.status === 206 || res.headers.has('content-range')) return;
    if (res.headers.get('accept-ranges') === 'bytes') return;
    if (res.headers.has('content-encoding') || res.headers.has('transfer-encoding')) return;
    // Asked only now: asking turns Hono's light response into a stream, which a page that
    // comes already compressed has no need of.
    if (!res.body) return;
    const cacheControl = res.headers.get('cache-control');
    if (cacheControl && /\bno-transform\b/i.test(cacheControl)) return;
    addVary(res.headers, 'Accept-Encoding');
    if (c.req.method === 'HEAD') return;
    const declared = res.headers.get('content-length');
    if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;

    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let body: Uint8Array = bytes;
    if (bytes.byteLength >= COMPRESS_MIN_BYTES) {
      body = isLongLived(cacheControl)
        ? await cache.get(bytes, encoding)
        : await compressBytes(bytes, encoding, 'fast');
      headers.set('content-encoding', encoding);
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    }
    headers.set('content-length', String(body.byteLength));
    // Unset first: Hono's setter would copy the old response's headers (its length) back on.
    c.res = undefined;
    c.res = new Response(new Uint8Array(body), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
