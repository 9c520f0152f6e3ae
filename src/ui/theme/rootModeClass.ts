import type { ThemeMode } from './ThemeProvider';

interface Claim {
  depth: number;
  mode: ThemeMode;
}

const claims = new Map<HTMLElement, Set<Claim>>();

function apply(element: HTMLElement): void {
  let innermost: Claim | undefined;
  for (const claim of claims.get(element) ?? []) {
    if (!innermost || claim.depth >= innermost.depth) innermost = claim;
  }
  if (!innermost) return;
  element.classList.toggle('dark', innermost.mode === 'dark');
  element.classList.toggle('light', innermost.mode === 'light');
}

/**
 * Puts light or dark on `element` for a theme provider `depth` levels deep, and returns how to
 * take it back. The innermost provider wins whatever order React runs their effects in (a
 * parent's effect runs after its child's), and when it goes the one around it applies again: a
 * page's layout theme inside the app's default one, a visitor moving between pages.
 */
export function claimRootMode(element: HTMLElement, depth: number, mode: ThemeMode): () => void {
  const claim: Claim = { depth, mode };
  const set = claims.get(element) ?? new Set<Claim>();
  claims.set(element, set);
  set.add(claim);
  apply(element);
  return () => {
    set.delete(claim);
    if (set.size === 0) claims.delete(element);
    else apply(element);
  };
}
