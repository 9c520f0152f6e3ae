import type { MouseEvent } from 'react';
import { LINK_SCHEMES, safeUrl } from '../../schema/sanitize/url';

export const linkTargets = ['_self', '_blank'] as const;
export type LinkTarget = (typeof linkTargets)[number];

export interface SafeLinkProps {
  href?: string;
  target?: LinkTarget;
  rel?: string;
  onClick?: (event: MouseEvent) => void;
}

const preventNavigation = (event: MouseEvent) => event.preventDefault();

/**
 * Props for an `<a>` pointing at a user's URL: only http(s), mailto, tel (and same-site paths)
 * are ever emitted; new tabs get noopener. In builder mode a click does not navigate (blocks.md
 *) but the link keeps its href: without one an `<a>` is no link at all for assistive
 * technology (or a test looking for it by role). Null when the URL is empty or refused.
 */
export function safeLinkProps(
  url: string | undefined,
  target: LinkTarget = '_self',
  builder = false,
  schemes: readonly string[] = LINK_SCHEMES,
): SafeLinkProps | null {
  const href = url ? safeUrl(url, schemes) : null;
  if (!href) return null;
  const props: SafeLinkProps =
    target === '_blank' ? { href, target, rel: 'noopener noreferrer' } : { href };
  return builder ? { ...props, onClick: preventNavigation } : props;
}
