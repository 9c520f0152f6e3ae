import type { Context } from 'hono';
import type { ResponseCache } from '../cache';
import type { AppEnv } from '../context';
import { applyCspNonce, CSP_NONCE_PLACEHOLDER } from '../securityHeaders';
import { chooseEncoding } from '../transport/encoding';
import { brotliWithNonce, NONCE_LENGTH, prepareBrotli } from '../transport/preparedBrotli';
import { pageGzip, pageText, preparePage, type PreparedPage } from '../transport/preparedPage';

/** A rendered page as the response cache keeps it: the HTML before its nonce is filled in. */
export interface CachedPage {
  html: string;
  status: 200 | 404;
  hashes: string[];
}

interface ReadyPage {
  /** The cache entry it was made from: a new entry (a write, a new render) makes a new one. */
  source: string;
  status: 200 | 404;
  hashes: string[];
  prepared: PreparedPage;
  /**
   * The Brotli stream with its nonce places (server/transport/preparedBrotli.ts), once made in
   * the background; until then (or if the page cannot be prepared so) Brotli is made per
   * response.
   */
  brotli: Buffer[] | null;
}

/**
 * Pages kept ready per server: a ready page holds its text three times (plain, gzip, Brotli),
 * so fewer than the response cache keeps; a page that fell out is made ready again on its next
 * request.
 */
const MAX_READY = 500;
const readyByCache = new WeakMap<ResponseCache, Map<string, ReadyPage>>();

/**
 * The cached page under `key`, ready to answer: parsed, cut at its nonces and compressed once
 * (server/transport/preparedPage.ts), for as long as its cache entry stays the same.
 */
export function readyPage(cache: ResponseCache, key: string, source: string): ReadyPage {
  let ready = readyByCache.get(cache);
  if (!ready) readyByCache.set(cache, (ready = new Map()));
  const found = ready.get(key);
  if (found?.source === source) return found;
  const kept = JSON.parse(source) as CachedPage;
  const page: ReadyPage = {
    source,
    status: kept.status,
    hashes: kept.hashes,
    // The placeholder as the nonce: every place the response's nonce goes, the meta included.
    prepared: preparePage(applyCspNonce(kept.html, CSP_NONCE_PLACEHOLDER), CSP_NONCE_PLACEHOLDER),
    brotli: null,
  };
  void prepareBrotli(page.prepared.parts).then(
    (segments) => (page.brotli = segments),
    () => {},
  );
  if (found) ready.delete(key);
  else if (ready.size >= MAX_READY) {
    const oldest = ready.keys().next().value;
    if (oldest !== undefined) ready.delete(oldest);
  }
  ready.set(key, page);
  return page;
}

/**
 * The answer for a ready page: this response's nonce in place, in the coding the client
 * prefers (Brotli, else gzip) made without compressing anything, its ETag from the content.
 * Until the page's Brotli stream is ready, a client gets gzip if it takes it; one that takes
 * Brotli alone gets the plain page, which the compression middleware compresses as it does any
 * response.
 */
export function answerReadyPage(
  c: Context<AppEnv>,
  page: ReadyPage,
  headers: Record<string, string>,
): Response {
  c.set('styleAttributeHashes', page.hashes);
  const nonce = c.var.cspNonce;
  // Until the page's Brotli stream is ready, a client that also takes gzip gets the prepared
  // gzip: compressing Brotli per response meanwhile would fill the compression threads, and the
  // stream being prepared would wait behind them for as long as the load lasts.
  const brotliReady = page.brotli !== null && nonce.length === NONCE_LENGTH;
  const encoding = chooseEncoding(
    c.req.header('accept-encoding'),
    brotliReady ? ['br', 'gzip'] : ['gzip'],
  );
  const body =
    encoding === 'br'
      ? brotliWithNonce(page.brotli!, nonce)
      : encoding === 'gzip'
        ? pageGzip(page.prepared, nonce)
        : pageText(page.prepared, nonce);
  const vary = ['Accept-Encoding', headers.vary].filter(Boolean).join(', ');
  return c.body(new Uint8Array(body), page.status, {
    ...headers,
    'content-type': 'text/html; charset=UTF-8',
    'content-length': String(body.byteLength),
    etag: page.prepared.etag,
    vary,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
}
