/** A brand contact: an https: page or a mailto: address. */
export const CONTACT_PATTERN = /^(https:\/\/|mailto:)[^\s"'<>]+$/;

/** The contact as an href, or null when it is not one a visitor's page may link to. */
export function contactHref(value: string | null | undefined): string | null {
  return value && CONTACT_PATTERN.test(value) ? value : null;
}
