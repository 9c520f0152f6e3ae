import type { MouseEvent } from 'react';
import { LINK_SCHEMES, safeUrl } from '../../schema/sanitize/url';

export const linkTargets = ['_self', '_blank'] as const;
export type LinkTarget = (typeof linkTargets)[number];

export interface SafeLinkProps {
  href?: string;
  target?: LinkTarget;
  rel?: string;
  'aria-disabled'?: true;
  onClick?: (event: MouseEvent) => void;
}

const preventNavigation = (event: MouseEvent) => event.preventDefault();

/**
 * Props for an `<a>` pointing at a user's URL: only http(s), mailto, tel (and same-site paths)
 * are ever emitted; new tabs get noopener; in builder mode there is no href at all, so a link
 * can never navigate away from the editor. Null when the URL is empty or refused.
 */
export function safeLinkProps(
  url: string | undefined,
  target: LinkTarget = '_self',
  builder = false,
  schemes: readonly string[] = LINK_SCHEMES,
): SafeLinkProps | null {
  const href = url ? safeUrl(url, schemes) : null;
  if (!href) return null;
  if (builder) return { 'aria-disabled': true, onClick: preventNavigation };
  return target === '_blank' ? { href, target, rel: 'noopener noreferrer' } : { href };
}
