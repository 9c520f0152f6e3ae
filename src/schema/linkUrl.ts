import { z } from 'zod';
import { LINK_SCHEMES, safeUrl, WEB_SCHEMES } from './sanitize/url';

/**
 * The fields an owner types a link into, checked by the same rule the renderer applies before
 * it writes an `href` (safeUrl): what the field takes is exactly what becomes a live link, so a
 * link the page would drop (`htp:/bad`, `javascript:…`, `example.com` without its scheme) is
 * named at the field instead of quietly rendering as no link.
 */

export const LINK_URL_MESSAGE =
  'Not a link a browser can open: start it with https://, / (a page of this site), #, mailto: or tel:';

export const PAGE_URL_MESSAGE =
  'Use a full web address starting with https:// (or leave it blank for the current page)';

/** A link: empty, a web address, a mailto: or tel: link, or a path or #anchor on this site. */
export function linkUrl(max = 2048) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || safeUrl(value, LINK_SCHEMES) !== null, LINK_URL_MESSAGE);
}

/** A page's address to hand to another site (share): empty, or an absolute http(s) URL. */
export function pageUrl(max = 2048) {
  return z
    .string()
    .trim()
    .max(max)
    .refine(
      (value) => value === '' || safeUrl(value, WEB_SCHEMES, { allowRelative: false }) !== null,
      PAGE_URL_MESSAGE,
    );
}
