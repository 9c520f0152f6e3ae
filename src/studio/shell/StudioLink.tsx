import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './studioRouter';

/** A link inside the studio: a real href (new tab, copy), moved to without a reload. */
export function StudioLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      !href ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={go} {...rest} />;
}
