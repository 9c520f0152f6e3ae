/**
 * blocks.md: after a registration the page goes to {current path}/{tokenId}, adding
 * layout_id when a success layout is configured; otherwise a full redirect to the success URL.
 * On a token page the current path already ends with a token, so the new token replaces it
 * rather than nesting (/c/demo/3 → /c/demo/7, never /c/demo/3/7).
 */
export type SuccessTarget =
  { kind: 'navigate'; href: string } | { kind: 'redirect'; href: string } | { kind: 'stay' };

export interface SuccessTargetInput {
  /** window.location.pathname at the time of success. */
  pathname: string;
  /** The token the page was opened on, when it is a token page. */
  pageTokenId?: string | null;
  /** The registered token, from the register response. */
  tokenId?: string | null;
  successLayoutId?: string;
  successUrl?: string;
}

export function successTarget(input: SuccessTargetInput): SuccessTarget {
  const layoutId = input.successLayoutId?.trim();
  const url = input.successUrl?.trim();
  if (input.tokenId && (layoutId || !url)) {
    let base = input.pathname.replace(/\/+$/, '');
    if (input.pageTokenId && base.endsWith(`/${encodeURIComponent(input.pageTokenId)}`)) {
      base = base.slice(0, base.length - encodeURIComponent(input.pageTokenId).length - 1);
    }
    const path = `${base}/${encodeURIComponent(input.tokenId)}`;
    const query = layoutId ? `?layout_id=${encodeURIComponent(layoutId)}` : '';
    return { kind: 'navigate', href: `${path}${query}` };
  }
  if (url) return { kind: 'redirect', href: url };
  return { kind: 'stay' };
}
