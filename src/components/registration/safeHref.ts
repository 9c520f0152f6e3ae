import { isSafeLink } from './fields';

/** A configured link as an href, or undefined when it is empty or not http(s) or a site path. */
export function safeHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return isSafeLink(value) ? value : undefined;
}
