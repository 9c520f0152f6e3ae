/**
 * The page's Content-Security-Policy nonce, from the `<meta property="csp-nonce" nonce="…">` the
 * server puts in every page (server/securityHeaders.ts). Every `<style>` element created at run
 * time carries it, or the page's CSP drops it. Read from the `nonce` property: browsers hide the
 * attribute's value once the page is parsed. Undefined where no server gave one (static exports,
 * the Vite dev server, tests without a page), where no CSP asks for it either.
 */
export function cspNonce(): string | undefined {
  if (known !== undefined) return known;
  if (typeof document === 'undefined') return serverMark;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // A page's nonce never changes: read once, then answered from memory on every render.
  known = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return known;
}

let known: string | undefined;

let serverMark: string | undefined;

/**
 * On the server (no document), the mark its render of a page puts in every nonce attribute; the
 * server swaps it for the response's own nonce (server/pages/pageHtml.ts).
 */
export function provideServerCspNonce(mark: string): void {
  serverMark = mark;
}
